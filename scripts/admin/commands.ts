// The CLI's commands. Data (codes, notifications) goes to stdout; messages go to stderr.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { summarizeCodes } from '../../common/code-summary';
import { ROLE_ADMIN, TRACKED_CODE_STATUSES } from '../../common/constants';
import type { CodeDoc } from '../../common/data-model';
import type { AuthorizeUserInput, CreateLeaderInput, GenerateCodesInput } from '../../common/schemas';
import { callCallable } from './callable';
import type { Connection } from './connection';
import { withProgress } from './progress';

export class UsageError extends Error {}

const say = (message: string) => process.stderr.write(`${message}\n`);

export async function resolveLeaderUid(auth: Auth, db: Firestore, leader: string): Promise<string> {
  if (!leader.includes('@')) {
    if ((await db.doc(`users/${leader}`).get()).exists) return leader;
    throw new Error(`No existe el usuario ${leader} en users.`);
  }
  try {
    return (await auth.getUserByEmail(leader)).uid;
  } catch {
    throw new Error(`No existe una cuenta con el correo ${leader}.`);
  }
}

export async function resolveEventId(db: Firestore, event: string): Promise<string> {
  if (!event.includes('/') && (await db.doc(`events/${event}`).get()).exists) return event;
  const matches = await db.collection('events').where('name', '==', event).get();
  if (matches.size === 1) return matches.docs[0].id;
  if (matches.size === 0) throw new Error(`No existe un evento con el id o el nombre "${event}".`);
  throw new Error(`Hay ${matches.size} eventos llamados "${event}": usa el id (${matches.docs.map((doc) => doc.id).join(', ')}).`);
}

export interface GenerateCodesFlags {
  leader: string;
  event: string;
  input: Omit<GenerateCodesInput, 'leaderId' | 'eventId'>;
}

export async function generateCodesCommand(connection: Connection, flags: GenerateCodesFlags): Promise<void> {
  const [leaderId, eventId] = await Promise.all([
    resolveLeaderUid(connection.auth, connection.db, flags.leader),
    resolveEventId(connection.db, flags.event),
  ]);
  const target = await connection.callableTarget();
  const quantity = flags.input.quantity ?? 10;
  const result = await withProgress(`Generando ${quantity} códigos`, () =>
    callCallable<{ trackingId: string; codes: string[] }>(target, 'generateCodes', { ...flags.input, leaderId, eventId }),
  );
  process.stdout.write(`${result.codes.join('\n')}\n`);
  say(`✔ ${result.codes.length} códigos generados para ${flags.leader} (trackingId ${result.trackingId}).`);
}

export async function createLeaderCommand(connection: Connection, input: CreateLeaderInput): Promise<void> {
  const target = await connection.callableTarget();
  const result = await withProgress('Creando líder', () => callCallable<{ uid: string; email: string }>(target, 'createLeader', input));
  process.stdout.write(`${result.uid}\n`);
  say(`✔ Líder ${result.email} creado (uid ${result.uid}); la invitación para definir la contraseña está en el buzón de salida (mail).`);
}

export async function authorizeCommand(connection: Connection, input: AuthorizeUserInput): Promise<void> {
  const target = await connection.callableTarget();
  const result = await withProgress('Autorizando usuario', () =>
    callCallable<{ uid: string; notificationMarkedRead: boolean }>(target, 'authorizeUser', input),
  );
  say(
    `✔ ${input.email ?? input.uid} ahora es Leader (uid ${result.uid}).` +
      (result.notificationMarkedRead ? ' Su notificación quedó marcada como leída.' : ''),
  );
}

export async function removeCodesCommand(connection: Connection, codes: string[]): Promise<void> {
  const target = await connection.callableTarget();
  const result = await withProgress(`Eliminando ${codes.length} códigos`, () =>
    callCallable<{ removed: string[]; alreadyDeleted: string[]; notFound: string[] }>(target, 'removeCodes', { codes }),
  );
  say(`✔ Eliminados: ${result.removed.length}.`);
  if (result.alreadyDeleted.length) say(`  Ya estaban eliminados: ${result.alreadyDeleted.join(', ')}`);
  if (result.notFound.length) say(`  No existen: ${result.notFound.join(', ')}`);
  if (result.notFound.length > 0 && result.removed.length === 0 && result.alreadyDeleted.length === 0) {
    throw new Error('Ninguno de los códigos existe.');
  }
}

export interface UnreadAdminNotification {
  uid: string;
  description: string;
  date: Date | null;
}

/** Unread 'Admin' notifications (registrations waiting for authorization), oldest first. */
export async function unreadAdminNotifications(db: Firestore): Promise<UnreadAdminNotification[]> {
  const snapshot = await db.collection('notifications').where('title', '==', ROLE_ADMIN).where('status', '==', 'Unread').get();
  return snapshot.docs
    .map((doc) => ({
      uid: String(doc.get('link') ?? doc.id),
      description: String(doc.get('description') ?? ''),
      date: (doc.get('date') as { toDate(): Date } | undefined)?.toDate() ?? null,
    }))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

export async function listNotificationsCommand(connection: Connection): Promise<void> {
  const notifications = await unreadAdminNotifications(connection.db);
  if (notifications.length === 0) {
    say('No hay notificaciones pendientes.');
    return;
  }
  for (const notification of notifications) {
    const date = notification.date ? notification.date.toISOString().slice(0, 16).replace('T', ' ') : '—';
    process.stdout.write(`${date}  ${notification.uid}  ${notification.description}\n`);
  }
  say(`${notifications.length} notificaciones sin leer. Autoriza con: npm run admin -- authorize EMAIL`);
}

/**
 * Counts a leader's tracked codes again and rewrites codeSummaries/{uid}: for codes written or
 * edited outside the admin callables (by hand in the console, imports). Prints "uid total".
 */
export async function recountSummariesCommand(connection: Connection, leaders: string[]): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  for (const leader of leaders) {
    const uid = await resolveLeaderUid(connection.auth, connection.db, leader);
    const codes = await connection.db
      .collection('codes')
      .where('leaderId.id', '==', uid)
      .where('status', 'in', TRACKED_CODE_STATUSES)
      .select('status', 'eventId')
      .get();
    const summary = summarizeCodes(codes.docs.map((doc) => doc.data() as Pick<CodeDoc, 'status' | 'eventId'>));
    await connection.db.doc(`codeSummaries/${uid}`).set({ ...summary, updatedAt: FieldValue.serverTimestamp() });
    process.stdout.write(`${uid} ${summary.total}\n`);
    say(`✔ ${leader}: ${summary.total} códigos en ${Object.keys(summary.events).length} eventos.`);
  }
}

/** The latest e-mails of the local outbox (mail), newest first, with the link each one carries. */
export async function outboxCommand(connection: Connection, limit = 10): Promise<void> {
  const snapshot = await connection.db.collection('mail').orderBy('createdAt', 'desc').limit(limit).get();
  if (snapshot.empty) {
    say('El buzón de salida está vacío.');
    return;
  }
  for (const doc of snapshot.docs) {
    const createdAt = (doc.get('createdAt') as { toDate(): Date } | undefined)?.toDate();
    const to = ([] as string[]).concat(doc.get('to') ?? []).join(', ');
    process.stdout.write(
      `${createdAt ? createdAt.toISOString().slice(0, 16).replace('T', ' ') : '—'}  ${to}  ${String(doc.get('message.subject') ?? '')}\n` +
        `    ${String(doc.get('link') ?? '')}\n`,
    );
  }
}
