// The CLI's commands. Data (codes, notifications) goes to stdout; messages go to stderr.
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase-admin/firestore';
import { codeKeyOf } from '../../common/code-value';
import { DEFAULT_STORE_ID, ROLE_ADMIN, ROLE_LEADER } from '../../common/constants';
import { REGISTRATION_NOTICE_TEXTS } from '../../common/registration-notice';
import { isDocumentId } from '../../common/text-fields';
import { generateCodesInputSchema, type GenerateCodesInput } from '../../common/code-generation';
import { firstIssue, type AuthorizeUserInput, type CreateLeaderInput } from '../../common/schemas';
import { countLeaderSummaries, recountLeaderSummaries, summaryMatches } from '../../functions/src/codes/recount-summaries';
import { recountLeaderSales } from '../../functions/src/sales/leader-sales';
import type { Connection } from './connection';
import { withProgress } from './progress';
import { COLLECTIONS } from '../../common/collections.ts';

const say = (message: string) => process.stderr.write(`${message}\n`);

export async function resolveLeaderUid(auth: Auth, db: Firestore, leader: string): Promise<string> {
  if (!leader.includes('@')) {
    if ((await db.collection(COLLECTIONS.users).doc(leader).get()).exists) return leader;
    throw new Error(`No existe el usuario ${leader} en users.`);
  }
  try {
    return (await auth.getUserByEmail(leader)).uid;
  } catch {
    throw new Error(`No existe una cuenta con el correo ${leader}.`);
  }
}

export async function resolveEventId(db: Firestore, event: string): Promise<string> {
  if (!event.includes('/') && (await db.collection(COLLECTIONS.events).doc(event).get()).exists) return event;
  const matches = await db.collection(COLLECTIONS.events).where('name', '==', event).get();
  if (matches.size === 1) return matches.docs[0].id;
  if (matches.size === 0) throw new Error(`No existe un evento con el id o el nombre "${event}".`);
  throw new Error(`Hay ${matches.size} eventos llamados "${event}": usa el id (${matches.docs.map((doc) => doc.id).join(', ')}).`);
}

export interface GenerateCodesFlags {
  leader: string;
  event: string;
  /** Reuse the id of a request whose answer was lost: the function returns that batch instead of a second one. */
  requestId?: string;
  input: Omit<GenerateCodesInput, 'leaderId' | 'eventId' | 'requestId'>;
}

export async function generateCodesCommand(connection: Connection, flags: GenerateCodesFlags): Promise<void> {
  const [leaderId, eventId] = await Promise.all([
    resolveLeaderUid(connection.auth, connection.db, flags.leader),
    resolveEventId(connection.db, flags.event),
  ]);
  const requestId = flags.requestId ?? randomUUID();
  // The function's own rules, checked before anything is sent: the same words it would answer with.
  const checked = generateCodesInputSchema.safeParse({ ...flags.input, leaderId, eventId, requestId });
  if (!checked.success) throw new Error(firstIssue(checked.error).message);
  const request = checked.data;
  const callables = await connection.callables();
  // Printed first, so a retry after a lost answer can send the same id and get the same batch.
  say(`Solicitud ${requestId} (si no llega la respuesta, reintenta con --request-id ${requestId} para no duplicar el lote).`);
  const result = await withProgress(`Generando ${request.quantity} códigos`, () =>
    callables.call<{ trackingId: string; codes: string[] }>('generateCodes', request),
  );
  process.stdout.write(`${result.codes.join('\n')}\n`);
  const label = request.batchName ? `lote «${request.batchName}», ` : '';
  say(`✔ ${result.codes.length} códigos generados para ${flags.leader} (${label}trackingId ${result.trackingId}, solicitud ${requestId}).`);
}

export async function createLeaderCommand(connection: Connection, input: CreateLeaderInput): Promise<void> {
  const callables = await connection.callables();
  const result = await withProgress('Creando líder', () => callables.call<{ uid: string; email: string }>('createLeader', input));
  process.stdout.write(`${result.uid}\n`);
  say(`✔ Líder ${result.email} creado (uid ${result.uid}); la invitación para definir la contraseña está en el buzón de salida (mail).`);
}

