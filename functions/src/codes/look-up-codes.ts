// lookUpCodes (a reading leader): the caller's own tracked codes among `codes` (values), for the
// validator's pieces that are not among the codes the leader has loaded (their expired codes, any
// code of a past event). Each value is read by id through its reservation codeKeys/{CODE}, then
// its code: the cost is the same whatever the leader's history or the collection's size. A value
// that is unknown, another leader's, another store's or deleted comes back as nothing, so nobody
// learns anything about other leaders' codes.
// With leaderId, an active administrator asks instead, before removing pasted values from that
// leader (a leader of the store): the answer is that leader's codes among the values that a
// removal would take (not deleted), found as removeCodes finds them, so the confirmation counts
// only what will be removed.
import type { CallableRequest } from 'firebase-functions/https';
import { codeView, lookedUpCode, parseCodeDocument, type LookedUpCode } from '../../../common/code-document';
import { isTrackedStatus } from '../../../common/code-summary';
import { codeKeyOf } from '../../../common/code-value';
import { lookUpCodesInputSchema } from '../../../common/schemas';
import { isDocumentId } from '../../../common/text-fields';
import { db } from '../lib/admin';
import { requireAdmin, requireReadingLeader } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { codeKeysRef } from './code-reservation';
import { findCodes, readLeaderOfStore } from './remove-codes';
import { COLLECTIONS } from '../../../common/collections';

export interface LookUpCodesResult {
  /** The caller's tracked codes among the values asked for; the others are not theirs, not tracked, or unknown. */
  codes: LookedUpCode[];
}

/** The codes of leader `leaderId` among `codes` that removeCodes with that leaderId would remove. */
async function lookUpRemovableCodes(codes: string[], leaderId: string): Promise<LookUpCodesResult> {
  await readLeaderOfStore(leaderId);
  const storeId = configuredStoreId();
  const docs = await findCodes([...new Set(codes)].filter((value) => codeKeyOf(value) !== null));
  const seen = new Set<string>();
  return {
    codes: docs.flatMap((doc) => {
      const code = parseCodeDocument(doc.data());
      const removable = code !== null && code.storeId === storeId && codeView(doc.id, code).leaderId === leaderId && isTrackedStatus(code.status) && !seen.has(doc.id);
      seen.add(doc.id);
      return removable ? [lookedUpCode(doc.id, code)] : [];
    }),
  };
}

export async function lookUpCodes(request: CallableRequest<unknown>): Promise<LookUpCodesResult> {
  if (typeof request.data === 'object' && request.data !== null && 'leaderId' in request.data) {
    await requireAdmin(request);
    const { codes, leaderId } = parseCallableInput(lookUpCodesInputSchema, request.data);
    if (leaderId !== undefined) return lookUpRemovableCodes(codes, leaderId);
  }
  const uid = await requireReadingLeader(request);
  const { codes } = parseCallableInput(lookUpCodesInputSchema, request.data);
  const values = [...new Set(codes.flatMap((value) => codeKeyOf(value) ?? []))];
  if (values.length === 0) return { codes: [] };
  const keys = await db.getAll(...values.map((value) => codeKeysRef(db, value)));
  const codeIds = keys.flatMap((key) => {
    const codeId = key.get('codeId');
    return typeof codeId === 'string' && isDocumentId(codeId) ? [codeId] : [];
  });
  if (codeIds.length === 0) return { codes: [] };
  const docs = await db.getAll(...codeIds.map((codeId) => db.collection(COLLECTIONS.codes).doc(codeId)));
  const storeId = configuredStoreId();
  return {
    codes: docs.flatMap((doc) => {
      const code = doc.exists ? parseCodeDocument(doc.data()) : null;
      const answered = code !== null && code.storeId === storeId && codeView(doc.id, code).leaderId === uid && isTrackedStatus(code.status);
      return answered ? [lookedUpCode(doc.id, code)] : [];
    }),
  };
}
