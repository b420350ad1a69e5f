// Atomic uniqueness of code values. Every code document is written in the same batch as
// `codeKeys/{CODE}` (document id = the code value), and both with create(): create() fails the
// whole batch when the key already exists, so a committed batch is unique by construction,
// whatever other admins commit at the same moment, and checking costs nothing that grows with
// the collection. On ALREADY_EXISTS only the taken values of that batch are redrawn and the
// batch is retried (bounded). Any other failure undoes the batches already committed (codes,
// keys and whatever else each batch carried, such as the summary increment): all or nothing,
// through the shared helper of lib/batches.ts. Keys are never deleted when a code is removed,
// so a value is never reused.
//
// No runtime imports: the Firestore instance, the random source and the document data are
// passed in, so the integration tests drive the retry paths deterministically against the emulator.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { commitAllOrNothing, MAX_BATCH_WRITES, type CommittedBatch, type ReversibleWrite } from '../lib/batches';
import { COLLECTIONS } from '../../../common/collections';

/** Two writes per code (the code and its key) within Firestore's 500 writes per batch. */
export const CODES_PER_BATCH = 250;
/** Commits of one batch (first try + retries with redrawn values) before giving up. */
export const MAX_RESERVATION_ATTEMPTS = 8;
/** gRPC status ALREADY_EXISTS, what a batch whose create() met an existing document fails with. */
const GRPC_ALREADY_EXISTS = 6;

export const codeKeysRef = (db: Firestore, code: string) => db.collection(COLLECTIONS.codeKeys).doc(code);

/** The random source cannot give enough distinct values (prefix + length leave too few). */
export class CodeSpaceExhaustedError extends Error {}

/** A batch still met taken keys after MAX_RESERVATION_ATTEMPTS commits. */
export class CodeReservationExhaustedError extends Error {}

export interface ReserveCodesOptions {
  db: Firestore;
  quantity: number;
  /** One random candidate value. */
  draw: () => string;
  /** A new id for a code document. */
  newCodeId: () => string;
  codeData: (code: string) => DocumentData;
  keyData: (code: string, codeId: string) => DocumentData;
  /**
   * Writes that commit in the same batch as each group of codes and are undone with them (the
   * leader's summary increment). At most `extraWritesPerBatch` of them per batch.
   */
  alsoInEachBatch?: (reserved: ReservedCode[]) => ReversibleWrite[];
  extraWritesPerBatch?: number;
  codesPerBatch?: number;
  maxAttempts?: number;
  /** Called when undoing committed batches fails too (nothing more can be done automatically). */
  onUndoFailed?: (error: unknown, paths: string[]) => void;
}

export interface ReservedCode {
  code: string;
  codeId: string;
}

export interface ReserveCodesResult {
  codes: ReservedCode[];
  /** Values redrawn because their key was already taken (0 almost always). */
  redrawn: number;
}

/** Most codes per batch when each batch also carries `extraWrites` other writes. */
export function codesPerBatchWith(extraWrites: number): number {
  return Math.floor((MAX_BATCH_WRITES - extraWrites) / 2);
}

/** Splits the values into batches of `codesPerBatch` codes (2 writes each, plus `extraWrites`). Pure. */
export function planCodeBatches(codes: readonly string[], codesPerBatch: number = CODES_PER_BATCH, extraWrites = 0): string[][] {
  const largest = codesPerBatchWith(extraWrites);
  if (!Number.isInteger(codesPerBatch) || codesPerBatch < 1 || codesPerBatch > largest) {
    throw new RangeError(`codesPerBatch must be 1..${largest}, got ${codesPerBatch}`);
  }
  const batches: string[][] = [];
  for (let index = 0; index < codes.length; index += codesPerBatch) batches.push(codes.slice(index, index + codesPerBatch));
  return batches;
}

/**
 * Up to `count` values from `draw` that are not in `taken` (and adds them to it). Pure. Bounded
 * so that a small code space cannot loop forever: fewer values come back when it is exhausted.
 */
export function drawDistinct(count: number, draw: () => string, taken: Set<string>): string[] {
  const values: string[] = [];
  for (let draws = 0; values.length < count && draws < count * 20 + 100; draws += 1) {
    const value = draw();
    if (taken.has(value)) continue;
    taken.add(value);
    values.push(value);
  }
  return values;
}

export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === GRPC_ALREADY_EXISTS;
}

interface CommittedCodes extends CommittedBatch {
  codes: ReservedCode[];
}

export async function reserveCodes(options: ReserveCodesOptions): Promise<ReserveCodesResult> {
  const { db, quantity, draw, newCodeId, codeData, keyData } = options;
  const maxAttempts = options.maxAttempts ?? MAX_RESERVATION_ATTEMPTS;
  const extraWrites = options.alsoInEachBatch ? (options.extraWritesPerBatch ?? 1) : 0;
  const codes = db.collection(COLLECTIONS.codes);
  // Every value this request has drawn, kept or not: never proposed twice, and the batches
  // (running in parallel) never collide with each other.
  const drawn = new Set<string>();
  let redrawn = 0;

  const initial = drawDistinct(quantity, draw, drawn);
  if (initial.length < quantity) throw new CodeSpaceExhaustedError(`only ${initial.length} of ${quantity} distinct values`);

  async function commitBatch(values: string[]): Promise<CommittedCodes> {
    for (let attempt = 1; ; attempt += 1) {
      // New document ids on every attempt: if no key was taken, a document id was.
      const planned = values.map((code) => ({ code, codeId: newCodeId() }));
      const extras = options.alsoInEachBatch?.(planned) ?? [];
      if (extras.length > extraWrites) throw new RangeError(`alsoInEachBatch gave ${extras.length} writes, at most ${extraWrites} fit`);
      const batch = db.batch();
      for (const { code, codeId } of planned) {
        batch.create(codes.doc(codeId), codeData(code));
        batch.create(codeKeysRef(db, code), keyData(code, codeId));
      }
      extras.forEach((write) => write.apply(batch));
      try {
        await batch.commit();
        return {
          codes: planned,
          paths: [...planned.flatMap(({ code, codeId }) => [`${COLLECTIONS.codes}/${codeId}`, `${COLLECTIONS.codeKeys}/${code}`]), ...extras.map((write) => write.ref.path)],
          undo: (undo) => {
            for (const { code, codeId } of planned) {
              undo.delete(codes.doc(codeId));
              undo.delete(codeKeysRef(db, code));
            }
            extras.forEach((write) => write.undo(undo));
          },
        };
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
        if (attempt >= maxAttempts) {
          throw new CodeReservationExhaustedError(`code values still taken after ${maxAttempts} attempts`, { cause: error });
        }
        const keys = await db.getAll(...planned.map(({ code }) => codeKeysRef(db, code)));
        const taken = new Set(keys.filter((key) => key.exists).map((key) => key.id));
        const replacements = drawDistinct(taken.size, draw, drawn);
        if (replacements.length < taken.size) throw new CodeSpaceExhaustedError('no distinct values left to redraw');
        redrawn += taken.size;
        values = values.map((code) => (taken.has(code) ? replacements.pop()! : code));
      }
    }
  }

  const batches = planCodeBatches(initial, options.codesPerBatch ?? codesPerBatchWith(extraWrites), extraWrites);
  const committed = await commitAllOrNothing(
    db,
    batches.map((values) => () => commitBatch(values)),
    { onUndoFailed: options.onUndoFailed },
  );
  return { codes: committed.flatMap((done) => done.codes), redrawn };
}
