import type { CodeType } from '@common/constants';

/**
 * A code of the signed-in leader as the UI uses it: Firestore Timestamps are already
 * Dates and the denormalised names are resolved (with the spec's fallbacks).
 */
export interface TrackedCode {
  /** Firestore document id (a generated 20-character id, not the code). */
  id: string;
  code: string;
  /** 'available' | 'expired' for tracked codes; kept as string because storage may hold anything. */
  status: string;
  currentUses: number;
  maxUses: number;
  codeType: CodeType;
  /** Only for discount codes, 0..100. */
  percent: number | null;
  leaderId: string;
  leaderName: string;
  eventId: string;
  eventName: string;
  trackingId: string;
  createdAt: Date;
  updatedAt: Date | null;
}
