// Registration runs on the server (the registerLeader callable): it creates the account, its
// users document, the 'Admin' notification and the verification e-mail, all or nothing. The
// browser never signs the new account in. Loaded only by the lazy /registro route.
import type { LeaderFormInput } from '@common/leader-form';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import type { RegistrationForm } from '@/features/auth/utils/schemas';
import { functions } from '@/lib/firebase/functions';

export interface RegistrationResult {
  email: string;
  /** False when the account exists but the verification e-mail could not be sent. */
  verificationEmailSent: boolean;
}

type RegisterLeaderRequest = LeaderFormInput & { password: string };

const callRegisterLeader = httpsCallable<RegisterLeaderRequest, RegistrationResult>(functions, 'registerLeader');

/** The catalogue code (src/lib/texts.ts) of a failed registerLeader call. */
function catalogueCode(error: unknown): string {
  if (!(error instanceof FunctionsError)) return 'unknown';
  if (error.code === 'functions/already-exists') return 'email-already-in-use';
  const field = (error.details as { field?: unknown } | undefined)?.field;
  if (error.code === 'functions/invalid-argument' && field === 'email') return 'invalid-email';
  if (error.code === 'functions/invalid-argument' && field === 'password') return 'weak-password';
  return 'unknown';
}

/** Registers the leader; rejects with `{ code }` of the error catalogue when the server refuses. */
export async function registerLeader(form: RegistrationForm): Promise<RegistrationResult> {
  const { confirmPassword: _confirmation, ...request } = form;
  try {
    return (await callRegisterLeader({ ...request, email: request.email.toLowerCase() })).data;
  } catch (error) {
    console.error('registration: registerLeader failed', error);
    throw Object.assign(new Error('registration failed', { cause: error }), { code: catalogueCode(error) });
  }
}
