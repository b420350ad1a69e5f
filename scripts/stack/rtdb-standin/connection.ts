// One client WebSocket speaking the Realtime Database wire protocol (v5), as the firebase
// SDKs (web v12, compat, firebase-admin) use it against an emulator.
import { randomUUID } from 'node:crypto';
import { ANONYMOUS, requesterFromCredential, type Requester } from './credentials.ts';
import { getFirebaseHash, type StandinSocket } from './firebase-server.ts';
import { isUnder, normalizePath, type RtdbStandinServer, type WriteKind } from './standin-server.ts';

/** The SDK splits messages above 16384 characters into frames; so does the server. */
const MAX_FRAME_LENGTH = 16_384;

interface DataMessage {
  t: 'd';
  d: { r?: number; a?: string; b?: Record<string, unknown> };
}
interface ControlMessage {
  t: 'c';
  d: { t?: string };
}
type ClientMessage = DataMessage | ControlMessage;

interface PendingOnDisconnect {
  kind: WriteKind;
  path: string;
  data: unknown;
  requester: Requester;
}

export class StandinConnection {
  private requester: Requester = ANONYMOUS;
  private readonly listens = new Map<string, () => void>();
  private onDisconnectOperations: PendingOnDisconnect[] = [];
  private framesExpected = 0;
  private frameBuffer = '';
  private closed = false;

