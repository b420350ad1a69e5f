// removeCodes (admin only): soft delete by code value. Sets status 'deleted', deletedAt and
// updatedAt; currentUses and everything else stay as they were, so used codes keep their usage
// history. The value's reservation `codeKeys/{CODE}` is kept too: a deleted code's value is
// never generated again. Only codes of the configured store are removed (their storeId): a code
// of another store counts as not found and stays. Without leaderId it takes codes of any leader
// of the store (the CLI, by value); with leaderId (a leader's page), which must name a leader of
// the store, only that leader's: a pasted value that belongs to someone else counts as not found
// instead of being removed from another leader unseen. A pasted value that cannot be a code
// (common/code-value.ts: 'a/b', '..', '__x__') is not found either, and never reaches a path.
// When anything was removed, one 'codes-removed' entry goes to the activity log, in the first
// batch.
import { FieldValue, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { parseCodeDocument } from '../../../common/code-document';
import { chunk } from '../../../common/chunk';
import { changesOfWrite, type SummaryChange } from '../../../common/code-summary';
import { codeKeyOf, normalizeCode } from '../../../common/code-value';
import { MAX_IN_FILTER_VALUES, ROLE_LEADER } from '../../../common/constants';
import { generateCustomId } from '../../../common/ids';
import { removeCodesInputSchema } from '../../../common/schemas';
import { isDocumentId } from '../../../common/text-fields';
import { activityAccount, activityEntry, addActivityToBatch } from '../lib/activity';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { batchCommits, commitAllOrNothing, type ReversibleWrite } from '../lib/batches';
import { parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { configuredStoreId } from '../lib/stores';
import { codeKeysRef } from './code-reservation';
import { summaryWrites } from './code-summary';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

/**
 * Codes per batch: one write each, plus the summary writes of those codes (one per leader and
 * one per generation batch among them, at most 2 per code) and the activity entry, within
 * Firestore's 500.
 */
const CODES_PER_BATCH = 160;

export interface RemoveCodesResult {
  removed: string[];
  alreadyDeleted: string[];
  notFound: string[];
}

interface Removal {
  write: ReversibleWrite;
  summary: SummaryChange[];
}

/**
 * The codes documents of `values` (each one a code key, codeKeyOf): through their keys
 * (codeKeys/{CODE}, reads by id whatever the size of the collection), and with
 * `where('code', 'in', …)` queries of MAX_IN_FILTER_VALUES values only for values without a
 * key, if any.
 */
export async function findCodes(values: string[]): Promise<QueryDocumentSnapshot[]> {
  if (values.length === 0) return [];
  const keys = await db.getAll(...values.map((value) => codeKeysRef(db, normalizeCode(value))));
  const codeIds = keys.flatMap((key) => {
    const codeId = key.get('codeId');
    return typeof codeId === 'string' && isDocumentId(codeId) ? [codeId] : [];
  });
  const byKey = codeIds.length > 0 ? await db.getAll(...codeIds.map((codeId) => db.collection(COLLECTIONS.codes).doc(codeId))) : [];
  const found = byKey.filter((doc): doc is QueryDocumentSnapshot => doc.exists);
  const foundValues = new Set(found.map((doc) => normalizeCode(String(doc.get('code') ?? ''))));
  const withoutKey = values.filter((value) => !foundValues.has(normalizeCode(value)));
  const queried = await Promise.all(chunk(withoutKey, MAX_IN_FILTER_VALUES).map((group) => db.collection(COLLECTIONS.codes).where('code', 'in', group).get()));
  return [...found, ...queried.flatMap((snapshot) => snapshot.docs)];
}

/** users/{leaderId}, refused unless it is a leader of the configured store (a leader's page names them). */
export async function readLeaderOfStore(leaderId: string): Promise<DocumentSnapshot> {
  const leader = await db.collection(COLLECTIONS.users).doc(leaderId).get();
  if (!leader.exists) throw new HttpsError('not-found', functionTexts.removeCodes.leaderNotFound, { field: 'leaderId' });
  if (leader.get('role') !== ROLE_LEADER || leader.get('storeId') !== configuredStoreId()) {
    throw new HttpsError('failed-precondition', functionTexts.removeCodes.notThisStoresLeader, { field: 'leaderId' });
  }
  return leader;
}

export async function removeCodes(request: CallableRequest<unknown>): Promise<RemoveCodesResult> {
  const actor = await requireAdmin(request);
  const { codes, leaderId } = parseCallableInput(removeCodesInputSchema, request.data);
  const storeId = configuredStoreId();
  const requested = [...new Set(codes)];
  const candidates = requested.filter((value) => codeKeyOf(value) !== null);
  const [anyStore, leader] = await Promise.all([findCodes(candidates), leaderId === undefined ? null : readLeaderOfStore(leaderId)]);
  const docs = anyStore.filter((doc) => doc.get('storeId') === storeId && (leaderId === undefined || doc.get('leaderId.id') === leaderId));

  const found = new Set<string>();
  const removed = new Set<string>();
  const alreadyDeleted = new Set<string>();
  const removals: Removal[] = [];
  for (const doc of docs) {
    const before = doc.data();
    // Read through the code schema, as every reader does: a document it refuses is no code (the
    // app shows none), so it counts as not found.
    const parsed = parseCodeDocument(before);
    if (parsed === null) continue;
    const { code } = parsed;
    found.add(normalizeCode(code));
    if (parsed.status === 'deleted') {
      alreadyDeleted.add(code);
      continue;
    }
    removed.add(code);
    const previous = {
      status: before.status as unknown,
      deletedAt: (before.deletedAt as unknown) ?? FieldValue.delete(),
      updatedAt: (before.updatedAt as unknown) ?? FieldValue.delete(),
    };
    removals.push({
      // A new summaryWriteId on each write: this function counts it in the summaries itself.
      write: {
        ref: doc.ref,
        apply: (batch) =>
          batch.update(doc.ref, {
            status: 'deleted',
            deletedAt: FieldValue.serverTimestamp(),
            updatedAt: FieldValue.serverTimestamp(),
            summaryWriteId: generateCustomId(),
          }),
        undo: (batch) => batch.update(doc.ref, { ...previous, summaryWriteId: generateCustomId() }),
      },
      summary: changesOfWrite(before, { ...before, status: 'deleted' }),
    });
  }
  // The entry commits with the first batch and is taken back with it if the removal as a whole
  // fails: it exists exactly when the codes were removed.
  const entry = activityEntry({
    kind: 'codes-removed',
    actor,
    subject: leaderId === undefined ? null : activityAccount(leaderId, leader?.data()),
    details: { count: removed.size, codes: [...removed] },
  });
  const logWrite: ReversibleWrite = { ref: entry.ref, apply: (batch) => addActivityToBatch(batch, entry), undo: (batch) => batch.delete(entry.ref) };
  // Each batch carries its codes and the summary decrements of exactly those codes.
  const groups = chunk(removals, CODES_PER_BATCH).map((group, index) => [
    ...group.map(({ write }) => write),
    ...summaryWrites(db, group.flatMap(({ summary }) => summary), FieldValue),
    ...(index === 0 ? [logWrite] : []),
  ]);
  await commitAllOrNothing(db, batchCommits(db, groups), {
    onUndoFailed: (error, paths) => logFailure('removeCodes', 'callable', error, { problem: 'undo failed; fix these documents by hand', paths }),
  });
  return {
    removed: [...removed],
    alreadyDeleted: [...alreadyDeleted].filter((code) => !removed.has(code)),
    notFound: requested.filter((code) => !found.has(normalizeCode(code))),
  };
}
