// Figure 27 (npm run bench, group 'notes'): 'Entregado a' set on 100 selected codes at once, as
// the app does it. The demo leader Laura (lider@demo.cr, the demo seed: 1,255 codes of hers)
// signs in through the web SDK, and the app's own saveCodeNotes (src/features/codes/api/
// code-notes.ts, loaded with Vite's module loader so its `@/` imports and import.meta.env
// resolve as in the app, wired to the bench stack) saves one note on 100 of her available codes.
// Measured: the time from the call to the server's acknowledgement (the promise settles then),
// the writes and batches the SDK sent on its write stream (its own debug log of each request),
// the commits the server made (one commit time per batch, read back with firebase-admin), and
// how long the markCodeHandedOut trigger took to mark the 100 codes after each save.
import path from 'node:path';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { codeNoteInputSchema, type CodeNoteFields } from '../../common/code-note.ts';
import { CODE_NOTES, COLLECTIONS } from '../../common/collections.ts';
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed.ts';
import { ROOT } from '../stack/stack.ts';
import { median } from './stats.ts';

/** Codes per save: the issue's '100 selected codes'. */
export const SELECTED_CODES = 100;
/** Timed saves, each on its own 100 codes (after one untimed save that warms the connection). */
const TIMED_SAVES = 5;
const LAURA = { uid: 'demo-lider', email: 'lider@demo.cr' };
const MARKED_TIMEOUT_MS = 120_000;

export interface NotesFigure {
  /** Call to acknowledgement of each timed save. */
  samples: number[];
  medianMs: number;
  /** From the SDK's write stream, one save: the requests that carried writes, and the writes. */
  batches: number;
  writes: number;
  /** Distinct commit times of that save's 100 notes on the server. */
  commits: number;
  /** Time from a save's acknowledgement until the trigger had marked its 100 codes (median of the timed saves); null: one was not marked within the timeout. */
  markedMs: number | null;
  /** Laura's codes in the seed (≥ 100 needed). */
  lauraCodes: number;
}

type SaveCodeNotes = (uid: string, codes: readonly { id: string; code: string; eventId: string }[], note: CodeNoteFields) => Promise<void>;

