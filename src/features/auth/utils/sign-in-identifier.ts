/**
 * The e-mail to sign in with, from what a leader typed in "Usuario o correo". A bare
 * username (no '@') gets `@${usernameDomain}` appended when the deployment sets a domain;
 * without a domain it is returned as typed, and fails e-mail validation.
 */
export function toSignInEmail(identifier: string, usernameDomain: string): string {
  const trimmed = identifier.trim();
  if (trimmed.includes('@') || !usernameDomain || trimmed === '') return trimmed;
  return `${trimmed}@${usernameDomain.replace(/^@/, '')}`;
}
