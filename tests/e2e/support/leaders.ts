// Test leaders of the e2e tests, with codes (tests/support/accounts.ts builds them): their own
// account and codes, so tests may change them without touching the demo data.
import { expect, type Page } from '@playwright/test';
import { COLLECTIONS } from '../../../common/collections.ts';
import { CODE_ALPHABET } from '../../../common/constants.ts';
import { writeCountedCodes, writeUncountedCodes, type TestCode } from '../../support/accounts.ts';
import { createTestAccount, type TestAccount } from './auth-accounts.ts';
import { expectCodesLoaded } from './codes-helpers.ts';
import { admin } from './emulator.ts';
import { signIn } from './fixtures.ts';

export interface LeaderWithCodes extends TestAccount {
  codes: string[];
  eventId: string;
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
  const event = { id: `e2e-event-${account.uid}`, name: `Evento ${prefix}` };
  const codes = Array.from({ length: count }, () => randomCode('E2E'));
  await writeUncountedCodes(await admin(), account, event, codes.map((code) => ({ code })));
  return { ...account, codes, eventId: event.id, eventName: event.name };
}

/** Adds one available code to the leader's event, as a console edit would; `order` places it among the others. */
export async function addCode(leader: LeaderWithCodes, code: string, order = 0): Promise<void> {
  await writeUncountedCodes(await admin(), leader, { id: leader.eventId, name: leader.eventName }, [{ code, createdAt: new Date(Date.UTC(2026, 10, 1) + order * 60_000) }]);
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
 * event the oldest) and available codes of a current one, written with their reservations and
 * summaries as the demo seed writes its codes: stamped as counted, so the summarizeCodeWrite
 * trigger has nothing to add (leader-notices.spec.ts and the integration tests prove what it
 * keeps for codes changed outside the functions).
 */
export async function createLeaderWithHistory(prefix: string, { past, current }: { past: number[]; current: number }): Promise<LeaderWithHistory> {
  const account = await createTestAccount({ prefix, verified: true });
  const handles = await admin();
  const started = Date.UTC(2025, 0, 10);
  let minute = 0;
  const codes: Array<TestCode & { eventId: string }> = [];
  const event = (index: number, count: number, status: 'available' | 'expired'): TestEvent => {
    const id = `e2e-${account.uid}-evento-${index}`;
    const name = status === 'expired' ? `Evento pasado ${index} ${account.uid.slice(0, 4)}` : `Evento actual ${account.uid.slice(0, 4)}`;
    const values = Array.from({ length: count }, () => randomCode('HIS'));
    for (const code of values) {
      codes.push({ code, eventId: id, status, currentUses: status === 'expired' ? 1 : 0, maxUses: 2, trackingId: `e2e-${account.uid}-lote-${index}`, createdAt: new Date(started + (minute += 1) * 60_000) });
    }
    return { id, name, codes: values };
  };
  const pastEvents = past.map((count, index) => event(index + 1, count, 'expired'));
  const currentEvent = event(past.length + 1, current, 'available');
  const events = [...pastEvents, currentEvent];
  const batch = handles.firestore.batch();
  for (const { id, name } of events) batch.set(handles.firestore.collection(COLLECTIONS.events).doc(id), { name });
  await batch.commit();
  await writeCountedCodes(handles, account, events, codes);
  return { ...account, pastEvents, currentEvent };
}