export async function authorizeCommand(connection: Connection, input: AuthorizeUserInput): Promise<void> {
  const callables = await connection.callables();
  const result = await withProgress('Autorizando usuario', () =>
    callables.call<{ uid: string; notificationMarkedRead: boolean }>('authorizeUser', input),
  );
  say(
    `✔ ${input.email ?? input.uid} ahora es Leader (uid ${result.uid}).` +
      (result.notificationMarkedRead ? ' Su notificación quedó marcada como leída.' : ''),
  );
}

/** Revokes (read false) or restores (read true) a leader's access through setLeaderAccess. */
export async function setLeaderAccessCommand(connection: Connection, email: string, read: boolean): Promise<void> {
  const uid = await resolveLeaderUid(connection.auth, connection.db, email);
  const callables = await connection.callables();
  await withProgress(read ? 'Restaurando acceso' : 'Revocando acceso', () => callables.call<{ uid: string; read: boolean }>('setLeaderAccess', { uid, read }));
  process.stdout.write(`${uid}\n`);
  say(read ? `✔ ${email} vuelve a tener acceso (uid ${uid}).` : `✔ ${email} ya no tiene acceso (uid ${uid}); su sesión abierta se cierra al instante.`);
}

/** Turns down a registration waiting for authorization through rejectRegistration. */
export async function rejectCommand(connection: Connection, email: string): Promise<void> {
  const uid = await resolveLeaderUid(connection.auth, connection.db, email);
  const callables = await connection.callables();
  await withProgress('Rechazando solicitud', () => callables.call<{ uid: string }>('rejectRegistration', { uid }));
  process.stdout.write(`${uid}\n`);
  say(`✔ Solicitud de ${email} rechazada (uid ${uid}); la cuenta queda sin acceso y su notificación, leída.`);
}

export async function removeCodesCommand(connection: Connection, codes: string[]): Promise<void> {
  const callables = await connection.callables();
  const result = await withProgress(`Eliminando ${codes.length} códigos`, () =>
    callables.call<{ removed: string[]; alreadyDeleted: string[]; notFound: string[] }>('removeCodes', { codes }),
  );
  say(`✔ Eliminados: ${result.removed.length}.`);
  if (result.alreadyDeleted.length) say(`  Ya estaban eliminados: ${result.alreadyDeleted.join(', ')}`);
  if (result.notFound.length) say(`  No existen: ${result.notFound.join(', ')}`);
  if (result.notFound.length > 0 && result.removed.length === 0 && result.alreadyDeleted.length === 0) {
    throw new Error('Ninguno de los códigos existe.');
  }
}

/**
 * Makes an existing account an active administrator of `storeId` (users/{uid}, merged: role
 * 'Admin', the store, access granted) with firebase-admin only: the way to create the first
 * administrator of a new project, before any callable can be used. The functions and the rules
 * accept only an Admin of the configured store, so the store must be the functions' STORE_ID.
 */
