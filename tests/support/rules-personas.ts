// The people the Firestore rules tests act as, and the documents they stand on. Each test is
// written as one persona's attack (or allowed read) against firestore.rules; both rules test
// files describe their personas with this one type and seed them with these builders.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import type { CodeDoc, UserDoc } from '@common/data-model';
import { COLLECTIONS } from '@common/collections';

export interface Persona {
  /** How a test's name calls them ("a leader of the store cannot …"); the key of their record otherwise. */
  label?: string;
  uid: string;
  email: string;
  emailVerified: boolean;
  /** users/{uid}.role and .storeId; without a role the persona has no users document. */
  role?: string;
  storeId?: string;
  /** users/{uid}.permissions: `{ read: true }` unless given; 'absent' leaves the field out. */
  permissions?: unknown;
}

/**
 * A persona of the configured store (unless `extra` names another) with a role, verified and
 * allowed to read unless `extra` says otherwise, whose e-mail is `{uid}@example.com`.
 */
export function storePersona(label: string, uid: string, role: string, extra: Partial<Persona> = {}): Persona & { label: string; role: string } {
  return { label, uid, role, email: `${uid}@example.com`, emailVerified: true, storeId: DEFAULT_STORE_ID, permissions: { read: true }, ...extra };
}

/** When the seeded documents were written. */
export const SEED_TIME = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));

// rules-unit-testing hands out the compat Firestore; the modular functions unwrap it, and using
// them here makes the same calls as the app.
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** The persona's Firestore, signed in with their e-mail as their ID token says it; null: signed out. */
export function firestoreAs(testEnv: RulesTestEnvironment, persona: Persona | null): Firestore {
  if (persona === null) return firestoreOf(testEnv.unauthenticatedContext());
  return firestoreOf(testEnv.authenticatedContext(persona.uid, { email: persona.email, email_verified: persona.emailVerified }));
}

/** users/{uid} of a persona with a role, as an administrator and the functions leave it. */
export function userDocFor(persona: Persona): UserDoc {
  const permissions = persona.permissions === undefined ? { read: true } : persona.permissions;
  const name = `Nombre ${persona.uid}`;
  return {
    ...(persona.role ? { role: persona.role, storeId: persona.storeId } : {}),
    ...(permissions === 'absent' ? {} : { permissions: permissions as UserDoc['permissions'] }),
    displayName: name,
    email: persona.email,
    phoneNumber: null,
    photoURL: null,
    emailVerified: persona.emailVerified,
    sortName: name.toLowerCase(),
    searchPrefixes: ['n', 'no', 'nombre', persona.uid.slice(0, 3)],
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  };
}

/** Writes users/{uid} of each persona (as userDocFor builds it), one after another. */
export async function seedUsers(db: Firestore, personas: readonly Persona[]): Promise<void> {
  for (const persona of personas) await setDoc(doc(db, COLLECTIONS.users, persona.uid), userDocFor(persona));
}

/**
 * A code of `leader`, of the seeded event 'evento-1', as generateCodes leaves it: made for the
 * leader's store (the configured store for a persona without one) unless `storeId` names another.
 */
export function codeDocFor(
  code: string,
  leader: Persona,
  { status = 'available', createdAt = SEED_TIME.toDate(), trackingId = 'lote-1', storeId = leader.storeId ?? DEFAULT_STORE_ID }: { status?: CodeDoc['status']; createdAt?: Date; trackingId?: string; storeId?: string } = {},
): CodeDoc {
  return {
    code,
    storeId,
    status,
    currentUses: 0,
    maxUses: 5,
    maxTickets: 2,
    ticketsSold: 0,
    handedOut: false,
    code_type: 'leader',
    leaderId: { id: leader.uid, displayName: `Nombre ${leader.uid}` },
    eventId: { id: 'evento-1', name: 'Concierto de prueba' },
    trackingId,
    createdAt: Timestamp.fromDate(createdAt),
    createdBy: 'admin1',
    updatedAt: Timestamp.fromDate(createdAt),
    deletedAt: null,
  };
}

/** What a persona tries: a few words for the test's name, and the call against their Firestore. */
export type RulesAttempt = [what: string, run: (db: Firestore) => Promise<unknown>];

/**
 * A test per attempt and per persona (null: a signed-out visitor), each refused by the rules:
 * "<persona> cannot <what>".
 */
export function testEachRefused(attempts: RulesAttempt[], who: Array<Persona | null>, firestoreFor: (persona: Persona | null) => Firestore): void {
  for (const [what, run] of attempts) {
    for (const persona of who) {
      it(`${persona?.label ?? 'a signed-out visitor'} cannot ${what}`, async () => {
        await assertFails(run(firestoreFor(persona)));
      });
    }
  }
}
