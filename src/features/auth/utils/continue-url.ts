// A path that starts with two slashes, or a slash and a backslash, is read by browsers as
// another host ("//evil.example/login"). The URL parser turns backslashes into slashes,
// drops tabs and newlines and resolves dot segments, so the check runs on its result, and
// again on the percent-decoded path, which some routers decode before matching.
const OTHER_HOST_PATH = /^[/\\][/\\]/;
const CONTROL_CHARACTER = /\p{Cc}/u;
const MAX_DECODING_ROUNDS = 3;

/** The path decoded until it stops changing (a few rounds); null when it is not valid encoding. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The continueUrl of an e-mail action link, as an in-app path, only when it points at the
 * app's own origin and the path cannot be read as another host; anything else (another
 * host, another scheme, garbage) gives null so the handler never becomes an open redirect.
 */
export function sameOriginPath(continueUrl: string | null | undefined, appOrigin: string): string | null {
  if (!continueUrl) return null;
  let url: URL;
  try {
    url = new URL(continueUrl, appOrigin);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin) return null;
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || OTHER_HOST_PATH.test(decodedPath) || CONTROL_CHARACTER.test(decodedPath)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return OTHER_HOST_PATH.test(path) ? null : path;
}
