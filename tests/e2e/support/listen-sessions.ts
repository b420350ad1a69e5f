// Ends the Firestore listen sessions of a browser context before it closes. A tab that just
// disappears leaves its session on the server until the server gives up on it; the local emulator
// never does, and keeps matching every write against the listen targets of each closed tab: over a
// whole e2e run, hundreds of them slowed every write of the stack until sign-ins timed out.
// Ending a session is not enough there either: the emulator closes the channel on a terminate but
// keeps its targets registered. So each target the page added and did not remove is removed first,
// on the session's own forward channel, as the SDK does when a listener goes away.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { LISTEN_PATH, listenMessagesOf } from './listen-messages';

interface ListenSession {
  /** The channel's address without its query. */
  endpoint: string;
  database: string;
  sessionId: string;
  httpSessionId: string | null;
  lastRequestId: number;
  /** Offset of the next message on the forward channel (each POST says `ofs` and `count`). */
  nextOffset: number;
  /** Targets added and not removed yet. */
  targets: Set<number>;
}

/** What one forward-channel POST said: its messages' offset and count, and the targets it added and removed. */
interface ForwardMessages {
  offset: number;
  count: number;
  added: number[];
  removed: number[];
}

function readForwardMessages(request: Request): ForwardMessages | null {
  const body = request.postData();
  if (request.method() !== 'POST' || body === null) return null;
  const form = new URLSearchParams(body);
  const count = Number(form.get('count') ?? 0);
  const offset = Number(form.get('ofs') ?? 0);
  if (!Number.isFinite(count) || !Number.isFinite(offset)) return null;
  const messages = listenMessagesOf(form);
  return {
    offset,
    count,
    added: messages.flatMap((message) => (typeof message.addTarget?.targetId === 'number' ? [message.addTarget.targetId] : [])),
    removed: messages.flatMap((message) => (typeof message.removeTarget === 'number' ? [message.removeTarget] : [])),
  };
}

/** The page that sent a request (none for a worker's). */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

export class ListenSessions {
  private readonly sessions = new Map<BrowserContext, Map<string, ListenSession>>();
  /** The messages of each page's last handshake, until its session id shows. */
  private readonly handshakes = new WeakMap<Page, { messages: ForwardMessages; requestId: number }>();

  watch(context: BrowserContext): void {
    if (this.sessions.has(context)) return;
    const known = new Map<string, ListenSession>();
    this.sessions.set(context, known);
    context.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith(LISTEN_PATH)) return;
      const sessionId = url.searchParams.get('SID');
      const page = pageOf(request);
      if (sessionId === null) {
        // A handshake: the session it opens is the next one its page names.
        const messages = readForwardMessages(request);
        const requestId = Number(url.searchParams.get('RID'));
        if (page && messages && Number.isFinite(requestId)) this.handshakes.set(page, { messages, requestId });
        return;
      }
      const isNew = !known.has(sessionId);
      const session = sessionFor(known, url, sessionId);
      const handshake = page ? this.handshakes.get(page) : undefined;
      if (isNew && page && handshake) {
        this.handshakes.delete(page);
        follow(session, handshake.messages);
        session.lastRequestId = Math.max(session.lastRequestId, handshake.requestId);
      }
      const requestId = Number(url.searchParams.get('RID'));
      if (Number.isFinite(requestId)) session.lastRequestId = Math.max(session.lastRequestId, requestId);
      const messages = readForwardMessages(request);
      if (messages) follow(session, messages);
      // The SDK ended it (its stream restarted): the emulator keeps those targets, past reach.
      if (url.searchParams.get('TYPE') === 'terminate') known.delete(sessionId);
    });
    context.on('close', () => this.sessions.delete(context));
  }

  /** Ends every listen session the context's pages opened (a session already gone answers an error, ignored). */
  async end(context: BrowserContext): Promise<void> {
    const known = this.sessions.get(context);
    if (!known) return;
    const sessions = [...known.values()];
    known.clear();
    await Promise.all(sessions.map((session) => endSession(session)));
  }
}

function sessionFor(known: Map<string, ListenSession>, url: URL, sessionId: string): ListenSession {
  let session = known.get(sessionId);
  if (!session) {
    session = {
      endpoint: `${url.origin}${url.pathname}`,
      database: url.searchParams.get('database') ?? '',
      sessionId,
      httpSessionId: null,
      lastRequestId: 0,
      nextOffset: 0,
      targets: new Set(),
    };
    known.set(sessionId, session);
  }
  session.httpSessionId ??= url.searchParams.get('gsessionid');
  return session;
}

function follow(session: ListenSession, messages: ForwardMessages): void {
  session.nextOffset = Math.max(session.nextOffset, messages.offset + messages.count);
  for (const id of messages.added) session.targets.add(id);
  for (const id of messages.removed) session.targets.delete(id);
}

function channelUrl(session: ListenSession, requestId: number): URL {
  const url = new URL(session.endpoint);
  url.searchParams.set('database', session.database);
  url.searchParams.set('VER', '8');
  if (session.httpSessionId) url.searchParams.set('gsessionid', session.httpSessionId);
  url.searchParams.set('SID', session.sessionId);
  url.searchParams.set('RID', String(requestId));
  url.searchParams.set('t', '1');
  return url;
}

/** Removes the session's open targets on its forward channel, as request `requestId`. */
async function removeTargets(session: ListenSession, requestId: number): Promise<void> {
  const targets = [...session.targets];
  if (targets.length === 0) return;
  session.targets.clear();
  const url = channelUrl(session, requestId);
  url.searchParams.set('AID', '0');
  const form = new URLSearchParams({ count: String(targets.length), ofs: String(session.nextOffset) });
  targets.forEach((targetId, index) => form.set(`req${index}___data__`, JSON.stringify({ database: session.database, removeTarget: targetId })));
  try {
    const removed = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(5_000),
    });
    await removed.arrayBuffer();
  } catch {
    // The stack is gone or the session already ended.
  }
}

/** Removes the session's open targets, then ends it, as the client's own WebChannel would. */
async function endSession(session: ListenSession): Promise<void> {
  let requestId = session.lastRequestId + 1;
  if (session.targets.size > 0) await removeTargets(session, requestId++);
  try {
    const url = channelUrl(session, requestId);
    url.searchParams.set('TYPE', 'terminate');
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
  } catch {
    // The stack is gone or the session already ended: nothing left to end.
  }
}
