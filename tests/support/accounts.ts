// The one builder of the accounts and codes the integration and end-to-end tests make for
// themselves, with firebase-admin, as the product leaves them: the Auth account, users/{uid} as
// the seed writes it (userDocument: the role, store and access an administrator gives, the
// search fields the functions keep) and codes as generateCodes or a hand edit leaves them
// (codeDocument). Each test gets accounts and codes of its own, so it may change them freely.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../common/collections.ts';
import { leaderSearchFields } from '../../common/leader-search.ts';
import { DEFAULT_STORE_ID, ROLE_LEADER } from '../../common/constants.ts';
import { DEMO_PASSWORD, type DemoAccount, type DemoCode } from '../../scripts/seed/demo-data.ts';
import { codeDocument, userDocument, writeSeededCodes } from '../../scripts/seed/seed.ts';

export interface AdminHandles {
  auth: Auth;
  firestore: Firestore;
}

/** What an administrator gives a leader of the store in users/{uid}. */
export const LEADER_PROFILE = { role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, permissions: { read: true } } as const;

export interface NewAccount {
  email: string;
  /** Auth's display name and the users document's; first and last name are its first word and the rest. */
  name?: string;
  /** Unless false, the e-mail is verified. */
  verified?: boolean;
  /**
   * Fields of users/{uid} on top of the seed's document for this account (role, store, access,
   * phone, …); LEADER_PROFILE when omitted, none of them for `{}`; null: no users document.
   */
  profile?: Record<string, unknown> | null;
  /** An SMS second factor enrolled in Auth. */
  secondFactorPhone?: string;
  uid?: string;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
  phoneNumber?: string;
  /** The account as the seed's builders take it (for codeDocument). */
  seed: DemoAccount;
}

/** An Auth account with the demo password and, unless `profile` is null, its users document. */
export async function createAccount({ auth, firestore }: AdminHandles, account: NewAccount): Promise<TestAccount> {
  const name = account.name ?? 'Prueba E2E';
  const verified = account.verified ?? true;
  const user = await auth.createUser({
    ...(account.uid ? { uid: account.uid } : {}),
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: name,
    emailVerified: verified,
    ...(account.secondFactorPhone
      ? { multiFactor: { enrolledFactors: [{ phoneNumber: account.secondFactorPhone, factorId: 'phone' as const, displayName: 'Móvil' }] } }
      : {}),
  });
  const [firstName, ...rest] = name.split(' ');
  const profile = account.profile === undefined ? LEADER_PROFILE : account.profile;
  // The seed's storeId is the store the account's codes are made for: its own, or the configured one.
  const storeId = typeof profile?.storeId === 'string' ? profile.storeId : DEFAULT_STORE_ID;
  const seed: DemoAccount = { uid: user.uid, email: account.email, displayName: name, firstName, lastName: rest.join(' '), role: null, storeId, emailVerified: verified, outcome: '' };
  if (profile !== null) {
    const stored = { ...userDocument(seed, new Date()), ...profile };
    // The search fields of the name as stored (a profile may rename the account), as the functions
    // keep them: else the indexUserProfile trigger rewrites them a moment later, under a test.
    await firestore.collection(COLLECTIONS.users).doc(user.uid).set({ ...stored, ...leaderSearchFields(stored) });
  }
  return { uid: user.uid, email: account.email, password: DEMO_PASSWORD, name, phoneNumber: account.secondFactorPhone, seed };
}

/** A code of a test leader: its value, and what differs from an unused available leader code of one use. */
export type TestCode = Pick<DemoCode, 'code'> & Partial<Omit<DemoCode, 'code' | 'ownerUid' | 'eventId'>>;

/** The document id of a test code: its leader and its value. */
export const testCodeId = (leader: { uid: string }, code: string) => `prueba-${leader.uid}-${code}`;

function demoCode(leader: TestAccount, event: { id: string }, code: TestCode, index: number): DemoCode {
  return {
    id: testCodeId(leader, code.code),
    eventId: event.id,
    ownerUid: leader.uid,
    status: 'available',
    currentUses: 0,
    maxUses: 1,
    codeType: 'leader',
    trackingId: `prueba-lote-${leader.uid}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
    ...code,
  };
}

/**
 * Writes codes of `leader` and `event` as a console edit or an import would: the code documents
 * only, which the summarizeCodeWrite trigger then counts and reserves. Returns their document ids.
 */
export async function writeUncountedCodes({ firestore }: AdminHandles, leader: TestAccount, event: { id: string; name: string }, codes: TestCode[]): Promise<string[]> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const documents = codes.map((code, index) => demoCode(leader, event, code, index));
  const batch = firestore.batch();
  for (const code of documents) batch.set(firestore.collection(COLLECTIONS.codes).doc(code.id), codeDocument(code, leader.seed, event, Timestamp));
  await batch.commit();
  return documents.map((code) => code.id);
}

/**
 * Writes codes of `leader` (over several events) as the demo seed does: the documents stamped as
 * counted, their keys and the leader's summaries, in one batch, so the trigger has nothing to add.
 */
export async function writeCountedCodes({ firestore }: AdminHandles, leader: TestAccount, events: readonly { id: string; name: string }[], codes: Array<TestCode & { eventId: string }>): Promise<void> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const writes: [string, Record<string, unknown>][] = [];
  const writer = { set: (ref: { path: string }, data: Record<string, unknown>) => writes.push([ref.path, data]) };
  const documents = codes.map((code, index) => demoCode(leader, { id: code.eventId }, code, index));
  writeSeededCodes(writer as unknown as Parameters<typeof writeSeededCodes>[0], firestore, { codes: documents, leaders: [leader.seed], events, Timestamp, now: Timestamp.now() });
  // Committed again if a busy stack lets it time out: every write is a set.
  for (let attempt = 1; ; attempt += 1) {
    const batch = firestore.batch();
    for (const [path, data] of writes) batch.set(firestore.doc(path), data);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
