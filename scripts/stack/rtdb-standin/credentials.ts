// Who is asking: turns the credential a client presents into the `auth` the rules see.
//
// Local test infrastructure only: tokens are decoded WITHOUT any signature check, exactly
// like the real emulator does with Auth-emulator ID tokens (alg "none") and the mock tokens
// of @firebase/rules-unit-testing. The literal token "owner" (sent by firebase-admin and by
// rules-unit-testing's withSecurityRulesDisabled) is an admin that bypasses the rules.

/** The `auth` variable of the rules. */
export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

export type Requester = { kind: 'admin' } | { kind: 'client'; auth: RulesAuth | null };

export const ADMIN: Requester = { kind: 'admin' };
export const ANONYMOUS: Requester = { kind: 'client', auth: null };

const OWNER_TOKEN = 'owner';

function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The rules `auth` for a decoded ID token, or null when it names no user. */
export function authFromClaims(claims: Record<string, unknown>): RulesAuth | null {
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid === '') return null;
  const firebaseClaim = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const provider =
    typeof firebaseClaim?.sign_in_provider === 'string'
      ? firebaseClaim.sign_in_provider
      : typeof claims.provider_id === 'string'
        ? claims.provider_id
        : 'custom';
  return { uid, provider, token: claims };
}

export interface CredentialOptions {
  /** Admin SDK's databaseAuthVariableOverride: act as this auth (rules apply). */
  authvar?: unknown;
  /** Admin SDK's databaseAuthVariableOverride null: act as a signed-out client. */
  noauth?: boolean;
}

/** Decodes a credential; undefined means it is not a token this stand-in understands. */
export function requesterFromCredential(credential: string, options: CredentialOptions = {}): Requester | undefined {
  if (credential === OWNER_TOKEN) {
    if (options.noauth) return ANONYMOUS;
    if (options.authvar && typeof options.authvar === 'object') {
      return { kind: 'client', auth: options.authvar as RulesAuth };
    }
    return ADMIN;
  }
  const claims = decodeJwtClaims(credential);
  if (!claims) return undefined;
  const auth = authFromClaims(claims);
  return auth ? { kind: 'client', auth } : undefined;
}
