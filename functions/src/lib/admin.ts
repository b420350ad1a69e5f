// One firebase-admin app per function instance. In the emulator the SDK finds the Auth and
// Firestore emulators through FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export const firebaseApp = getApps()[0] ?? initializeApp();

export const db = getFirestore(firebaseApp);
export const adminAuth = getAuth(firebaseApp);

export const isEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true';
