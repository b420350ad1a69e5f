/**
 * The continueUrl of an e-mail action link, as an in-app path, only when it points at the
 * app's own origin; anything else (another host, another scheme, garbage) gives null so the
 * handler never becomes an open redirect.
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
  return `${url.pathname}${url.search}${url.hash}`;
}