  constructor(
    private readonly server: RtdbStandinServer,
    private readonly socket: StandinSocket,
    advertisedHost: string,
  ) {
    socket.on('message', (data) => this.receive(data.toString()));
    socket.on('close', () => this.handleClose());
    socket.on('error', () => this.handleClose());
    this.send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: advertisedHost, s: randomUUID() } } });
  }

  private receive(text: string): void {
    if (this.framesExpected === 0 && /^\d{1,6}$/.test(text)) {
      // A frame count (the keep-alive "0" included).
      this.framesExpected = Number(text);
      this.frameBuffer = '';
      return;
    }
    let payload = text;
    if (this.framesExpected > 0) {
      this.frameBuffer += text;
      this.framesExpected -= 1;
      if (this.framesExpected > 0) return;
      payload = this.frameBuffer;
      this.frameBuffer = '';
    }
    let message: ClientMessage;
    try {
      message = JSON.parse(payload) as ClientMessage;
    } catch {
      return;
    }
    if (message.t === 'c') {
      if (message.d.t === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (message.t === 'd') this.handleRequest(message.d);
  }

  private handleRequest(request: DataMessage['d']): void {
    const requestId = request.r;
    const body = request.b ?? {};
    const path = normalizePath(body.p);
    switch (request.a) {
      case 'auth':
      case 'gauth':
        return this.handleAuth(requestId, body);
      case 'unauth':
        this.requester = ANONYMOUS;
        return this.reply(requestId, 'ok');
      case 'l':
      case 'q':
        return this.handleListen(requestId, path, body);
      case 'n':
        return this.handleUnlisten(path, body);
      case 'g':
        return this.handleGet(requestId, path);
      case 'p':
        return this.handleSet(requestId, path, body);
      case 'm':
        return this.reply(requestId, ...this.outcome(this.server.write('update', path, body.d, this.requester)));
      case 'o':
      case 'om':
        return this.handleOnDisconnect(requestId, request.a === 'o' ? 'set' : 'update', path, body.d);
      case 'oc':
        this.onDisconnectOperations = this.onDisconnectOperations.filter((operation) => !isUnder(operation.path, path));
        return this.reply(requestId, 'ok');
      default:
        // Stats ('s'), App Check ('appcheck', 'unappeck') and anything else: accepted, ignored.
        return this.reply(requestId, 'ok');
    }
  }

  private handleAuth(requestId: number | undefined, body: Record<string, unknown>): void {
    const credential = typeof body.cred === 'string' ? body.cred : '';
    const requester = requesterFromCredential(credential, { authvar: body.authvar, noauth: body.noauth === true });
    if (!requester) {
      this.requester = ANONYMOUS;
      return this.reply(requestId, 'invalid_token', 'Could not parse auth token.');
    }
    this.requester = requester;
    const auth = requester.kind === 'admin' ? null : requester.auth;
    this.reply(requestId, 'ok', { auth, expires: auth?.token.exp ?? null });
  }

  private listenKey(path: string, body: Record<string, unknown>): string {
    return `${path}|${JSON.stringify(body.q ?? {})}|${String(body.t ?? '')}`;
  }

  /** Queries are answered with the whole location; the SDK filters its tagged view itself. */
  private handleListen(requestId: number | undefined, path: string, body: Record<string, unknown>): void {
    if (!this.server.canRead(path, this.requester)) return this.reply(requestId, 'permission_denied', 'Permission denied');
    const key = this.listenKey(path, body);
    this.stopListen(key);
    const tag = typeof body.t === 'number' ? body.t : undefined;
    const unwatch = this.server.watch(path, (value) => {
      this.send({ t: 'd', d: { a: 'd', b: { p: path, d: value, ...(tag === undefined ? {} : { t: tag }) } } });
    });
    this.listens.set(key, unwatch);
    this.reply(requestId, 'ok', {});
  }

  private handleUnlisten(path: string, body: Record<string, unknown>): void {
    this.stopListen(this.listenKey(path, body));
  }

  private stopListen(key: string): void {
    this.listens.get(key)?.();
    this.listens.delete(key);
  }

  private handleGet(requestId: number | undefined, path: string): void {
    if (!this.server.canRead(path, this.requester)) return this.reply(requestId, 'permission_denied', 'Permission denied');
    this.reply(requestId, 'ok', this.server.valueAt(path) ?? null);
  }

  private handleSet(requestId: number | undefined, path: string, body: Record<string, unknown>): void {
    // Transactions send the hash of the value they based their change on.
    if (typeof body.h === 'string' && getFirebaseHash(this.server.valueAt(path)) !== body.h) {
      return this.reply(requestId, 'datastale', 'Transaction hash does not match');
    }
    this.reply(requestId, ...this.outcome(this.server.write('set', path, body.d, this.requester)));
  }

  /** Like the real server: the rules are checked when the operation is registered. */
  private handleOnDisconnect(requestId: number | undefined, kind: WriteKind, path: string, data: unknown): void {
    const check = this.server.write(kind, path, data, this.requester, false);
    if (check.ok) this.onDisconnectOperations.push({ kind, path, data, requester: this.requester });
    this.reply(requestId, ...this.outcome(check));
  }

  private handleClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const key of [...this.listens.keys()]) this.stopListen(key);
    const operations = this.onDisconnectOperations;
    this.onDisconnectOperations = [];
    for (const operation of operations) {
      // Server values resolve now, at disconnect time, as on the real server.
      const outcome = this.server.write(operation.kind, operation.path, operation.data, operation.requester);
      if (!outcome.ok) {
        console.warn(`RTDB stand-in: onDisconnect ${operation.kind} at /${operation.path} denied: ${outcome.reason}`);
      }
    }
  }

  private outcome(result: ReturnType<RtdbStandinServer['write']>): [status: string, data: unknown] {
    return result.ok ? ['ok', {}] : ['permission_denied', 'Permission denied'];
  }

  private reply(requestId: number | undefined, status: string, data: unknown = {}): void {
    if (requestId === undefined) return;
    this.send({ t: 'd', d: { r: requestId, b: { s: status, d: data } } });
  }

  private send(message: unknown): void {
    if (this.closed) return;
    const payload = JSON.stringify(message);
    try {
      if (payload.length <= MAX_FRAME_LENGTH) {
        this.socket.send(payload);
        return;
      }
      this.socket.send(String(Math.ceil(payload.length / MAX_FRAME_LENGTH)));
      for (let start = 0; start < payload.length; start += MAX_FRAME_LENGTH) {
        this.socket.send(payload.slice(start, start + MAX_FRAME_LENGTH));
      }
    } catch {
      // The socket is closing; its close handler cleans up.
    }
  }
}
