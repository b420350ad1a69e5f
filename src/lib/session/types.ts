import type { Access } from '@common/access';

/** The signed-in Firebase user, reduced to what the UI needs. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/** The users/{uid} document as the app uses it (Timestamps already turned into Dates). */
export interface UserProfile {
  role: string | null;
  storeId: string | null;
  /** As stored: only an explicit { read: false } revokes (common/access.ts decides). */
  permissions: unknown;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
}

export type SessionState =
  /** `likelySignedOut`: this browser had no session when last seen, so signed-out pages need not wait. */
  | { status: 'loading'; user: null; profile: null; likelySignedOut: boolean }
  | { status: 'signedOut'; user: null; profile: null }
  /** `access`: the leaders' pages or the administrators' area (common/access.ts). */
  | { status: 'signedIn'; user: SessionUser; profile: UserProfile; access: Access };
