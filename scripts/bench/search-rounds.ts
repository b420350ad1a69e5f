// Where a search's time goes on the local emulator: each of its server rounds timed alone, from
// Node with firebase-admin (no browser, no app, no rules), on the bench data. The search's code
// query is timed for H and for F: F has 1,000 codes and H 20,000 in the same collection, so equal
// times say that the emulator's cost follows the collection, not the leader's history or the
// page the query returns (production Firestore answers from the index).
import { PROJECT_ID_LOCAL, TRACKED_CODE_STATUSES } from '../../common/constants.ts';
import { CODE_NOTES, COLLECTIONS } from '../../common/collections.ts';
import { FRESH_LEADER, HISTORY_LEADER } from './bench-data.ts';
import { medianTimeOf } from './stats.ts';

const RUNS = 5;

export interface SearchRounds {
  /** Documents in the codes collection the queries run on. */
  collectionCodes: number;
  /** The code query ('BH…', one page) for H, median of RUNS. */
  historyCodeQueryMs: number;
  /** The same query for F ('BF…'), in the same collection. */
  freshCodeQueryMs: number;
  /** H's notes by name (one page), on her notes alone. */
  nameQueryMs: number;
  /** One page of codes read by id. */
  byIdReadMs: number;
}

export async function timeSearchRounds(env: Record<string, string>, page: number, nameKey: string): Promise<SearchRounds> {
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `bench-search-rounds-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const codes = db.collection(COLLECTIONS.codes);
    // The app's codesStartingWithQuery, in the Admin SDK.
    const codeQuery = (uid: string, start: string) =>
      codes
        .where('leaderId.id', '==', uid)
        .where('status', 'in', [...TRACKED_CODE_STATUSES])
        .where('code', '>=', start)
        .where('code', '<', `${start}\uf8ff`)
        .orderBy('code')
        .limit(page);
    const collectionCodes = (await codes.count().get()).data().count;
    const firstPage = await codeQuery(HISTORY_LEADER.uid, 'BH').get();
    const notes = db.collection(COLLECTIONS.codeNotes).doc(HISTORY_LEADER.uid).collection(CODE_NOTES);
    return {
      collectionCodes,
      historyCodeQueryMs: await medianTimeOf(() => codeQuery(HISTORY_LEADER.uid, 'BH').get(), RUNS),
      freshCodeQueryMs: await medianTimeOf(() => codeQuery(FRESH_LEADER.uid, 'BF').get(), RUNS),
      nameQueryMs: await medianTimeOf(() => notes.where('nameKey', '>=', nameKey).where('nameKey', '<', `${nameKey}\uf8ff`).orderBy('nameKey').limit(page).get(), RUNS),
      byIdReadMs: await medianTimeOf(() => db.getAll(...firstPage.docs.map((doc) => doc.ref)), RUNS),
    };
  } finally {
    await deleteApp(app);
  }
}
