// Test leaders of the e2e tests, written with the Admin SDK as generateCodes and an administrator
// would: their own account and codes, so tests may change them without touching the demo data.
import { expect, type Page } from '@playwright/test';
import { summarizeCodes } from '../../../common/code-summary.ts';
import { CODE_ALPHABET, DEFAULT_STORE_ID } from '../../../common/constants.ts';
import { createTestAccount, type TestAccount } from './auth-accounts.ts';
import { expectCodesLoaded } from './codes-helpers.ts';
import { admin } from './emulator.ts';
import { signIn } from './fixtures.ts';

export interface LeaderWithCodes extends TestAccount {
  codes: string[];
  eventName: string;
}

/** A random code value that starts with `prefix`, from the alphabet of generated codes. */
export function randomCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return code;
}

/** A new verified Leader of the store with `count` available codes of one event, written with the Admin SDK. */
export async function createLeaderWithCodes(prefix: string, count = 3): Promise<LeaderWithCodes> {
  const account = await createTestAccount({ prefix, verified: true });
  const eventName = `Evento ${prefix}`;
  const codes = Array.from({ length: count }, () => randomCode('E2E'));
  for (const [index, code] of codes.entries()) await addCode(account, eventName, code, index);
  return { ...account, codes, eventName };
}

/** Adds (or overwrites) one available code of `leader`, as generateCodes would. */
export async function addCode(leader: { uid: string }, eventName: string, code: string, order = 0): Promise<void> {
  const { firestore } = await admin();
  const createdAt = new Date(Date.UTC(2026, 10, 1) + order * 60_000);
  await firestore.doc(`codes/e2e-${leader.uid}-${code}`).set({
    code,
    status: 'available',
    currentUses: 0,
    maxUses: 1,
    maxTickets: 1,
    code_type: 'leader',
    leaderId: { id: leader.uid, displayName: 'Prueba E2E' },
    eventId: { id: `e2e-event-${leader.uid}`, name: eventName },
    storeId: DEFAULT_STORE_ID,
    trackingId: `e2e-tracking-${leader.uid}`,
    createdAt,
    createdBy: 'e2e',
    updatedAt: createdAt,
  });
}

/** Signs in through the form and waits until the dashboard lists the leader's codes. */
export async function signInWithCodes(page: Page, leader: TestAccount): Promise<void> {
  await signIn(page, leader.email, leader.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expectCodesLoaded(page);
}


export interface TestEvent {
  id: string;
  name: string;
  /** Its codes of the leader, oldest first. */
  codes: string[];
}

export interface LeaderWithHistory extends TestAccount {
  /** Events that are over: every code expired, each used once of twice. */
  pastEvents: TestEvent[];
  /** The event still on: every code available. */
  currentEvent: TestEvent;
}

/**
 * A leader with a history: expired codes of past events (`past`: how many per event, the first
 * event the oldest) and available codes of a current one, written straight to Firestore with
 * their reservations and summaries, as the demo seed writes its codes: stamped as counted, so
 * the summarizeCodeWrite trigger has nothing to add (leader-notices.spec.ts and the integration
 * tests prove what it keeps for codes changed outside the functions).
 */
export async function createLeaderWithHistory(prefix: string, { past, current }: { past: number[]; current: number }): Promise<LeaderWithHistory> {
  const account = await createTestAccount({ prefix, verified: true });
  const { firestore } = await admin();
  const started = Date.UTC(2025, 0, 10);
  // One batch (about 130 writes), committed again if a busy stack lets it time out: every write is a set.
  const writes: [string, Record<string, unknown>][] = [];
  const writer = { set: (ref: { path: string }, data: Record<string, unknown>) => writes.push([ref.path, data]) };
  const written: Record<string, unknown>[] = [];
  let minute = 0;
  const event = (index: number, count: number, status: 'available' | 'expired'): TestEvent => {
    const id = `e2e-${account.uid}-evento-${index}`;
    const name = status === 'expired' ? `Evento pasado ${index} ${account.uid.slice(0, 4)}` : `Evento actual ${account.uid.slice(0, 4)}`;
    writer.set(firestore.doc(`events/${id}`), { name });
    const codes = Array.from({ length: count }, () => randomCode('HIS'));
    for (const code of codes) {
      const createdAt = new Date(started + (minute += 1) * 60_000);
      const codeId = `e2e-${account.uid}-${code}`;
      const trackingId = `e2e-${account.uid}-lote-${index}`;
      const document = {
        code,
        status,
        currentUses: status === 'expired' ? 1 : 0,
        maxUses: 2,
        maxTickets: 1,
        code_type: 'leader',
        leaderId: { id: account.uid, displayName: 'Prueba E2E' },
        eventId: { id, name },
        storeId: DEFAULT_STORE_ID,
        trackingId,
        createdAt,
        createdBy: 'e2e',
        updatedAt: createdAt,
        summaryWriteId: `e2e-${codeId}`,
      };
      written.push(document);
      writer.set(firestore.doc(`codes/${codeId}`), document);
      writer.set(firestore.doc(`codeKeys/${code}`), { codeId, trackingId, createdAt });
    }
    return { id, name, codes };
  };
  const pastEvents = past.map((count, index) => event(index + 1, count, 'expired'));
  const currentEvent = event(past.length + 1, current, 'available');
  const { summary, batches } = summarizeCodes(account.uid, written);
  const updatedAt = new Date();
  writer.set(firestore.doc(`codeSummaries/${account.uid}`), { ...summary, updatedAt });
  for (const [trackingId, batch] of Object.entries(batches)) {
    writer.set(firestore.doc(`codeSummaries/${account.uid}/batches/${trackingId}`), { ...batch, updatedAt });
  }
  for (let attempt = 1; ; attempt += 1) {
    const batch = firestore.batch();
    for (const [path, data] of writes) batch.set(firestore.doc(path), data);
    try {
      await batch.commit();
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return { ...account, pastEvents, currentEvent };
}
