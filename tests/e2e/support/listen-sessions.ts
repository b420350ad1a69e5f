// Ends the Firestore listen sessions of a browser context before it closes, as a tab's Firestore
// client does when it shuts down. A tab that just disappears leaves its session on the server until
// the server gives up on it; the local emulator never does, and keeps evaluating every write
// against the listeners of each closed tab: over a whole e2e run, hundreds of them slowed every
// write of the stack until tests timed out.
import type { BrowserContext, Request } from '@playwright/test';

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/channel';

interface ListenSession {
  /** The channel's address without its query. */
  endpoint: string;
  database: string;
  sessionId: string;
  httpSessionId: string | null;
  lastRequestId: number;
}

export class ListenSessions {
  private readonly sessions = new Map<BrowserContext, Map<string, ListenSession>>();

  watch(context: BrowserContext): void {
    if (this.sessions.has(context)) return;
    const known = new Map<string, ListenSession>();
    this.sessions.set(context, known);
    context.on('request', (request: Request) => {
      const url = new URL(request.url());
      const sessionId = url.searchParams.get('SID');
      if (!url.pathname.endsWith(LISTEN_CHANNEL) || sessionId === null) return;
      const requestId = Number(url.searchParams.get('RID'));
      const session = known.get(sessionId);
      if (session) {
        if (Number.isFinite(requestId)) session.lastRequestId = Math.max(session.lastRequestId, requestId);
        return;
      }
      known.set(sessionId, {
        endpoint: `${url.origin}${url.pathname}`,
        database: url.searchParams.get('database') ?? '',
        sessionId,
        httpSessionId: url.searchParams.get('gsessionid'),
        lastRequestId: Number.isFinite(requestId) ? requestId : 0,
      });
    });
    context.on('close', () => this.sessions.delete(context));
  }

  /** Ends every listen session the context's pages opened (a session already gone answers an error, ignored). */
  async end(context: BrowserContext): Promise<void> {
    const known = this.sessions.get(context);
    if (!known) return;
    const sessions = [...known.values()];
    known.clear();
    await Promise.all(sessions.map((session) => terminate(session)));
  }
}

/** Asks the server to end the session, as the client's own WebChannel does when it closes. */
async function terminate(session: ListenSession): Promise<void> {
  const url = new URL(session.endpoint);
  url.searchParams.set('database', session.database);
  url.searchParams.set('VER', '8');
  if (session.httpSessionId) url.searchParams.set('gsessionid', session.httpSessionId);
  url.searchParams.set('SID', session.sessionId);
  url.searchParams.set('RID', String(session.lastRequestId + 1));
  url.searchParams.set('TYPE', 'terminate');
  url.searchParams.set('t', '1');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
  } catch {
    // The stack is gone or the session already ended: nothing left to end.
  }
}
