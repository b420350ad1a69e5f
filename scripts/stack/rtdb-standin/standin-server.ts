// firebase-server subclass: one in-memory database with per-request auth and admin bypass.
// targaryen's immutable tree is the store (and runs the rules); watchers are told when a write
// touches their location. firebase-server's own store (a firebase 8 client kept offline) is not
// used: its writes are never acknowledged, pile up, and make every write slower than the last.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Requester, RulesAuth } from './credentials.ts';
import { StandinConnection } from './connection.ts';
import {
  FirebaseServer,
  type StandinSocket,
  type TargaryenDatabase,
  type TargaryenDataNode,
} from './firebase-server.ts';

export type WriteKind = 'set' | 'update';
export type WriteOutcome = { ok: true } | { ok: false; reason: string };

/** Receives the whole value at a watched location, first at once, then after each change. */
export type WatchCallback = (value: unknown) => void;

interface Watcher {
  path: string;
  lastSent: string | undefined;
  callback: WatchCallback;
}

export interface RulesFile {
  rules: Record<string, unknown>;
}

export function normalizePath(path: unknown): string {
  return typeof path === 'string' ? path.replace(/^\/+|\/+$/g, '') : '';
}

function joinPath(base: string, child: string): string {
  const trimmedChild = normalizePath(child);
  if (!base) return trimmedChild;
  return trimmedChild ? `${base}/${trimmedChild}` : base;
}

export function isUnder(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

function overlaps(first: string, second: string): boolean {
  return isUnder(first, second) || isUnder(second, first);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function assertRulesFile(value: unknown): asserts value is RulesFile {
  if (!isPlainObject(value) || !isPlainObject(value.rules)) {
    throw new Error('Realtime Database rules must be a JSON object with a "rules" object.');
  }
}

export class RtdbStandinServer extends FirebaseServer {
  private loadedRules: RulesFile = { rules: { '.read': false, '.write': false } };
  private readonly watchers = new Set<Watcher>();

  /** `httpServer` must already be listening (firebase-server reads its port). */
  constructor(httpServer: HttpServer, advertisedHost: string) {
    super({ server: httpServer }, advertisedHost);
    this.loadRules(this.loadedRules);
  }

  /** Called by firebase-server for every WebSocket (replaces its protocol handler). */
  handleConnection(socket: StandinSocket, request: IncomingMessage): void {
    // The SDK reconnects to the host named in the handshake: answer with the one it dialled.
    new StandinConnection(this, socket, request.headers.host ?? this.name);
  }

  get rules(): RulesFile {
    return this.loadedRules;
  }

  /** Replaces the rules; throws (keeping the old ones) when targaryen cannot parse them. */
  loadRules(rules: unknown): void {
    assertRulesFile(rules);
    this.setRules(rules);
    this.loadedRules = rules;
  }

  valueAt(path: string): unknown {
    return this.targaryen.root.$child(path).$value();
  }

  /** Calls back with the value at `path` now and after every change; returns the unsubscribe. */
  watch(path: string, callback: WatchCallback): () => void {
    const watcher: Watcher = { path, lastSent: undefined, callback };
    this.watchers.add(watcher);
    this.notify(watcher);
    return () => this.watchers.delete(watcher);
  }

  canRead(path: string, requester: Requester): boolean {
    if (requester.kind === 'admin') return true;
    try {
      return this.rulesView(requester.auth).read(path, Date.now()).allowed;
    } catch {
      return false;
    }
  }

  /**
   * Checks a set/update against the rules (admins skip them) and, when `commit`, applies it.
   * Server values ({".sv": ...}) are resolved here, with `now` = the rules' `now`.
   */
  write(kind: WriteKind, path: string, data: unknown, requester: Requester, commit = true): WriteOutcome {
    const now = Date.now();
    try {
      let next: TargaryenDatabase;
      let resolved: unknown;
      if (kind === 'set') {
        resolved = this.resolveServerValues(data, path, now);
      } else {
        if (!isPlainObject(data)) return { ok: false, reason: 'An update needs an object.' };
        resolved = Object.fromEntries(
          Object.entries(data).map(([key, value]) => [key, this.resolveServerValues(value, joinPath(path, key), now)]),
        );
      }
      if (requester.kind === 'admin') {
        const current = this.targaryen;
        const root =
          kind === 'set'
            ? current.root.$set(path, resolved, undefined, now)
            : current.root.$merge(path, resolved as Record<string, unknown>, now);
        next = current.with({ data: root, now });
      } else {
        const view = this.rulesView(requester.auth);
        const result =
          kind === 'set'
            ? view.write(path, resolved, undefined, now)
            : view.update(path, resolved as Record<string, unknown>, now);
        if (!result.allowed) return { ok: false, reason: result.info };
        next = result.newDatabase;
      }
      if (!commit) return { ok: true };
      this.targaryen = next;
      for (const watcher of [...this.watchers]) {
        if (overlaps(watcher.path, path)) this.notify(watcher);
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private notify(watcher: Watcher): void {
    const value = this.valueAt(watcher.path) ?? null;
    const serialized = JSON.stringify(value);
    if (serialized === watcher.lastSent || !this.watchers.has(watcher)) return;
    watcher.lastSent = serialized;
    watcher.callback(value);
  }

  async stop(): Promise<void> {
    this.watchers.clear();
    for (const socket of this.wss.clients) socket.terminate();
    await this.close();
    await this.app.delete();
  }

  /**
   * targaryen's `as(null)` keeps the previous user (`with` treats null as "unchanged"), so a
   * signed-out client could act as whoever wrote last. Build the view with the auth set
   * explicitly instead.
   */
  private rulesView(auth: RulesAuth | null): TargaryenDatabase {
    const current = this.targaryen;
    const Database = current.constructor;
    return new Database({
      rules: current.rules,
      data: current.root as TargaryenDataNode,
      auth,
      now: current.timestamp,
      debug: false,
    });
  }

  private resolveServerValues(value: unknown, path: string, now: number): unknown {
    if (!isPlainObject(value)) return value;
    const serverValue = value['.sv'];
    if (serverValue === 'timestamp') return now;
    if (isPlainObject(serverValue) && typeof serverValue.increment === 'number') {
      const current = this.valueAt(path);
      return (typeof current === 'number' ? current : 0) + serverValue.increment;
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, this.resolveServerValues(child, joinPath(path, key), now)]),
    );
  }
}
