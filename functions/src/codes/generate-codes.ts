// generateCodes (admin only): `quantity` new codes for one leader and event, unique across the
// whole codes collection (deleted codes included), sharing one trackingId. The prefix is
// upper-cased and counts towards `length`; the rest is random over CODE_ALPHABET (no look-alike
// characters). Writes: batches of 500, all or nothing (lib/batches.ts). Two admins generating
// the same code at the same instant is not excluded (the check and the write are not one
// transaction); with at least 4 random characters over 31 symbols that chance is negligible.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { generateCustomId, randomString } from '../../../common/ids';
import { CODE_ALPHABET, generateCodesInputSchema } from '../../../common/schemas';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { commitAllOrNothing, findByValues, type ReversibleWrite } from '../lib/batches';
import { invalidField, parseCallableInput } from '../lib/errors';

/** Rounds of "draw, check against the collection, redraw the collisions" before giving up. */
const MAX_DRAW_ROUNDS = 8;
/** Above this many codes sharing the prefix, collisions are checked with `in` queries instead. */
const FULL_SCAN_MAX_CODES = 10_000;

export interface GenerateCodesResult {
  trackingId: string;
  codes: string[];
}

export async function generateCodes(request: CallableRequest<unknown>): Promise<GenerateCodesResult> {
  const adminUid = await requireAdmin(request);
  const input = parseCallableInput(generateCodesInputSchema, request.data);

  const [leader, event] = await Promise.all([db.doc(`users/${input.leaderId}`).get(), db.doc(`events/${input.eventId}`).get()]);
  if (!leader.exists) throw invalidField('leaderId', 'El campo leaderId no corresponde a un usuario existente.');
  if (!event.exists) throw invalidField('eventId', 'El campo eventId no corresponde a un evento existente.');

  const prefix = (input.prefix ?? '').toUpperCase();
  const codes = await drawUniqueCodes(prefix, input.length - prefix.length, input.quantity);
  const trackingId = generateCustomId();

  const firstName = leader.get('firstName') as string | undefined;
  const lastName = leader.get('lastName') as string | undefined;
  const displayName = (leader.get('displayName') as string | undefined) ?? [firstName, lastName].filter(Boolean).join(' ');
  const leaderRef = { id: leader.id, displayName, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  const eventRef = { id: event.id, name: (event.get('name') as string | undefined) ?? '' };

  const writes: ReversibleWrite[] = codes.map((code) => {
    const ref = db.collection('codes').doc(generateCustomId());
    const data = {
      code,
      status: 'available',
      currentUses: 0,
      maxUses: input.maxUses,
      maxTickets: input.maxTickets,
      code_type: input.code_type,
      ...(input.code_type === 'discount' ? { percent: input.percent } : {}),
      leaderId: leaderRef,
      eventId: eventRef,
      trackingId,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: adminUid,
      deletedAt: null,
    };
    return { ref, apply: (batch) => batch.create(ref, data), undo: (batch) => batch.delete(ref) };
  });
  await commitAllOrNothing(writes);
  return { trackingId, codes };
}

/**
 * Codes already taken that start with `prefix`, or null when there are too many to read.
 * Up to FULL_SCAN_MAX_CODES, one projection read of the prefix range (`code` only) is cheap
 * and fast everywhere, and then every collision is checked locally. Beyond that, candidates
 * are checked with `in` queries (chunks of 30), which are fast in production but take
 * seconds each on the local Firestore emulator once it holds a few thousand codes.
 */
async function takenCodesWithPrefix(prefix: string): Promise<Set<string> | null> {
  const codes = db.collection('codes');
  const range = prefix ? codes.where('code', '>=', prefix).where('code', '<', `${prefix}\uf8ff`) : codes;
  const snapshot = await range.select('code').limit(FULL_SCAN_MAX_CODES + 1).get();
  if (snapshot.size > FULL_SCAN_MAX_CODES) return null;
  return new Set(snapshot.docs.map((doc) => doc.get('code') as string));
}

/** Taken codes among `candidates`, by `where('code', 'in', chunk of 30)` queries. */
async function takenAmong(candidates: string[]): Promise<Set<string>> {
  return new Set((await findByValues('codes', 'code', candidates)).map((doc) => doc.get('code') as string));
}

async function drawUniqueCodes(prefix: string, randomLength: number, quantity: number): Promise<string[]> {
  const known = await takenCodesWithPrefix(prefix);
  const chosen = new Set<string>();
  for (let round = 0; round < MAX_DRAW_ROUNDS && chosen.size < quantity; round += 1) {
    const candidates = new Set<string>();
    // Bounded: a small code space (few random characters) must not loop forever.
    for (let draws = 0; candidates.size < quantity - chosen.size && draws < quantity * 20; draws += 1) {
      const code = prefix + randomString(CODE_ALPHABET, randomLength);
      if (!chosen.has(code) && !known?.has(code)) candidates.add(code);
    }
    const taken = known ? new Set<string>() : await takenAmong([...candidates]);
    for (const code of candidates) if (!taken.has(code)) chosen.add(code);
  }
  if (chosen.size < quantity) {
    throw new HttpsError(
      'resource-exhausted',
      'No hay suficientes códigos libres con ese prefijo y longitud. Usa un prefijo más corto o una longitud mayor.',
      { field: 'length' },
    );
  }
  return [...chosen];
}
