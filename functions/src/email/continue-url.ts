// The continue URL (our `redirect`) that firebase-admin accepts when it builds an e-mail action
// link. firebase-admin checks it only while generating the link, which happens only for an
// address that has an account; checking it the same way first, for every request, keeps the
// answer identical for registered and unknown addresses. A copy of firebase-admin's own check;
// continue-url.test.ts compares both on many inputs (through firebase-admin's public API), so
// an upgrade that changes the rule fails the tests.
// No runtime imports: the tests load this module directly.

/** Characters allowed anywhere in the URL: unreserved, reserved and '%' (no spaces, no ñ, no < > " | ^ \ `). */
const ILLEGAL_CHARACTER = /[^a-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]/i;
const HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/;
const IPV6_HOSTNAME = /^\[[a-fA-F0-9:.]+\]$/;
/** Path segments of one or more allowed characters: no empty segment, so no '//' anywhere. */
const PATHNAME = /^(\/[\w\-.~!$'()*+,;=:@%]+)*\/?$/;

export function isAcceptedContinueUrl(value: string): boolean {
  if (ILLEGAL_CHARACTER.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!HOSTNAME.test(url.hostname) && !IPV6_HOSTNAME.test(url.hostname)) return false;
  return !url.pathname || url.pathname === '/' || PATHNAME.test(url.pathname);
}
