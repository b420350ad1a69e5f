// The rate limits of the functions, each with the abuse it stops; rate-limit.ts applies them.
export interface RateLimitRule {
  /** Namespace of the key, e.g. 'email' or 'ip'. */
  scope: string;
  max: number;
  windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60_000;
const ONE_HOUR_MS = 60 * 60_000;

/**
 * Limits of sendEmailActionCustom, per 10 minutes, and the abuse each one stops:
 * - 3 e-mails to one address from one client: a person who misses the first mail asks twice
 *   more; one stranger cannot flood an inbox.
 * - 10 e-mails to one address from all clients together: a stranger with a few addresses
 *   cannot flood it either. A stranger alone stops at 3, so the owner still resets.
 * - 20 requests from one client IP, whatever the address: a script probing many addresses
 *   stops; a shared office or NAT address stays usable.
 * EMAIL_ACTION_MAX_PER_ADDRESS_AND_CLIENT, EMAIL_ACTION_MAX_PER_ADDRESS and EMAIL_ACTION_MAX_PER_IP
 * (functions/.env*) override them; the local demo project raises the IP limit because every
 * browser test comes from 127.0.0.1.
 */
export function emailActionLimits(): { perAddressAndClient: RateLimitRule; perAddress: RateLimitRule; perClient: RateLimitRule } {
  return {
    perAddressAndClient: { scope: 'email-client', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_ADDRESS_AND_CLIENT', 3), windowMs: TEN_MINUTES_MS },
    perAddress: { scope: 'email', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_ADDRESS', 10), windowMs: TEN_MINUTES_MS },
    perClient: { scope: 'ip', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_IP', 20), windowMs: TEN_MINUTES_MS },
  };
}

/**
 * Limit of registerLeader: 10 new accounts per client IP and hour (REGISTER_MAX_PER_IP), so a
 * script cannot fill Auth and the administrators' notifications; a family or an office that
 * registers a few leaders is not affected.
 */
export function registrationLimit(): RateLimitRule {
  return { scope: 'register-ip', max: positiveIntFromEnv('REGISTER_MAX_PER_IP', 10), windowMs: ONE_HOUR_MS };
}

/**
 * Limit of resendInvitation: 3 invitations to one leader per 10 minutes (INVITATION_MAX_PER_LEADER),
 * whoever asks. A leader who missed the first e-mail gets it again at once; two administrators
 * clicking, or a script, cannot flood the leader's inbox.
 */
export function invitationLimit(env: NodeJS.ProcessEnv = process.env): RateLimitRule {
  return { scope: 'invitation-leader', max: positiveIntFromEnv('INVITATION_MAX_PER_LEADER', 3, env), windowMs: TEN_MINUTES_MS };
}

/**
 * Limits of reportClientError, per 10 minutes: 60 reports from one client address (a venue's
 * shared Wi-Fi keeps room for several phones; a script or a page in an error loop stops) and 20
 * from one signed-in person (an error loop on one device stops, whatever its address).
 * CLIENT_ERROR_MAX_PER_IP and CLIENT_ERROR_MAX_PER_USER (functions/.env*) override them.
 */
export function clientErrorLimits(env: NodeJS.ProcessEnv = process.env): { perClient: RateLimitRule; perUser: RateLimitRule } {
  return {
    perClient: { scope: 'client-error-ip', max: positiveIntFromEnv('CLIENT_ERROR_MAX_PER_IP', 60, env), windowMs: TEN_MINUTES_MS },
    perUser: { scope: 'client-error-user', max: positiveIntFromEnv('CLIENT_ERROR_MAX_PER_USER', 20, env), windowMs: TEN_MINUTES_MS },
  };
}

function positiveIntFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
