import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { appEnv } from '@/lib/env';
import { firestore } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@common/collections';

// What the administrators' forms read of the store: the shop link template as stored (even one
// the app would ignore, so the administrator sees and fixes it) and the events codes are
// generated for (written by the store's ticketing system, not by this app).

/** stores/{configured}.shopCodeUrlTemplate as stored; '' when there is none. */
export async function readSavedShopTemplate(): Promise<string> {
  const snapshot = await getDoc(doc(firestore, COLLECTIONS.stores, appEnv.storeId));
  const template = snapshot.get('shopCodeUrlTemplate');
  return typeof template === 'string' ? template : '';
}

export interface EventOption {
  id: string;
  name: string;
}

/** Most events the code generation form offers (by name). */
export const EVENTS_LIMIT = 500;

/** The events, by name. */
export async function readEvents(): Promise<EventOption[]> {
  const snapshot = await getDocs(query(collection(firestore, COLLECTIONS.events), orderBy('name'), limit(EVENTS_LIMIT)));
  return snapshot.docs.map((event) => ({ id: event.id, name: typeof event.get('name') === 'string' ? (event.get('name') as string) : event.id }));
}
