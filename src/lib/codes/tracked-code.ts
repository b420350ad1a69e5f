import type { CodeStatus, CodeType } from '@common/constants';

/**
 * A code of the signed-in leader as the app uses it (read by trackedCodeConverter): Dates
 * instead of Timestamps, the denormalised names as stored (null when missing).
 */
export interface TrackedCode {
  /** Firestore document id (a generated 20-character id, not the code). */
  id: string;
  code: string;
  /** 'available' or 'expired' for tracked codes. */
  status: CodeStatus;
  currentUses: number;
  maxUses: number;
  codeType: CodeType;
  /** Only for discount codes, 0..100. */
  percent: number | null;
  leaderId: string;
  leaderName: string | null;
  eventId: string;
  eventName: string | null;
  trackingId: string;
  createdAt: Date;
  updatedAt: Date | null;
}
