// The atomic reservation behind generateCodes (functions/src/codes/code-reservation.ts), driven
// directly against the Firestore emulator with a deterministic random source, so the collision
// paths (taken keys, retries, giving up, undo) run on purpose instead of by chance. Its pure
// parts are unit tests beside the code (functions/src/codes/code-reservation.test.ts).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { CodeReservationExhaustedError, MAX_RESERVATION_ATTEMPTS, reserveCodes, type ReserveCodesOptions } from '../../../functions/src/codes/code-reservation';
import { summaryWrites } from '../../../functions/src/codes/code-summary';
import { sequenceDraw } from '../../support/sequence-draw';
import { closeAdminApp, db, runId } from './helpers';
import { COLLECTIONS } from '../../../common/collections';

afterAll(closeAdminApp);

let serial = 0;
/** Code values unique to this run and this call (the emulator keeps data between runs). */
const values = (label: string, count: number) => {
  serial += 1;
  return Array.from({ length: count }, (_, index) => `T${runId}${label}${serial}N${index}`.toUpperCase());
};

let idSerial = 0;
const options = (draw: () => string, quantity: number, overrides: Partial<ReserveCodesOptions> = {}): ReserveCodesOptions => ({
  db,
  quantity,
  draw,
  newCodeId: () => `prueba-${runId}-${(idSerial += 1)}`,
  codeData: (code) => ({ code, status: 'available', trackingId: `tr-${runId}` }),
  keyData: (_code, codeId) => ({ codeId, trackingId: `tr-${runId}`, createdAt: Timestamp.now() }),
  ...overrides,
});

async function reserveKeys(codes: string[], codeId = 'reservado-antes'): Promise<void> {
  const batch = db.batch();
  for (const code of codes) batch.create(db.collection(COLLECTIONS.codeKeys).doc(code), { codeId, trackingId: 'previo', createdAt: Timestamp.now() });
  await batch.commit();
}

async function keysOf(codes: string[]) {
  return db.getAll(...codes.map((code) => db.collection(COLLECTIONS.codeKeys).doc(code)));
}

async function codeDocsOf(codes: string[]) {
  const snapshots = await Promise.all(codes.map((code) => db.collection('codes').where('code', '==', code).get()));
  return snapshots.flatMap((snapshot) => snapshot.docs);
}

describe('reserving code values', () => {
  it('a generated code never reuses a value already reserved', async () => {
    const reserved = values('R', 3);
    const fresh = values('F', 5);
    await reserveKeys(reserved);
    // The first draws are the reserved values mixed with fresh ones; the redraws are fresh.
    const result = await reserveCodes(options(sequenceDraw([reserved[0], fresh[0], reserved[1], fresh[1], reserved[2], ...fresh.slice(2)]), 5));

    expect(result.redrawn).toBe(3);
    expect(result.codes.map(({ code }) => code).sort()).toEqual([...fresh].sort());
    // The earlier reservations are untouched and no code document took their values.
    for (const key of await keysOf(reserved)) expect(key.get('codeId')).toBe('reservado-antes');
    expect(await codeDocsOf(reserved)).toHaveLength(0);
    // Every new code has its document and a key pointing at it.
    const keys = await keysOf(fresh);
    for (const { code, codeId } of result.codes) {
      expect(keys.find((key) => key.id === code)?.get('codeId')).toBe(codeId);
      expect((await db.doc(`codes/${codeId}`).get()).get('code')).toBe(code);
    }
  });

  it('two requests drawing the same values at the same moment never share one', async () => {
    const shared = values('S', 20);
    // Both draw the same 20 values first; each has its own values for redraws.
    const [first, second] = await Promise.all([
      reserveCodes(options(sequenceDraw([...shared, ...values('A', 20)]), 20, { codesPerBatch: 7 })),
      reserveCodes(options(sequenceDraw([...shared, ...values('B', 20)]), 20, { codesPerBatch: 7 })),
    ]);
    const all = [...first.codes, ...second.codes];
    expect(all).toHaveLength(40);
    expect(new Set(all.map(({ code }) => code)).size).toBe(40);
    // Whichever request lost a value redrew it: all 40 were taken exactly once between them.
    expect(first.redrawn + second.redrawn).toBe(20);
    const keys = await keysOf(all.map(({ code }) => code));
    for (const { code, codeId } of all) expect(keys.find((key) => key.id === code)?.get('codeId')).toBe(codeId);
  });

  it(`gives up after ${MAX_RESERVATION_ATTEMPTS} attempts when a batch keeps meeting taken values, and writes nothing`, async () => {
    const fresh = values('G', 10);
    const reserved = values('X', MAX_RESERVATION_ATTEMPTS + 1);
    await reserveKeys(reserved);
    // Batches of 5: the first two commit; the third draws only reserved values, again and again.
    const draw = sequenceDraw([...fresh, ...reserved]);
    const error = await reserveCodes(options(draw, 11, { codesPerBatch: 5 })).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CodeReservationExhaustedError);
    expect(await codeDocsOf([...fresh, ...reserved])).toHaveLength(0);
    expect((await keysOf(fresh)).filter((key) => key.exists)).toHaveLength(0);
    for (const key of await keysOf(reserved)) expect(key.get('codeId')).toBe('reservado-antes');
  });

  it('undoes the committed batches, codes and keys, when another batch fails for another reason', async () => {
    const codes = values('U', 12);
    const poisoned = codes[11];
    // A document over 1 MiB makes only the last batch's commit fail (INVALID_ARGUMENT).
    const error = await reserveCodes(
      options(sequenceDraw(codes), 12, {
        codesPerBatch: 5,
        codeData: (code) => ({ code, status: 'available', ...(code === poisoned ? { padding: 'x'.repeat(1_100_000) } : {}) }),
      }),
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: 3 });
    expect(error).not.toBeInstanceOf(CodeReservationExhaustedError);
    expect(await codeDocsOf(codes)).toHaveLength(0);
    expect((await keysOf(codes)).filter((key) => key.exists)).toHaveLength(0);
  });
});

