// removeCodes (admin only): soft delete by code value, for codes of any leader. Sets status
// 'deleted', deletedAt and updatedAt; currentUses and everything else stay as they were, so
// used codes keep their usage history. The value's reservation `codeKeys/{CODE}` is kept too:
// a deleted code's value is never generated again.
import { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { removeCodesInputSchema } from '../../../common/schemas';
import { requireAdmin } from '../lib/auth-guard';
import { commitAllOrNothing, findByValues, type ReversibleWrite } from '../lib/batches';
import { parseCallableInput } from '../lib/errors';

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
  for (const doc of docs) {
    const code = doc.get('code') as string;
    found.add(code);
    if (doc.get('status') === 'deleted') {
      alreadyDeleted.add(code);
      continue;
    }
    removed.add(code);
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
  return {
    removed: [...removed],
    alreadyDeleted: [...alreadyDeleted].filter((code) => !removed.has(code)),
    notFound: requested.filter((code) => !found.has(code)),
  };
}
