// Writes in batches of at most 500 operations (Firestore's batch limit), all or nothing:
// if any batch fails, the batches that did commit are undone before the error propagates.
import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './admin';

export const MAX_BATCH_WRITES = 500;

export interface ReversibleWrite {
  ref: DocumentReference;
  apply(batch: WriteBatch): void;
  undo(batch: WriteBatch): void;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

export async function commitAllOrNothing(writes: ReversibleWrite[]): Promise<void> {
  const groups = chunk(writes, MAX_BATCH_WRITES);
  const results = await Promise.allSettled(
    groups.map((group) => {
      const batch = db.batch();
      group.forEach((write) => write.apply(batch));
      return batch.commit();
    }),
  );
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failure) return;
  const committed = groups.filter((_, index) => results[index].status === 'fulfilled');
  try {
    await Promise.all(
      committed.map((group) => {
        const batch = db.batch();
        group.forEach((write) => write.undo(batch));
        return batch.commit();
      }),
    );
  } catch (undoError) {
    // Nothing more can be done automatically: name every document so an admin can fix them.
    logger.error('commitAllOrNothing: undo failed', { error: String(undoError), paths: committed.flat().map((write) => write.ref.path) });
  }
  throw failure.reason;
}

/** Runs `where(field, 'in', chunk)` queries of 30 values (Firestore's limit) in parallel. */
export async function findByValues(collection: string, field: string, values: string[]) {
  const snapshots = await Promise.all(chunk(values, 30).map((group) => db.collection(collection).where(field, 'in', group).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs);
}
