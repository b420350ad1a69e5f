// removeCodes (admin only): soft delete by code value, for codes of any leader. Sets status
// 'deleted', deletedAt and updatedAt; currentUses and everything else stay as they were, so
// used codes keep their usage history. The value's reservation `codeKeys/{CODE}` is kept too:
// a deleted code's value is never generated again.
import { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { removeCodesInputSchema } from '../../../common/schemas';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { commitAllOrNothing, findByValues, type ReversibleWrite } from '../lib/batches';
import { parseCallableInput } from '../lib/errors';
import { isTrackedStatus } from '../../../common/code-summary';
import { applySummaryChanges, type SummaryChange } from './code-summary';

export interface RemoveCodesResult {
  removed: string[];
  alreadyDeleted: string[];
  notFound: string[];
}

export async function removeCodes(request: CallableRequest<unknown>): Promise<RemoveCodesResult> {
  await requireAdmin(request);
  const { codes } = parseCallableInput(removeCodesInputSchema, request.data);
  const requested = [...new Set(codes)];
  const docs = await findByValues('codes', 'code', requested);

  const found = new Set<string>();
  const removed = new Set<string>();
  const alreadyDeleted = new Set<string>();
  const writes: ReversibleWrite[] = [];
  const summaryChanges: SummaryChange[] = [];
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
    if (typeof leaderUid === 'string' && typeof eventId === 'string' && isTrackedStatus(doc.get('status'))) {
      summaryChanges.push({ leaderUid, eventId, eventName: String(doc.get('eventId.name') ?? ''), delta: -1 });
    }
    const previous = {
      status: doc.get('status') as unknown,
      deletedAt: (doc.get('deletedAt') as unknown) ?? FieldValue.delete(),
      updatedAt: (doc.get('updatedAt') as unknown) ?? FieldValue.delete(),
    };
    writes.push({
      ref: doc.ref,
      apply: (batch) =>
        batch.update(doc.ref, { status: 'deleted', deletedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
      undo: (batch) => batch.update(doc.ref, previous),
    });
  }
  await commitAllOrNothing(writes);
  await applySummaryChanges(db, summaryChanges);
  return {
    removed: [...removed],
    alreadyDeleted: [...alreadyDeleted].filter((code) => !removed.has(code)),
    notFound: requested.filter((code) => !found.has(code)),
  };
}
