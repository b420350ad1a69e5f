// The shop API's figures (npm run bench, group 'shop'), measured on the bench stack as a shop
// calls it, with the demo store's key: a burst of holds on one code, hold latency idle and under
// load, holds per second over many codes, a hot code used up by 100 shops at once, and the soak.
// What production does differently is in docs (README, "Performance").
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';
import { callCallable, functionsBaseUrl, signInWithPassword } from '../admin/callable.ts';
import { DEMO_PASSWORD, DEMO_SHOP_KEY } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createShopClient, shopApiUrl, type ShopAnswer, type ShopClient } from '../shop/shop-client.ts';
import { runSoak, soakSettled, type SoakCode, type SoakReport } from '../shop/soak.ts';
import { COLLECTIONS } from '../../common/collections.ts';

export interface Latencies {
  p50: number;
  p95: number;
  samples: number;
}

export interface ShopFigures {
  burst: { created: number; usedUp: number; other: Record<string, number>; ms: number };
  idle: Latencies;
  loaded: Latencies & { shops: number };
  throughput: { holds: number; created: number; ms: number; perSecond: number; clients: number };
  hot: {
    uses: number;
    shops: number;
    confirmed: number;
    usedUpAnswers: number;
    serverErrors: number;
    msToUseUp: number;
    racesLost: number;
    requestsWithRaces: number;
    msUntilLeaderSeesIt: number | null;
    codeWrites: number;
    overUsed: boolean;
  };
  soak: SoakReport & { settled: string[]; codes: number };
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const latencies = (samples: number[]): Latencies => ({ p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length });

/** Runs `work` for items in `lanes` parallel lanes. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: lanes }, async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]);
  }));
}

/** The lines the functions logged since `offset` in the stack's log (firebase-emulators.log). */
function logSince(file: string, offset: number): string {
  return readFileSync(file, 'utf8').slice(offset);
}

export async function measureShopFigures(env: Record<string, string>, appUrl: string, log: (line: string) => void, soakOperations = 10_000, soakCodes = 200): Promise<ShopFigures> {
  await seedDemoData({ env, appUrl });
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore, FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const { recountLeaderSummaries, countLeaderSummaries, summaryMatches } = await import('../../functions/src/codes/recount-summaries.ts');
  const { runShopMaintenance } = await import('../../functions/src/shop/maintenance.ts');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `bench-shop-${Date.now()}`);
  const db = getFirestore(app);
  const logFile = path.join(env.STACK_LOG_DIR, 'firebase-emulators.log');
  const runId = Date.now().toString(36);
  try {
    const baseUrl = shopApiUrl(env.FUNCTIONS_EMULATOR_ORIGIN, PROJECT_ID_LOCAL);
    const shop: ShopClient = createShopClient({ baseUrl, key: DEMO_SHOP_KEY });
    const idToken = await signInWithPassword({ authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST, apiKey: 'fake-api-key', email: 'admin@demo.cr', password: DEMO_PASSWORD });
    const callables = { baseUrl: functionsBaseUrl({ project: PROJECT_ID_LOCAL, emulatorOrigin: env.FUNCTIONS_EMULATOR_ORIGIN }), idToken };
    const eventId = `bench-tienda-${runId}`;
    const put = await shop('PUT', '/v1/events/{eventId}', {
      params: { eventId },
      body: { name: 'Venta del bench', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
    if (put.status !== 201) throw new Error(`PUT event answered ${put.status}: ${put.text}`);
    const generate = async (quantity: number, maxUses: number, maxTickets = 2, percent?: number): Promise<string[]> =>
      (
        await callCallable<{ codes: string[] }>(callables, 'generateCodes', {
          leaderId: 'demo-lider',
          eventId,
          quantity,
          maxUses,
          maxTickets,
          code_type: percent === undefined ? 'leader' : 'discount',
          ...(percent === undefined ? {} : { percent }),
        })
      ).codes;
    let order = 0;
    const hold = (code: string, client: ShopClient = shop) =>
      client('POST', '/v1/reservations', { body: { orderId: `bench-${runId}-${(order += 1)}`, code, eventId, tickets: 1 } });

    // 200 concurrent holds, each its own order, on one 50-use code.
    log('shop: 200 concurrent holds on a 50-use code');
    const [burstCode] = await generate(1, 50);
    const burstStarted = performance.now();
    const burstAnswers = await Promise.all(Array.from({ length: 200 }, () => hold(burstCode)));
    const burstMs = performance.now() - burstStarted;
    const reasonOf = (answer: ShopAnswer) => (answer.body as { error?: { code: string } } | null)?.error?.code;
    const other: Record<string, number> = {};
    for (const answer of burstAnswers) if (answer.status !== 201 && !(answer.status === 409 && reasonOf(answer) === 'used_up')) other[answer.status] = (other[answer.status] ?? 0) + 1;
    const burst = {
      created: burstAnswers.filter((answer) => answer.status === 201).length,
      usedUp: burstAnswers.filter((answer) => answer.status === 409 && reasonOf(answer) === 'used_up').length,
      other,
      ms: burstMs,
    };

    // Latency of one hold, idle: one shop, one request at a time.
    log('shop: hold latency, idle');
    const [idleCode] = await generate(1, 1000);
    for (let i = 0; i < 5; i += 1) await hold(idleCode);
    const idleSamples: number[] = [];
    for (let i = 0; i < 60; i += 1) idleSamples.push((await hold(idleCode)).ms);

    // Latency with 20 shops holding at once, each on its own code.
    log('shop: hold latency, 20 concurrent shops');
    const shops = 20;
    const loadedCodes = await generate(shops, 1000);
    const loadedSamples: number[] = [];
    await Promise.all(loadedCodes.map(async (code) => {
      for (let i = 0; i < 15; i += 1) loadedSamples.push((await hold(code)).ms);
    }));

    // Holds per second over 1,000 codes, 20 clients.
    log('shop: holds per second over 1,000 codes');
    const manyCodes = await generate(1000, 1);
    const throughputStarted = performance.now();
    let created = 0;
    await inLanes(manyCodes, shops, async (code) => {
      if ((await hold(code)).status === 201) created += 1;
    });
    const throughputMs = performance.now() - throughputStarted;

    // A hot code: a 500-use discount at the start of a sale, 100 shops holding and confirming at once.
    log('shop: a 500-use code used up by 100 concurrent shops');
    const [hotCode] = await generate(1, 500, 4, 20);
    const hotId = (await db.collection(COLLECTIONS.codeKeys).doc(hotCode).get()).get('codeId') as string;
    const logOffset = statSync(logFile).size;
    let confirmed = 0;
    let usedUpAnswers = 0;
    let serverErrors = 0;
    const hotStarted = performance.now();
    let lastUse = hotStarted;
    await Promise.all(Array.from({ length: 100 }, async () => {
      for (;;) {
        const held = await hold(hotCode);
        if (held.status >= 500) serverErrors += 1;
        if (held.status === 409) {
          usedUpAnswers += 1;
          return;
        }
        if (held.status !== 201) continue;
        const orderId = (held.body as { reservation: { orderId: string } }).reservation.orderId;
        const done = await shop('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body: { amount: 8000 } });
        if (done.status >= 500) serverErrors += 1;
        if (done.status === 200) {
          confirmed += 1;
          lastUse = performance.now();
        }
      }
    }));
    const msToUseUp = lastUse - hotStarted;
    // The leader sees it when the code document says 500/500 'expired' (the projection trigger).
    let msUntilLeaderSeesIt: number | null = null;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      const code = await db.collection(COLLECTIONS.codes).doc(hotId).get();
      if (code.get('currentUses') === 500 && code.get('status') === 'expired') {
        msUntilLeaderSeesIt = performance.now() - hotStarted;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The trigger logs its write after the commit the loop above saw: wait for that line (the log
    // is written a moment later), or the count misses the last write.
    const lastWrite = (line: string) => line.includes('projectCodeUses: code written') && line.includes(hotId) && line.includes('"currentUses":500');
    for (const deadline = Date.now() + 30_000; msUntilLeaderSeesIt !== null && Date.now() < deadline && !logSince(logFile, logOffset).split('\n').some(lastWrite); ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const hotLog = logSince(logFile, logOffset).split('\n');
    const raceLines = hotLog.filter((line) => line.includes('shopApi: lost races'));
    const racesLost = raceLines.reduce((sum, line) => sum + Number(/"races":\s*(\d+)/.exec(line)?.[1] ?? 0), 0);
    const uses = (await db.collection(`codes/${hotId}/uses`).where('state', '==', 'confirmed').count().get()).data().count;
    const codeWrites = hotLog.filter((line) => line.includes('projectCodeUses: code written') && line.includes(hotId)).length;
    const hot = {
      uses,
      shops: 100,
      confirmed,
      usedUpAnswers,
      serverErrors,
      msToUseUp,
      racesLost,
      requestsWithRaces: raceLines.length,
      msUntilLeaderSeesIt,
      codeWrites,
      overUsed: uses > 500 || confirmed > 500,
    };

    // The soak.
    log(`shop: soak of ${soakOperations} operations over ${soakCodes} codes`);
    const soakCodesList: SoakCode[] = [];
    const kinds = [
      [1, 1],
      [2, 2],
      [3, 1],
      [5, 3],
      [8, 2],
    ] as const;
    for (const [maxUses, maxTickets] of kinds) {
      for (const code of await generate(Math.ceil(soakCodes / kinds.length), maxUses, maxTickets)) {
        soakCodesList.push({ code, codeId: (await db.collection(COLLECTIONS.codeKeys).doc(code).get()).get('codeId') as string, maxUses, maxTickets });
      }
    }
    const kit = { db, FieldValue, Timestamp };
    const soak = await runSoak({
      client: shop,
      db,
      codes: soakCodesList,
      eventId,
      leaderUid: 'demo-lider',
      operations: soakOperations,
      concurrency: 16,
      repair: () => recountLeaderSummaries(kit, 'demo-lider'),
      sweep: () => runShopMaintenance(kit, Date.now()),
      runId,
      log,
    });
    const settled = await soakSettled({ db, codes: soakCodesList }, async () => summaryMatches(await countLeaderSummaries(kit, 'demo-lider')), 600_000);
    return {
      burst,
      idle: latencies(idleSamples),
      loaded: { ...latencies(loadedSamples), shops },
      throughput: { holds: manyCodes.length, created, ms: throughputMs, perSecond: (manyCodes.length / throughputMs) * 1000, clients: shops },
      hot,
      soak: { ...soak, settled, codes: soakCodesList.length },
    };
  } finally {
    await deleteApp(app);
  }
}
