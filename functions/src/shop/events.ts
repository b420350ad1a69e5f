// PUT /v1/events/{eventId}: the shop creates or updates an event (its name, start, end and venue).
// The administrators' generation form lists events by name and codes copy the name; when endsAt
// passes, the shopMaintenance sweep expires the event's available codes.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { eventDocId, type EventView, type PutEventRequest } from '../../../common/shop-api';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../../../common/collections';


export function eventView(eventId: string, data: DocumentData): EventView {
  const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString());
  return {
    eventId,
    name: typeof data.name === 'string' ? data.name : eventId,
    startsAt: iso(data.startsAt),
    endsAt: iso(data.endsAt),
    venue: typeof data.venue === 'string' ? data.venue : null,
  };
}

/** Writes the event; true when it did not exist before (201). */
export async function putEvent(eventId: string, input: PutEventRequest): Promise<{ created: boolean; event: EventView }> {
  const ref = db.collection(COLLECTIONS.events).doc(eventDocId(eventId));
  const fields = {
    name: input.name,
    startsAt: Timestamp.fromDate(new Date(input.startsAt)),
    endsAt: Timestamp.fromDate(new Date(input.endsAt)),
    venue: input.venue ?? null,
    updatedAt: FieldValue.serverTimestamp(),
  };
  // create() decides "new" atomically: two shops putting the same new event at once get one 201.
  try {
    await ref.create({ ...fields, codesState: 'open', createdAt: FieldValue.serverTimestamp() });
    return { created: true, event: eventView(eventId, fields) };
  } catch (error) {
    if ((error as { code?: number }).code !== 6) throw error;
  }
  // An event that the sweep closed keeps codesState 'ended': if its end moved later, the sweep
  // gives its codes back (statusWhenEventReopens).
  await ref.update(fields);
  return { created: false, event: eventView(eventId, fields) };
}
