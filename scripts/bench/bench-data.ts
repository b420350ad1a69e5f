// The benchmark's own scale data: one leader with 20,000 tracked codes over ten
// events, and the 1,000 codes a leader pastes into the validator. Deterministic, so every
// run measures the same data. Shared by the seed (Firestore), the pure-function figures
// (in memory) and the browser figures (what to paste).
import { DEFAULT_STORE_ID } from '../../common/constants.ts';
import { bulkCodes, DEMO_PASSWORD, type DemoAccount, type DemoCode } from '../seed/demo-data.ts';

// BENCH_CODE_COUNT overrides the scale for trying the harness out; the budgets are set for 20,000.
export const BENCH_CODE_COUNT = Number(process.env.BENCH_CODE_COUNT ?? 20_000);
export const BENCH_PASTED_COUNT = 1_000;

export const BENCH_LEADER: DemoAccount = {
  uid: 'bench-lider',
  email: 'bench@demo.cr',
  displayName: 'Bea Benchmark',
  firstName: 'Bea',
  lastName: 'Benchmark',
  role: 'Leader',
  storeId: DEFAULT_STORE_ID,
  emailVerified: true,
  outcome: 'dashboard with 20,000 codes (benchmark only)',
};
export const BENCH_PASSWORD = DEMO_PASSWORD;

/**
 * A second leader below the Firestore emulator's limit of about 10,000 documents per Listen
 * channel: the proxy for the figures a 20,000-code listener cannot reach on the emulator.
 */
export const PROXY_CODE_COUNT = 9_000;
export const PROXY_LEADER: DemoAccount = {
  ...BENCH_LEADER,
  uid: 'bench-lider-proxy',
  email: 'bench-proxy@demo.cr',
  displayName: 'Pía Proxy',
  firstName: 'Pía',
  lastName: 'Proxy',
  outcome: 'dashboard with 9,000 codes (benchmark proxy only)',
};

export const BENCH_EVENTS = Array.from({ length: 10 }, (_, i) => ({
  id: `bench-evt-${String(i + 1).padStart(2, '0')}`,
  name: `Evento de prueba ${i + 1}`,
  venue: 'Sala de pruebas',
  date: new Date(Date.UTC(2027, 0, 10 + i, 2, 0, 0)),
}));

/**
 * 20,000 codes of the bench leader in 200 batches of 100 (one trackingId each), batch i in
 * event i mod 10. Every code is tracked (available or expired): deleted ones would be filtered
 * out by the query and the leader would hold fewer than 20,000 tracked codes.
 */
export function benchCodes(leader: DemoAccount = BENCH_LEADER, count = BENCH_CODE_COUNT): DemoCode[] {
  const codes = bulkCodes({ ownerUid: leader.uid, count, batchSize: 100, seed: count + leader.uid.length, months: 12 });
  const batchOf = new Map<string, number>();
  return codes.map((code) => {
    if (!batchOf.has(code.trackingId)) batchOf.set(code.trackingId, batchOf.size);
    const event = BENCH_EVENTS[batchOf.get(code.trackingId)! % BENCH_EVENTS.length];
    const status = code.status === 'deleted' ? 'available' : code.status;
    return { ...code, eventId: event.id, status };
  });
}

/** The same codes as the app's TrackedCode values (src/features/codes/types/tracked-code.ts). */
export function benchTrackedCodes(codes: readonly DemoCode[] = benchCodes()) {
  const eventNames = new Map(BENCH_EVENTS.map((event) => [event.id, event.name]));
  return codes
    .map((code) => ({
      id: code.id,
      code: code.code,
      status: code.status as string,
      currentUses: code.currentUses,
      maxUses: code.maxUses,
      codeType: code.codeType,
      percent: code.percent ?? null,
      leaderId: BENCH_LEADER.uid,
      leaderName: BENCH_LEADER.displayName,
      eventId: code.eventId,
      eventName: eventNames.get(code.eventId) ?? '',
      trackingId: code.trackingId,
      createdAt: code.createdAt,
      updatedAt: code.createdAt,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export interface PastedCodes {
  /** What the leader pastes: the codes separated by line breaks, commas and spaces. */
  text: string;
  expectedValid: number;
  expectedInvalid: number;
}

/**
 * 1,000 pasted codes: 700 available, 200 expired (tracked but invalid) and 100 unknown,
 * shuffled deterministically. So both result tables fill.
 */
export function pastedCodes(codes: readonly DemoCode[] = benchCodes()): PastedCodes {
  const available = codes.filter((code) => code.status === 'available').map((code) => code.code);
  const expired = codes.filter((code) => code.status === 'expired').map((code) => code.code);
  const known = new Set(codes.map((code) => code.code));
  const stride = (list: string[], count: number) => Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
  const unknown: string[] = [];
  for (let i = 0; unknown.length < 100; i++) {
    const candidate = `NX${String(i).padStart(6, '0')}`;
    if (!known.has(candidate)) unknown.push(candidate);
  }
  const pieces = [...stride(available, 700), ...stride(expired, 200), ...unknown];
  // Deterministic shuffle (LCG), then mixed separators as a real paste from a spreadsheet or chat.
  let state = 7;
  for (let i = pieces.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [pieces[i], pieces[j]] = [pieces[j], pieces[i]];
  }
  const separators = ['\n', ', ', ' ', '\n'];
  const text = pieces.map((piece, i) => piece + (i < pieces.length - 1 ? separators[i % separators.length] : '')).join('');
  return { text, expectedValid: 700, expectedInvalid: 300 };
}