export async function grantAdminCommand(connection: Connection, email: string, storeId: string = DEFAULT_STORE_ID): Promise<void> {
  let uid: string;
  try {
    uid = (await connection.auth.getUserByEmail(email)).uid;
  } catch {
    throw new Error(`No existe una cuenta con el correo ${email}: créala primero (consola de Firebase → Authentication → Agregar usuario).`);
  }
  await connection.db
    .collection(COLLECTIONS.users).doc(uid)
    .set({ email, role: ROLE_ADMIN, storeId, permissions: { read: true }, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  process.stdout.write(`${uid}\n`);
  say(`✔ ${email} ahora es Admin de la tienda ${storeId} (uid ${uid}). Úsalo con --admin-uid ${uid} o --admin-email ${email}.`);
}

export interface UnreadAdminNotification {
  uid: string;
  description: string;
  date: Date | null;
}

/** Unread 'Admin' notifications (registrations waiting for authorization), oldest first. */
export async function unreadAdminNotifications(db: Firestore): Promise<UnreadAdminNotification[]> {
  const snapshot = await db.collection(COLLECTIONS.notifications).where('title', '==', REGISTRATION_NOTICE_TEXTS.title).where('status', '==', 'Unread').get();
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
  say(`${notifications.length} notificaciones sin leer. Autoriza con: npm run admin -- authorize EMAIL; rechaza con: npm run admin -- reject EMAIL`);
}

/** The uid of `leader` (e-mail or uid) when it is a leader of `storeId`; otherwise an error that says why. */
async function leaderOfStore(connection: Connection, leader: string, storeId: string): Promise<string> {
  const uid = await resolveLeaderUid(connection.auth, connection.db, leader);
  const profile = (await connection.db.collection(COLLECTIONS.users).doc(uid).get()).data();
  if (profile?.role !== ROLE_LEADER || profile.storeId !== storeId) {
    throw new Error(
      profile?.role === ROLE_LEADER
        ? `${leader} es líder de otra tienda (${String(profile.storeId)}), no de ${storeId}: su resumen no se toca.`
        : `${leader} no es un líder (rol Leader) de la tienda ${storeId}.`,
    );
  }
  return uid;
}

/**
 * The leaders a recount is for, each as named and by uid: every leader of the store with `all`,
 * else each one named (an e-mail or a uid), all checked to be the store's before anything is
 * counted or written.
 */
async function leadersToRecount(connection: Connection, leaders: string[], { all, storeId }: { all?: boolean; storeId: string }): Promise<Array<{ leader: string; uid: string }>> {
  const targets = all
    ? (await connection.db.collection(COLLECTIONS.users).where('role', '==', ROLE_LEADER).where('storeId', '==', storeId).select().get()).docs.map((doc) => ({ leader: doc.id, uid: doc.id }))
    : await Promise.all(leaders.map(async (leader) => ({ leader, uid: await leaderOfStore(connection, leader, storeId) })));
  if (targets.length === 0) throw new Error(all ? `La tienda ${storeId} no tiene líderes.` : 'Indica al menos un líder (correo o uid), o --all.');
  return targets;
}

type RecountOptions = { all?: boolean; check?: boolean; store?: string };
type RecountKit = { db: Connection['db']; FieldValue: typeof FieldValue };

/** One recount command: how it checks a leader, how it repairs one, and what it says. */
interface LeaderRecount {
  /** Whether the stored figures equal a recount (writes nothing). */
  check(kit: RecountKit, uid: string): Promise<boolean>;
  /** Recounts and rewrites, and prints the leader's line. */
  fix(kit: RecountKit, uid: string, leader: string): Promise<void>;
  matches(leader: string): string;
  differs(leader: string): string;
  failed(differing: number, total: number): string;
}

/**
 * Runs a recount for each leader (leadersToRecount): repairs each one, or with `check` prints
 * "uid ok" or "uid differs" for each and fails at the end when any differs.
 */
async function recountEachLeader(connection: Connection, leaders: string[], options: RecountOptions, recount: LeaderRecount): Promise<void> {
  const kit = { db: connection.db, FieldValue };
  const targets = await leadersToRecount(connection, leaders, { all: options.all, storeId: options.store ?? DEFAULT_STORE_ID });
  let differing = 0;
  for (const { leader, uid } of targets) {
    if (!options.check) {
      await recount.fix(kit, uid, leader);
      continue;
    }
    const matches = await recount.check(kit, uid);
    if (!matches) differing += 1;
    process.stdout.write(`${uid} ${matches ? 'ok' : 'differs'}\n`);
    say(matches ? recount.matches(leader) : recount.differs(leader));
  }
  if (differing > 0) throw new Error(recount.failed(differing, targets.length));
}

/**
 * Counts a leader's codes again and rewrites their aggregates (codeSummaries/{uid} and its
 * batches, functions/src/codes/recount-summaries.ts: safe while the summarizeCodeWrite trigger
 * still has events to deliver and while codes change) and the keys that let them look their
 * codes up by value (codeKeys/{CODE}): the repair for codes changed while the trigger could not
 * count them (imports with triggers paused, an outage). Only leaders of `store` (the functions'
 * STORE_ID): another store's leaders are that store's to repair; `all` takes every leader of the
 * store. Prints "uid total". With `check`, writes nothing: prints whether the stored aggregates
 * equal the recount ("uid ok" or "uid differs") and fails when any differs (the check of a
 * restored database).
 */
export async function recountSummariesCommand(connection: Connection, leaders: string[], options: RecountOptions = {}): Promise<void> {
  const { db } = connection;
  await recountEachLeader(connection, leaders, options, {
    check: async (kit, uid) => summaryMatches(await countLeaderSummaries(kit, uid)),
    async fix(kit, uid, leader) {
      const { summary, codes, attempts } = await recountLeaderSummaries(kit, uid);
      // The reservation of any value that has none, so the leader can look the code up by value.
      const withValue = codes.flatMap((doc) => {
        const value = codeKeyOf(String(doc.get('code') ?? ''));
        return value === null ? [] : [{ doc, value }];
      });
      const reservations = withValue.length > 0 ? await db.getAll(...withValue.map(({ value }) => db.collection(COLLECTIONS.codeKeys).doc(value))) : [];
      const writer = db.bulkWriter();
      withValue.forEach(({ doc, value }, i) => {
        const reservation = reservations[i];
        if (!reservation.exists) {
          writer.create(reservation.ref, { codeId: doc.id, trackingId: String(doc.get('trackingId') ?? ''), createdAt: FieldValue.serverTimestamp() });
        } else if (reservation.get('codeId') !== doc.id) {
          say(`⚠ El valor ${value} ya pertenece a otro código (${String(reservation.get('codeId'))}); su clave no se cambió.`);
        }
      });
      await writer.close();
      process.stdout.write(`${uid} ${summary.total}\n`);
      say(`✔ ${leader}: ${summary.total} códigos en ${Object.keys(summary.events).length} eventos${attempts > 1 ? ` (${attempts} recuentos: el resumen cambió mientras contaba)` : ''}.`);
    },
    matches: (leader) => `✔ ${leader}: el resumen coincide con el recuento.`,
    differs: (leader) => `✖ ${leader}: el resumen no coincide con el recuento (corrígelo sin --check).`,
    failed: (differing, total) => `${differing} de ${total} resúmenes no coinciden con el recuento.`,
  });
}

/**
 * Recomputes what each leader's codes sold (leaderSales/{uid} and its eventSales,
 * functions/src/sales/leader-sales.ts) from the shop's orders: every order is brought up to date
 * through the same transaction as the trigger's, then the figures are rewritten as the sum of
 * what the orders added, in one transaction. Safe while orders change. Only leaders of `store`;
 * `all` takes every leader of the store. Prints "uid orders tickets amount". With `check`, writes
 * nothing: prints "uid ok" or "uid differs" and fails when any differs.
 */
export async function recountSalesCommand(connection: Connection, leaders: string[], options: RecountOptions = {}): Promise<void> {
  await recountEachLeader(connection, leaders, options, {
    check: async (kit, uid) => (await recountLeaderSales(kit, uid, { check: true })).matches,
    async fix(kit, uid, leader) {
      const result = await recountLeaderSales(kit, uid, { check: false });
      process.stdout.write(`${uid} ${result.total.orders} ${result.total.tickets} ${result.total.amount}\n`);
      say(`✔ ${leader}: ${result.total.orders} pedidos, ${result.total.tickets} entradas, ₡${result.total.amount}, ${result.total.refunds} reembolsos${result.matches ? '' : ' (corregido)'}.`);
    },
    matches: (leader) => `✔ ${leader}: las ventas coinciden con los pedidos.`,
    differs: (leader) => `✖ ${leader}: las ventas no coinciden con los pedidos (corrígelas sin --check).`,
    failed: (differing, total) => `${differing} de ${total} líderes tienen ventas que no coinciden con sus pedidos.`,
  });
}

/** Codes one page of backfill-code-stores reads. */
export const BACKFILL_PAGE_SIZE = 500;

/**
 * The migration that gives every code its store: a code written before codes carried `storeId`
 * (or with an empty one) gets its leader's store (users/{uid}.storeId). Reads the whole codes
 * collection a page at a time (by document id, only the two fields it needs), writes only the
 * codes that lack a store, and never changes a store a code already has (a code keeps the store
 * it was made for, even if its leader moved): running it again changes nothing. A code whose
 * leader has no profile or no store is left as it is, and its leader named. Prints how many codes
 * it changed.
 */
export async function backfillCodeStoresCommand(connection: Connection, pageSize: number = BACKFILL_PAGE_SIZE): Promise<void> {
  const { db } = connection;
  const storeOfLeader = new Map<string, string | null>();
  const writer = db.bulkWriter();
  const failed: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failed.push(error.documentRef.id);
    return false;
  });
  let withoutStore = 0;
  const leadersWithoutStore = new Set<string>();
  let reviewed = 0;
  let pages = 0;
  let updated = 0;
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    const ordered = db.collection(COLLECTIONS.codes).orderBy(FieldPath.documentId()).select('leaderId', 'storeId').limit(pageSize);
    const page: QuerySnapshot = await (last ? ordered.startAfter(last) : ordered).get();
    pages += 1;
    reviewed += page.size;
    const missing = page.docs.filter((doc) => typeof doc.get('storeId') !== 'string' || doc.get('storeId') === '');
    const leaderOf = (doc: QueryDocumentSnapshot) => String(doc.get('leaderId.id') ?? '');
    const unknown = [...new Set(missing.map(leaderOf))].filter((uid) => !storeOfLeader.has(uid));
    const valid = unknown.filter(isDocumentId);
    const profiles = valid.length > 0 ? await db.getAll(...valid.map((uid) => db.collection(COLLECTIONS.users).doc(uid))) : [];
    unknown.forEach((uid) => storeOfLeader.set(uid, null));
    profiles.forEach((profile) => {
      const storeId = profile.get('storeId');
      if (typeof storeId === 'string' && storeId !== '') storeOfLeader.set(profile.id, storeId);
    });
    for (const doc of missing) {
      const storeId = storeOfLeader.get(leaderOf(doc));
      if (!storeId) {
        withoutStore += 1;
        leadersWithoutStore.add(leaderOf(doc) || '(sin líder)');
        continue;
      }
      // Only the store: the summaries, the keys and updatedAt stay as they are.
      void writer.update(doc.ref, { storeId }).then(() => (updated += 1), () => undefined);
    }
    if (page.size < pageSize) break;
    last = page.docs[page.docs.length - 1];
  }
  await writer.close();
  process.stdout.write(`${updated}\n`);
  say(`✔ ${reviewed} códigos revisados en ${pages} páginas; ${updated} recibieron la tienda de su líder.`);
  if (withoutStore > 0) {
    const leaders = [...leadersWithoutStore];
    say(
      `⚠ ${withoutStore} códigos quedan sin tienda: su líder no tiene documento users con storeId (líderes: ${leaders.slice(0, 20).join(', ')}${leaders.length > 20 ? ', …' : ''}).`,
    );
  }
  if (failed.length > 0) throw new Error(`No se pudo escribir la tienda de ${failed.length} códigos (${failed.slice(0, 20).join(', ')}); vuelve a ejecutar el comando.`);
}

/** The latest e-mails of the local outbox (mail), newest first, with the link each one carries. */
export async function outboxCommand(connection: Connection, limit = 10): Promise<void> {
  const snapshot = await connection.db.collection(COLLECTIONS.mail).orderBy('createdAt', 'desc').limit(limit).get();
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
