// Idempotent generateCodes: a client's requestId names one generation. Its record,
// generateRequests/{sha256(admin uid, requestId)}, holds the trackingId the batch uses, the
// fingerprint of the input and, once done, the answer. A retry (after a lost answer or a late
// failure) and a concurrent duplicate find the record instead of starting a second batch:
// - done: the first answer is returned;
// - running and fresh: the duplicate waits for it;
// - failed, or running for longer than a run can last (the instance died): the caller takes it
//   over and completes the SAME batch (same trackingId), generating only the codes missing.
//
// No runtime imports besides node:crypto: the tests compute record ids and fingerprints.
import { createHash } from 'node:crypto';

/** Longer than generateCodes can run (its timeout is 120 s): a record older than this is orphaned. */
export const RUN_STALE_AFTER_MS = 150_000;
/** How long a record is kept (TTL policy on expiresAt): retries come within minutes, not weeks. */
export const REQUEST_RETENTION_MS = 7 * 24 * 60 * 60_000;

export type GenerateRequestStatus = 'running' | 'done' | 'failed';

/** generateRequests/{id} */
export interface GenerateRequestDoc {
  status: GenerateRequestStatus;
  adminUid: string;
  trackingId: string;
  fingerprint: string;
  /** Milliseconds since the epoch of the last claim of the run. */
  startedAtMs: number;
  attempts: number;
  codes?: string[];
  expiresAt: unknown;
}

export function generateRequestDocId(adminUid: string, requestId: string): string {
  return createHash('sha256').update(`${adminUid}\u0000${requestId}`).digest('hex');
}

/** The same input (whatever the key order) gives the same fingerprint; requestId is not part of it. */
export function inputFingerprint(input: Record<string, unknown>): string {
  const { requestId: _requestId, ...rest } = input;
  const canonical = Object.keys(rest)
    .sort()
    .map((key) => [key, rest[key]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export type Claim =
  | { kind: 'answer'; trackingId: string; codes: string[] }
  /** `resumed`: an earlier run of this request started (and died or failed), so some of its codes may exist. */
  | { kind: 'run'; trackingId: string; resumed: boolean }
  | { kind: 'wait' }
  | { kind: 'mismatch' };

/** What a caller does with the record it found (null: none yet). Pure. */
export function decideClaim(record: GenerateRequestDoc | null, fingerprint: string, now: number): Claim['kind'] {
  if (!record) return 'run';
  if (record.fingerprint !== fingerprint) return 'mismatch';
  if (record.status === 'done') return 'answer';
  if (record.status === 'running' && now - record.startedAtMs < RUN_STALE_AFTER_MS) return 'wait';
  return 'run';
}
