import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

// The pending second-factor sign-in lives in memory between /iniciar-sesion and
// /confirmacion-movil/codigo; a reload loses it on purpose (the resolver holds a session).
interface PendingSecondFactor {
  resolver: MultiFactorResolver;
  verificationId: string;
  phoneHint: string;
}

let pending: PendingSecondFactor | null = null;

function phoneHintOf(resolver: MultiFactorResolver): PhoneMultiFactorInfo {
  const hint = resolver.hints.find((factor) => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw Object.assign(new Error('No phone second factor'), { code: 'auth/unsupported-first-factor' });
  return hint as PhoneMultiFactorInfo;
}

async function sendCode(resolver: MultiFactorResolver, container: string): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(
      { multiFactorHint: phoneHintOf(resolver), session: resolver.session },
      verifier,
    );
  } finally {
    verifier.clear();
  }
}

/** Sends the SMS code for the account's phone factor and remembers the pending sign-in. */
export async function startSecondFactor(resolver: MultiFactorResolver, container: string): Promise<void> {
  const verificationId = await sendCode(resolver, container);
  pending = { resolver, verificationId, phoneHint: phoneHintOf(resolver).phoneNumber };
}

/** The masked phone number the code was sent to, or null when no second-factor sign-in is pending. */
export function pendingSecondFactorPhone(): string | null {
  return pending?.phoneHint ?? null;
}

/** Sends a new code for the pending sign-in. */
export async function resendSecondFactorCode(container: string): Promise<void> {
  if (!pending) throw Object.assign(new Error('No pending second factor'), { code: 'auth/missing-multi-factor-session' });
  pending = { ...pending, verificationId: await sendCode(pending.resolver, container) };
}

/** Completes the sign-in with the SMS code; errors (e.g. auth/invalid-verification-code) are thrown. */
export async function completeSecondFactor(code: string): Promise<void> {
  if (!pending) throw Object.assign(new Error('No pending second factor'), { code: 'auth/missing-multi-factor-session' });
  const credential = PhoneAuthProvider.credential(pending.verificationId, code.trim());
  await pending.resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
  pending = null;
}

/** Forgets a pending second-factor sign-in (e.g. the user goes back to sign-in). */
export function cancelSecondFactor(): void {
  pending = null;
}
