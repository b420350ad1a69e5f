// removeCodes (admin only): soft delete by code value, for codes of any leader. Sets status
// 'deleted', deletedAt and updatedAt; currentUses and everything else stay as they were, so
// used codes keep their usage history. The value's reservation `codeKeys/{CODE}` is kept too:
// a deleted code's value is never generated again.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/https';
import { isTrackedStatus } from '../../../common/code-summary';
import { removeCodesInputSchema } from '../../../common/schemas';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { batchCommits, chunk, commitAllOrNothing, type ReversibleWrite } from '../lib/batches';
import { parseCallableInput } from '../lib/errors';
import { summaryWrites, type SummaryChange } from './code-summary';

/** Codes per batch: one write each, plus at most one summary write per leader among them. */
const CODES_PER_BATCH = 250;

export interface RemoveCodesResult {
  removed: string[];
  alreadyDeleted: string[];
  notFound: string[];
}

interface Removal {
  write: ReversibleWrite;
  summary: SummaryChange | null;
}

/** Runs `where(field, 'in', chunk)` queries of 30 values (Firestore's limit) in parallel. */
async function findByValues(collection: string, field: string, values: string[]) {
  const snapshots = await Promise.all(chunk(values, 30).map((group) => db.collection(collection).where(field, 'in', group).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs);
}

export async function removeCodes(request: CallableRequest<unknown>): Promise<RemoveCodesResult> {
  await requireAdmin(request);
  const { codes } = parseCallableInput(removeCodesInputSchema, request.data);
  const requested = [...new Set(codes)];
  const docs = await findByValues('codes', 'code', requested);

  const found = new Set<string>();
  const removed = new Set<string>();
  const alreadyDeleted = new Set<string>();
  const removals: Removal[] = [];
  for (const doc of docs) {
    const code = doc.get('code') as string;
    found.add(code);
    if (doc.get('status') === 'deleted') {
      alreadyDeleted.add(code);
      continue;
    }
    removed.add(code);
    const leaderUid = doc.get('leaderId.id') as unknown;
    const eventId = doc.get('eventId.id') as unknown;
    const counted = typeof leaderUid === 'string' && typeof eventId === 'string' && isTrackedStatus(doc.get('status'));
    const previous = {
      status: doc.get('status') as unknown,
      deletedAt: (doc.get('deletedAt') as unknown) ?? FieldValue.delete(),
      updatedAt: (doc.get('updatedAt') as unknown) ?? FieldValue.delete(),
    };
    removals.push({
      write: {
        ref: doc.ref,
        apply: (batch) =>
          batch.update(doc.ref, { status: 'deleted', deletedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
        undo: (batch) => batch.update(doc.ref, previous),
      },
      summary: counted ? { leaderUid, eventId, eventName: String(doc.get('eventId.name') ?? ''), delta: -1 } : null,
    });
  }
  // Each batch carries its codes and the summary decrements of exactly those codes.
  const groups = chunk(removals, CODES_PER_BATCH).map((group) => [
    ...group.map(({ write }) => write),
    ...summaryWrites(db, group.flatMap(({ summary }) => (summary ? [summary] : [])), FieldValue),
  ]);
  await commitAllOrNothing(db, batchCommits(db, groups), {
    onUndoFailed: (error, paths) => logger.error('removeCodes: undo failed; fix these documents by hand', { paths }, error),
  });
  return {
    removed: [...removed],
    alreadyDeleted: [...alreadyDeleted].filter((code) => !removed.has(code)),
    notFound: requested.filter((code) => !found.has(code)),
  };
}