export async function measureNotesFigure(env: Record<string, string>, viteEnv: Record<string, string>, appUrl: string, log: (line: string) => void): Promise<NotesFigure> {
  await seedDemoData({ env, appUrl });
  // The app's modules read the emulators' ports from these, as the bench build does.
  Object.assign(process.env, viteEnv);
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': path.join(ROOT, 'src'), '@common': path.join(ROOT, 'common') } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const { initializeApp: initializeAdminApp, deleteApp: deleteAdminApp } = await import('firebase-admin/app');
  const { getFirestore: getAdminFirestore } = await import('firebase-admin/firestore');
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const adminApp = initializeAdminApp({ projectId: PROJECT_ID_LOCAL }, `bench-notes-${Date.now()}`);
  const admin = getAdminFirestore(adminApp);
  let appCleanUp = async () => undefined as void;
  try {
    const { auth } = (await vite.ssrLoadModule('/src/lib/firebase/app.ts')) as { auth: Auth };
    const { firestore } = (await vite.ssrLoadModule('/src/lib/firebase/firestore.ts')) as { firestore: Firestore };
    const { saveCodeNotes } = (await vite.ssrLoadModule('/src/features/codes/api/code-notes.ts')) as { saveCodeNotes: SaveCodeNotes };
    // The same SDK modules the app's modules use (Vite leaves node_modules to Node's loader).
    const { signInWithEmailAndPassword } = await import('firebase/auth');
    const { collection, getDocs, limit, query, where, setLogLevel, terminate } = await import('firebase/firestore');
    const { deleteApp, onLog } = await import('firebase/app');
    appCleanUp = async () => {
      await terminate(firestore);
      await deleteApp(auth.app);
    };

    await signInWithEmailAndPassword(auth, LAURA.email, DEMO_PASSWORD);
    // Her available codes, as the app lists them: one query of her own codes (the rules' shape).
    const needed = SELECTED_CODES * (TIMED_SAVES + 2);
    const found = await getDocs(query(collection(firestore, COLLECTIONS.codes), where('leaderId.id', '==', LAURA.uid), where('status', '==', 'available'), limit(needed)));
    const lauraCodes = (await admin.collection(COLLECTIONS.codes).where('leaderId.id', '==', LAURA.uid).count().get()).data().count;
    if (found.size < needed) throw new Error(`the seed gave Laura ${found.size} available codes; the figure needs ${needed}`);
    const codes = found.docs.map((snapshot) => ({ id: snapshot.id, code: snapshot.get('code') as string, eventId: snapshot.get('eventId.id') as string }));
    const selection = (run: number) => codes.slice(run * SELECTED_CODES, (run + 1) * SELECTED_CODES);
    // What the 'Entregado a' dialog makes of what she types.
    const note = (run: number) => codeNoteInputSchema.parse({ name: `Grupo del bench ${run}`, phone: '8888-1234' });

    // The markCodeHandedOut trigger marks each code (handedOut) after the notes commit: ms from
    // `since` until all of `selected` are marked, null past the timeout. Each save waits for the
    // previous one's 100 trigger runs, so it does not share the CPUs with them.
    const markedAfter = async (selected: readonly { id: string }[], since: number): Promise<number | null> => {
      const refs = selected.map(({ id }) => admin.collection(COLLECTIONS.codes).doc(id));
      while (performance.now() - since < MARKED_TIMEOUT_MS) {
        const marked = await admin.getAll(...refs, { fieldMask: ['handedOut'] });
        if (marked.every((snapshot) => snapshot.get('handedOut') === true)) return performance.now() - since;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return null;
    };

    // One untimed save: the write stream's handshake, the first use of the trigger.
    await saveCodeNotes(LAURA.uid, selection(0), note(0));
    await markedAfter(selection(0), performance.now());
    const samples: number[] = [];
    const marks: (number | null)[] = [];
    for (let run = 1; run <= TIMED_SAVES; run++) {
      const started = performance.now();
      await saveCodeNotes(LAURA.uid, selection(run), note(run));
      const acknowledged = performance.now();
      samples.push(acknowledged - started);
      marks.push(await markedAfter(selection(run), acknowledged));
      log(`'Entregado a' on ${SELECTED_CODES} codes, run ${run}: acknowledged after ${Math.round(samples.at(-1)!)} ms, codes marked ${marks.at(-1) === null ? 'NOT in time' : `${Math.round(marks.at(-1)!)} ms later`}`);
    }

    // One more save, counted on the SDK's write stream: each WriteRequest that carries writes is
    // one batch sent (the SDK logs every request at debug level; nothing is printed meanwhile).
    const counted = selection(TIMED_SAVES + 1);
    const requests: number[] = [];
    // Firestore hands its logger each request as util.inspect text ('{ streamToken: …, writes: [
    // { update: { name: …, fields: … } }, … ] }'): a write is an update or a delete at the top of
    // the list, and inspect names what it leaves out of a long list ('... 20 more items').
    const writesIn = (text: string): number =>
      (text.match(/\n {6}(?:update|delete): /g)?.length ?? 0) + Number(/\n {4}\.\.\. (\d+) more items?/.exec(text)?.[1] ?? 0);
    onLog(
      ({ args }) => {
        // ['Firestore (version): GrpcConnection', "RPC 'Write' stream <id> sending:", '<the request>']
        const at = args.findIndex((arg) => typeof arg === 'string' && /RPC 'Write' stream \S+ sending/.test(arg));
        const request = at < 0 ? undefined : args[at + 1];
        const writes = typeof request === 'string' ? writesIn(request) : 0;
        if (writes > 0) requests.push(writes);
      },
      { level: 'debug' },
    );
    const { log: consoleLog, debug: consoleDebug } = console;
    console.log = console.debug = () => undefined;
    setLogLevel('debug');
    try {
      await saveCodeNotes(LAURA.uid, counted, note(TIMED_SAVES + 1));
    } finally {
      setLogLevel('error');
      Object.assign(console, { log: consoleLog, debug: consoleDebug });
      onLog(null);
    }
    const stored = await admin.getAll(...counted.map(({ id }) => admin.collection(COLLECTIONS.codeNotes).doc(LAURA.uid).collection(CODE_NOTES).doc(id)));
    if (stored.some((snapshot) => !snapshot.exists)) throw new Error('a note the SDK acknowledged is not on the server');
    const commits = new Set(stored.map((snapshot) => `${snapshot.updateTime!.seconds}.${snapshot.updateTime!.nanoseconds}`)).size;

    return {
      samples,
      medianMs: median(samples),
      batches: requests.length,
      writes: requests.reduce((sum, n) => sum + n, 0),
      commits,
      markedMs: marks.includes(null) ? null : median(marks as number[]),
      lauraCodes,
    };
  } finally {
    await appCleanUp().catch(() => undefined);
    await vite.close();
    await deleteAdminApp(adminApp);
  }
}
