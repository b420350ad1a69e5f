// renameEventInCodes (Firestore trigger on events/{eventId}): codes carry their event's name (the
// leaders' pages, the CSV and the summaries show it without reading the event). When the shop
// renames an event (PUT /v1/events/{eventId}), the new name is written into its codes, a page at a
// time, and into the summaries of their leaders and batches. A rename is rare; its cost grows with
// the event's codes, once. Retried on failure: it writes only what still has another name.
// Deliveries come in any order (and a retried one comes late): the name written is the one the
// event has when the delivery runs, never the one it carries.
import { FieldPath, FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { isTrackedStatus } from '../../../common/code-summary';
import { db } from '../lib/admin';
import { chunk } from '../../../common/chunk';
import { updateInPages } from '../lib/batches';
import { CODE_BATCH_SUMMARIES, COLLECTIONS } from '../../../common/collections';

const PAGE = 400;

function renames(before: DocumentData | null, after: DocumentData | null): boolean {
  const name = after?.name;
  return before !== null && typeof name === 'string' && name !== '' && name !== before.name;
}

async function currentName(eventId: string): Promise<string | null> {
  const name = (await db.collection(COLLECTIONS.events).doc(eventId).get()).get('name');
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * For a delivery that renames the event: writes the event's current name into its codes and
 * their summaries, and again while the event is renamed meanwhile (the pages written before a
 * newer rename may hold the older name).
 */
export async function renameEventInCodes(eventId: string, change: { before: DocumentData | null; after: DocumentData | null }): Promise<{ codes: number; leaders: number }> {
  const written = { codes: 0, leaders: 0 };
  if (!renames(change.before, change.after)) return written;
  let name = await currentName(eventId);
  while (name !== null) {
    const round = await writeEventName(eventId, name);
    written.codes += round.codes;
    written.leaders = round.leaders;
    const nameNow = await currentName(eventId);
    if (nameNow === name) break;
    name = nameNow;
  }
  return written;
}

async function writeEventName(eventId: string, name: string): Promise<{ codes: number; leaders: number }> {
  const leaders = new Map<string, Set<string>>();
  const eventCodes = db.collection(COLLECTIONS.codes).where('eventId.id', '==', eventId).orderBy(FieldPath.documentId());
  const codes = await updateInPages(db, eventCodes, PAGE, (code, batch) => {
    const leader = code.get('leaderId.id');
    // Only tracked codes are in the summaries: a removed one must not bring its event back there.
    if (typeof leader === 'string' && leader !== '' && isTrackedStatus(code.get('status'))) {
      const batches = leaders.get(leader) ?? new Set<string>();
      const trackingId = code.get('trackingId');
      if (typeof trackingId === 'string' && trackingId !== '') batches.add(trackingId);
      leaders.set(leader, batches);
    }
    if (code.get('eventId.name') === name) return false;
    batch.update(code.ref, new FieldPath('eventId', 'name'), name);
    return true;
  });
  // The summaries: one update per leader (only the event's name), one per batch of the event.
  for (const [leader, batches] of leaders) {
    const summary = db.collection(COLLECTIONS.codeSummaries).doc(leader);
    await summary.set({ events: { [eventId]: { name } }, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    for (const group of chunk([...batches], PAGE)) {
      const writes = db.batch();
      for (const trackingId of group) writes.set(summary.collection(CODE_BATCH_SUMMARIES).doc(trackingId), { eventName: name }, { merge: true });
      await writes.commit();
    }
  }
  return { codes, leaders: leaders.size };
}
