// generateCodes (admin only): `quantity` new codes for one leader and event, unique across the
// whole codes collection (deleted codes included), sharing one trackingId. The prefix is
// upper-cased and counts towards `length`; the rest is random over CODE_ALPHABET (no look-alike
// characters). Uniqueness is atomic: each code reserves `codeKeys/{CODE}` with create() in the
// same batch as its document (code-reservation.ts), 250 codes per batch, all or nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { generateCustomId, randomString } from '../../../common/ids';
import { CODE_ALPHABET, generateCodesInputSchema } from '../../../common/schemas';
import { isReadingLeader } from '../../../common/leader-access';
import { oneLineName } from '../email/account-name';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { invalidField, parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { CodeReservationExhaustedError, CodeSpaceExhaustedError, reserveCodes } from './code-reservation';
import { summaryWrites } from './code-summary';

export interface GenerateCodesResult {
  trackingId: string;
  codes: string[];
}

export async function generateCodes(request: CallableRequest<unknown>): Promise<GenerateCodesResult> {
  const adminUid = await requireAdmin(request);
  const input = parseCallableInput(generateCodesInputSchema, request.data);

  const [leader, event, account] = await Promise.all([
    db.doc(`users/${input.leaderId}`).get(),
    db.doc(`events/${input.eventId}`).get(),
    adminAuth.getUser(input.leaderId).catch(() => null),
  ]);
  if (!leader.exists) throw invalidField('leaderId', 'El campo leaderId no corresponde a un usuario existente.');
  if (!event.exists) throw invalidField('eventId', 'El campo eventId no corresponde a un evento existente.');
  if (!isReadingLeader(leader.data(), configuredStoreId())) {
    throw invalidField('leaderId', 'El campo leaderId no corresponde a un líder de la tienda con acceso (rol Leader, la tienda configurada y lectura no revocada).');
  }
  // A leader created by createLeader confirms the e-mail by setting a password through the invitation.
  if (!account || account.disabled || !account.emailVerified) {
    throw invalidField('leaderId', 'El líder del campo leaderId aún no ha confirmado su correo electrónico o su cuenta está deshabilitada.');
  }

  const prefix = (input.prefix ?? '').toUpperCase();
  const randomLength = input.length - prefix.length;
  const trackingId = generateCustomId();

  // Copied into every code: short, one-line names whatever the profile holds.
  const firstName = oneLineName(leader.get('firstName')) || undefined;
  const lastName = oneLineName(leader.get('lastName')) || undefined;
  const displayName = oneLineName(leader.get('displayName')) || oneLineName([firstName, lastName].filter(Boolean).join(' '));
  const leaderRef = { id: leader.id, displayName, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  const eventRef = { id: event.id, name: (event.get('name') as string | undefined) ?? '' };

  try {
    const { codes } = await reserveCodes({
      db,
      quantity: input.quantity,
      draw: () => prefix + randomString(CODE_ALPHABET, randomLength),
      newCodeId: () => generateCustomId(),
      codeData: (code) => ({
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
      }),
      keyData: (_code, codeId) => ({ codeId, trackingId, createdAt: FieldValue.serverTimestamp() }),
      // The leader's summary grows in the same batch as each group of codes.
      alsoInEachBatch: (reserved) =>
        summaryWrites(db, [{ leaderUid: leader.id, eventId: event.id, eventName: eventRef.name, delta: reserved.length }], FieldValue),
      onUndoFailed: (error, paths) => logger.error('generateCodes: undo failed; fix these documents by hand', { paths }, error),
    });
    return { trackingId, codes: codes.map(({ code }) => code) };
  } catch (error) {
    if (error instanceof CodeSpaceExhaustedError) {
      throw new HttpsError(
        'resource-exhausted',
        'No hay suficientes códigos libres con ese prefijo y longitud. Usa un prefijo más corto o una longitud mayor.',
        { field: 'length' },
      );
    }
    if (error instanceof CodeReservationExhaustedError) {
      throw new HttpsError(
        'aborted',
        'No se pudieron reservar códigos únicos tras varios intentos; no se creó ninguno. Inténtalo de nuevo o usa una longitud mayor.',
        { field: 'length' },
      );
    }
    throw error;
  }
}
