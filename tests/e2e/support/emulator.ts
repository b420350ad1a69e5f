// Test-side access to the emulators: Auth REST helpers and firebase-admin.
import { stack } from './stack.ts';

export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

export async function listOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${stack.authOrigin}/emulator/v1/projects/${stack.projectId}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes ?? [];
}

export interface VerificationCode {
  phoneNumber: string;
  sessionInfo: string;
  code: string;
}

export async function listVerificationCodes(): Promise<VerificationCode[]> {
  const response = await fetch(`${stack.authOrigin}/emulator/v1/projects/${stack.projectId}/verificationCodes`);
  return ((await response.json()) as { verificationCodes: VerificationCode[] }).verificationCodes ?? [];
}

let adminApp: import('firebase-admin/app').App | null = null;

/** A firebase-admin app bound to the test stack's emulators (rules do not apply to it). */
export async function admin() {
  Object.assign(process.env, stack.env);
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { getDatabase } = await import('firebase-admin/database');
  adminApp ??=
    getApps().find((app) => app.name === 'e2e') ??
    initializeApp(
      { projectId: stack.projectId, databaseURL: `http://${stack.env.FIREBASE_DATABASE_EMULATOR_HOST}?ns=${stack.projectId}-default-rtdb` },
      'e2e',
    );
  return { auth: getAuth(adminApp), firestore: getFirestore(adminApp), database: getDatabase(adminApp) };
}

/** A unique e-mail for accounts a test creates, so tests can run again and in parallel. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.demo.cr`;
}
