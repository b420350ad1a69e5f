// The one helper for writes that need more than one batch. Firestore commits at most 500
// writes per batch, and separate batches do not commit together, so "all or nothing" is
// built here: every batch runs, and if any fails, each batch that did commit is taken back
// by one batch of its undo writes before the error goes on. Used by generateCodes (through
// the code reservation, whose batches retry taken values) and by removeCodes.
//
// No runtime imports: the Firestore instance comes in, so the integration tests drive this
// with their own copy of firebase-admin.
import type { DocumentReference, Firestore, Query, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

export const MAX_BATCH_WRITES = 500;

/** A batch that committed: the paths it wrote (for the log) and how to take it back. */
export interface CommittedBatch {
  paths: string[];
  undo(batch: WriteBatch): void;
}

export interface AllOrNothingOptions {
  /** Called when taking back committed batches fails too: nothing more can be done automatically. */
  onUndoFailed?: (error: unknown, paths: string[]) => void;
}

/**
 * Runs `commits` in parallel; each commits ONE batch of at most MAX_BATCH_WRITES writes
 * (retrying as it sees fit) and says how to undo it. All or nothing: when any fails, the
 * committed ones are undone, then the first failure is thrown.
 */
export async function commitAllOrNothing<T extends CommittedBatch>(
  db: Firestore,
  commits: Array<() => Promise<T>>,
  options: AllOrNothingOptions = {},
): Promise<T[]> {
  const results = await Promise.allSettled(commits.map((commit) => commit()));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  const committed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (!failure) return committed;
  try {
    await Promise.all(
      committed.map((done) => {
        const batch = db.batch();
        done.undo(batch);
        return batch.commit();
      }),
    );
  } catch (undoError) {
    const report = options.onUndoFailed ?? ((error, paths) => console.error('commitAllOrNothing: undo failed', error, paths));
    report(undoError, committed.flatMap((done) => done.paths));
  }
  throw failure.reason;
}

/** One write and its inverse. */
export interface ReversibleWrite {
  ref: DocumentReference;
  apply(batch: WriteBatch): void;
  undo(batch: WriteBatch): void;
}

/** Groups of fixed writes as commits for commitAllOrNothing; each group is one batch. */
export function batchCommits(db: Firestore, groups: ReversibleWrite[][]): Array<() => Promise<CommittedBatch>> {
  return groups.map((group) => {
    if (group.length > MAX_BATCH_WRITES) throw new RangeError(`a batch holds at most ${MAX_BATCH_WRITES} writes, got ${group.length}`);
    return async () => {
      const batch = db.batch();
      group.forEach((write) => write.apply(batch));
      await batch.commit();
      return { paths: group.map((write) => write.ref.path), undo: (undo) => group.forEach((write) => write.undo(undo)) };
    };
  });
}

/**
 * Walks what `query` selects a page at a time (ordered by document id, so a page written to does
 * not shift the next), and commits each page's updates in one batch. `visit` adds a document's
 * update to the batch and says whether it wrote one. Returns how many documents were updated.
 */
export async function updateInPages(db: Firestore, query: Query, pageSize: number, visit: (doc: QueryDocumentSnapshot, batch: WriteBatch) => boolean): Promise<number> {
  let updated = 0;
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (snapshot.empty) break;
    last = snapshot.docs[snapshot.docs.length - 1];
    const batch = db.batch();
    let writes = 0;
    for (const doc of snapshot.docs) if (visit(doc, batch)) writes += 1;
    if (writes > 0) await batch.commit();
    updated += writes;
    if (snapshot.size < pageSize) break;
  }
  return updated;
}
