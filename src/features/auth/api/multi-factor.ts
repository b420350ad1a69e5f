import {
  getMultiFactorResolver,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneInfoOptions,
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

/**
 * Sends an SMS code (to sign in with the phone factor, or to enrol a new one) through the
 * invisible human check in the element with id `container`; returns its verification id.
 */
export async function sendSmsCode(phone: PhoneInfoOptions, container: string): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier);
  } finally {
    verifier.clear();
  }
}

const sendCode = (resolver: MultiFactorResolver, container: string) =>
  sendSmsCode({ multiFactorHint: phoneHintOf(resolver), session: resolver.session }, container);

/**
 * After a password sign-in or reauthentication failed: when Firebase asks for the second factor
 * (auth/multi-factor-auth-required), sends its SMS code and returns the pending confirmation;
 * any other error is thrown again.
 */
export async function secondFactorOrThrow(error: unknown, container: string): Promise<PendingSecondFactor> {
  if ((error as { code?: unknown } | null)?.code !== 'auth/multi-factor-auth-required') throw error;
  return startSecondFactor(getMultiFactorResolver(auth, error as MultiFactorError), container);
}

/** Sends the SMS code for the account's phone factor (through the invisible human check in `container`). */
async function startSecondFactor(resolver: MultiFactorResolver, container: string): Promise<PendingSecondFactor> {
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