describe("the leader's code summary commits with the codes", () => {
  const summaryOf = async (leaderUid: string) => (await db.doc(`codeSummaries/${leaderUid}`).get()).data();
  const withSummary = (leaderUid: string) => ({
    alsoInEachBatch: (reserved: Array<{ code: string }>) =>
      summaryWrites(
        db,
        [
          {
            leaderUid,
            eventId: 'evento-resumen',
            eventName: 'Evento resumen',
            trackingId: `tr-${runId}`,
            delta: { count: reserved.length, uses: 0, maxUses: reserved.length, usedUp: 0, ticketsSold: 0 },
          },
        ],
        FieldValue,
      ),
    extraWritesPerBatch: 2,
  });

  it('counts every code of every batch once', async () => {
    const leaderUid = `resumen-ok-${runId}`;
    const result = await reserveCodes(options(sequenceDraw(values('K', 12)), 12, { codesPerBatch: 5, ...withSummary(leaderUid) }));
    expect(result.codes).toHaveLength(12);
    const summary = await summaryOf(leaderUid);
    expect(summary?.total).toBe(12);
    expect(summary?.events['evento-resumen']).toEqual({ name: 'Evento resumen', count: 12, uses: 0, maxUses: 12, usedUp: 0, ticketsSold: 0 });
    expect((await db.doc(`codeSummaries/${leaderUid}/batches/tr-${runId}`).get()).get('count')).toBe(12);
  });

  it('matches the codes after a batch fails in the middle: the committed batches and their counts are undone', async () => {
    const leaderUid = `resumen-fallo-${runId}`;
    const codes = values('M', 15);
    const poisoned = codes[7];
    // Batches of 5: the first and last commit, the middle one fails (a document over 1 MiB).
    const error = await reserveCodes(
      options(sequenceDraw(codes), 15, {
        codesPerBatch: 5,
        ...withSummary(leaderUid),
        codeData: (code) => ({ code, status: 'available', ...(code === poisoned ? { padding: 'x'.repeat(1_100_000) } : {}) }),
      }),
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: 3 });
    expect(await codeDocsOf(codes)).toHaveLength(0);
    const summary = await summaryOf(leaderUid);
    expect(summary?.total ?? 0).toBe(0);
    expect(summary?.events?.['evento-resumen']?.count ?? 0).toBe(0);
  });
});
