// Loads the npm package firebase-server 1.1.0 and describes the internals the stand-in uses.
//
// firebase-server does `require('firebase')`. The npm override gives it firebase 8.10.1, but
// that package's main entry loads every product, and its auth build resolves the hoisted
// @firebase/app of firebase 12 and crashes. firebase-server only needs the app and the
// database, so its `require('firebase')` is answered with firebase 8's `firebase/app` plus
// `firebase/database` (both from firebase-server's own node_modules).
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import Module, { createRequire } from 'node:module';

interface Firebase8App {
  delete(): Promise<void>;
}

/** targaryen 3 Database (immutable: every operation returns a new one). */
export interface TargaryenResult {
  allowed: boolean;
  info: string;
  newDatabase: TargaryenDatabase;
}
export interface TargaryenDataNode {
  $set(path: string, value: unknown, priority: undefined, now: number): TargaryenDataNode;
  $merge(path: string, patch: Record<string, unknown>, now: number): TargaryenDataNode;
  $child(path: string): { $value(): unknown };
}
export interface TargaryenDatabaseOptions {
  rules: unknown;
  data: TargaryenDataNode;
  auth: unknown;
  now: number;
  debug: boolean;
}
export interface TargaryenDatabase {
  readonly rules: unknown;
  readonly root: TargaryenDataNode;
  readonly timestamp: number;
  constructor: new (options: TargaryenDatabaseOptions) => TargaryenDatabase;
  with(updates: { rules?: unknown; data?: TargaryenDataNode; now?: number }): TargaryenDatabase;
  read(path: string, now?: number): TargaryenResult;
  write(path: string, value: unknown, priority: undefined, now: number): TargaryenResult;
  update(path: string, patch: Record<string, unknown>, now: number): TargaryenResult;
}

/** The parts of a `ws` 7 socket the stand-in uses (the repo has no @types/ws). */
export interface StandinSocket {
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}
interface WsServer {
  clients: Set<StandinSocket>;
}

/** firebase-server's class, with the private members the subclass builds on. */
export interface FirebaseServerInstance {
  app: Firebase8App;
  targaryen: TargaryenDatabase;
  wss: WsServer;
  name: string;
  setRules(rules: object): void;
  close(): Promise<void>;
}
type FirebaseServerClass = new (
  options: { server: HttpServer },
  name: string,
) => FirebaseServerInstance & {
  handleConnection(socket: StandinSocket, request: IncomingMessage): void;
};

const requireHere = createRequire(import.meta.url);
const requireFromFirebaseServer = createRequire(requireHere.resolve('firebase-server'));

function answerRequireFirebaseWithAppAndDatabase(): void {
  const firebaseMainPath = requireFromFirebaseServer.resolve('firebase');
  if (requireHere.cache[firebaseMainPath]) return;
  const appModule = requireFromFirebaseServer('firebase/app') as { default?: unknown };
  requireFromFirebaseServer('firebase/database');
  const shim = new Module(firebaseMainPath);
  shim.filename = firebaseMainPath;
  shim.loaded = true;
  shim.exports = appModule.default ?? appModule;
  requireHere.cache[firebaseMainPath] = shim;
}

answerRequireFirebaseWithAppAndDatabase();

export const FirebaseServer = requireHere('firebase-server') as FirebaseServerClass;

/** firebase-server's implementation of the hash the SDK sends with transaction writes. */
export const { getFirebaseHash } = requireFromFirebaseServer('./lib/firebase-hash') as {
  getFirebaseHash(value: unknown): string;
};
