import { collection, doc, getCountFromServer, getDoc, getDocs, limit, orderBy, query, where, type DocumentData, type FirestoreDataConverter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { isReadingLeader } from '@common/access';
import { ROLE_LEADER } from '@common/constants';
import { searchKey } from '@common/leader-search';
import { displayNameOf } from '@common/person-name';
import { appEnv } from '@/lib/env';
import { readAllPages } from '@/lib/firebase/paged-query';
import { firestore } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@common/collections';

// The store's leaders (users/{uid} with role Leader and the configured store), as the
// administrators' pages list, search and open them. A search matches the beginning of the name,
// of any word of it, or of the e-mail through the searchPrefixes the functions keep
// (common/leader-search.ts): one indexed query, so a page costs its documents whatever the size
// of the store.

export interface Leader {
  uid: string;
  /** Display name, else first and last name; null when there is none. */
  name: string | null;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  /** False once an administrator revoked the leader's access. */
  active: boolean;
  /**
   * False while the leader has not confirmed their e-mail: the functions that create a leader
   * store emailVerified false, and the verification path stores true. A document without the
   * field (made before it existed) counts as confirmed.
   */
  emailConfirmed: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function toLeader(uid: string, data: DocumentData): Leader {
  return {
    uid,
    name: displayNameOf(data) || null,
    email: text(data.email),
    phone: text(data.phoneNumber),
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    active: isReadingLeader(data, appEnv.storeId),
    emailConfirmed: data.emailVerified !== false,
  };
}

const leaderConverter: FirestoreDataConverter<Leader | null> = {
  toFirestore: () => {
    throw new Error('Leaders are written by the functions only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toLeader(snapshot.id, snapshot.data()),
};

/** The store's leaders whose name or e-mail starts with `search` (all of them for ''), by name. */
export function leadersQuery(search: string): Query<Leader | null> {
  const key = searchKey(search);
  return query(
    collection(firestore, COLLECTIONS.users).withConverter(leaderConverter),
    where('storeId', '==', appEnv.storeId),
    where('role', '==', ROLE_LEADER),
    ...(key === '' ? [] : [where('searchPrefixes', 'array-contains', key)]),
    orderBy('sortName'),
    orderBy('__name__'),
  );
}

/** How many leaders `leadersQuery(search)` lists, counted on the server (one aggregation, not the documents). */
export async function countLeaders(search: string): Promise<number> {
  return (await getCountFromServer(leadersQuery(search))).data().count;
}

/** One leader of the store; null when the account is not one (another role, another store, none). */
export async function readLeader(uid: string): Promise<Leader | null> {
  try {
    const snapshot = await getDoc(doc(firestore, COLLECTIONS.users, uid));
    const data = snapshot.data();
    return data && data.role === ROLE_LEADER && data.storeId === appEnv.storeId ? toLeader(uid, data) : null;
  } catch (error) {
    // The rules refuse a profile of another store as if it did not exist for this administrator.
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** The first `max` leaders whose name or e-mail starts with `search` (a chooser's suggestions). */
export async function searchLeaders(search: string, max: number): Promise<Leader[]> {
  const snapshot = await getDocs(query(leadersQuery(search), limit(max)));
  return snapshot.docs.flatMap((leader) => leader.data() ?? []);
}

/** Leaders per request of an export (each page then reads the summaries of its leaders by id). */
export const LEADERS_EXPORT_PAGE_SIZE = 500;

/** Every leader `leadersQuery(search)` lists, by name, read in pages; `onPage` gets each page's leaders. */
export function readAllLeaders(search: string, onPage?: (leaders: Leader[]) => void | Promise<void>): Promise<Leader[]> {
  return readAllPages(leadersQuery(search), LEADERS_EXPORT_PAGE_SIZE, onPage);
}
