import { getDocsFromCache, getDocsFromServer, limit, query, startAfter, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { eventCodesQuery, type CodesScope } from '@/lib/codes/code-queries';
import type { TrackedCode } from '@/lib/codes/tracked-code';

/** Codes per request: a few round trips for a large event, each well within what a phone handles. */
export const EVENT_CODES_PAGE_SIZE = 2500;

export interface EventCodesProgress {
  loaded: number;
  /** How many the event has, as its summary says (the progress bar's end). */
  expected: number;
}

/**
 * All of the leader's tracked codes of one event, newest first, read from the server in pages,
 * with the progress after each page. For an event whose codes are not all loaded already (its
 * expired codes, a past event): its copy, share and CSV.
 */
export async function readEventCodes(
  uid: string,
  eventId: string,
  { expected, onProgress, scope }: { expected: number; onProgress?(progress: EventCodesProgress): void; scope?: CodesScope },
): Promise<TrackedCode[]> {
  const codes: TrackedCode[] = [];
  let last: QueryDocumentSnapshot<TrackedCode | null> | null = null;
  for (;;) {
    const base = eventCodesQuery(uid, eventId, scope);
    const page: QuerySnapshot<TrackedCode | null> = await getDocsFromServer(last ? query(base, startAfter(last), limit(EVENT_CODES_PAGE_SIZE)) : query(base, limit(EVENT_CODES_PAGE_SIZE)));
    for (const doc of page.docs) {
      const code = doc.data();
      if (code !== null) codes.push(code);
    }
    onProgress?.({ loaded: codes.length, expected: Math.max(expected, codes.length) });
    if (page.size < EVENT_CODES_PAGE_SIZE) return codes;
    last = page.docs[page.docs.length - 1];
  }
}

/** The event's tracked codes this device's cache holds (offline: codes loaded on an earlier visit). */
export async function readCachedEventCodes(uid: string, eventId: string): Promise<TrackedCode[]> {
  const snapshot = await getDocsFromCache(eventCodesQuery(uid, eventId));
  return snapshot.docs.flatMap((doc) => doc.data() ?? []);
}
