import {
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/**
 * A sign-in waiting for its SMS code, between /iniciar-sesion and /confirmacion-movil/codigo.
 * It lives in React state (SecondFactorProvider); a reload loses it on purpose, as the resolver
 * holds a short-lived session.
 */
export interface PendingSecondFactor {
  resolver: MultiFactorResolver;
  verificationId: string;
  /** The masked phone number the code was sent to. */
  phoneHint: string;
}

function missingSession(): Error {
  return Object.assign(new Error('No pending second factor'), { code: 'auth/missing-multi-factor-session' });
}

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

/** Sends the SMS code for the account's phone factor (through the invisible human check in `container`). */
export async function startSecondFactor(resolver: MultiFactorResolver, container: string): Promise<PendingSecondFactor> {
  const verificationId = await sendCode(resolver, container);
  return { resolver, verificationId, phoneHint: phoneHintOf(resolver).phoneNumber };
}

/** Sends a new code for the pending sign-in; the result replaces it. */
export async function resendSecondFactorCode(pending: PendingSecondFactor | null, container: string): Promise<PendingSecondFactor> {
  if (!pending) throw missingSession();
  return { ...pending, verificationId: await sendCode(pending.resolver, container) };
}

/** Completes the sign-in with the SMS code; errors (e.g. auth/invalid-verification-code) are thrown. */
export async function completeSecondFactor(pending: PendingSecondFactor | null, code: string): Promise<void> {
  if (!pending) throw missingSession();
  const credential = PhoneAuthProvider.credential(pending.verificationId, code.trim());
  await pending.resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
}
