import type { CDPSession, Page } from '@playwright/test';
import { LISTEN_PATH, listenMessagesOf, type WhereClause } from './listen-messages';

// Watches the Firestore Listen channel of a page on the network (Chrome DevTools Protocol),
// without any help from the app: the requests say which listen targets the SDK adds and
// removes, the streamed responses which documents the server sends and when a target is in sync
// ("CURRENT"). The tests and the benchmark count listeners and documents with it.

/** One listen target the page asked the server for. */
export interface ListenTarget {
  targetId: number;
  /** The collection of a query target ('codes'), or null for a target on named documents. */
  collection: string | null;
  /** The document paths of a documents target (e.g. users/demo-lider). */
  documents: string[];
  /** Document-id bounds of a query target, e.g. [{ op: 'GREATER_THAN_OR_EQUAL', id: 'K' }]; none for a whole query. */
  idBounds: { op: string; id: string }[];
  /** The request carried a resume token (the SDK had the target's results cached). */
  resumed: boolean;
  /** Order of events on the channel when it was added / removed / in sync (see `clock`). */
  addedAt: number;
  removedAt: number | null;
  /** How it ended: removed by the page, refused by the server, with its channel, or with the page (reload). */
  endedBy: 'page' | 'server' | 'stream' | 'navigation' | null;
  currentAt: number | null;
  /** documentChange messages the server sent for it. */
  documentsSent: number;
  /** The page load that asked for it (see `FirestoreListenWatch.pageLoads`). */
  pageLoad: number;
  /** A query target's structured query as JSON, as the SDK also stores it in its cache; null for documents. */
  query: string | null;
}

/** One document the server sent (a documentChange message). */
export interface SentDocument {
  /** Path under the database, e.g. codes/abc123. */
  path: string;
  updateTime: string;
  targetIds: number[];
  at: number;
  /** The page load whose channel received it (see `pageLoads`): a reload's first is 1. */
  pageLoad: number;
}

const DOCUMENTS_PREFIX = /^projects\/[^/]+\/databases\/[^/]+\/documents\//;

/** The filters on the document id (__name__) of a query's where clause. */
function idBoundsOf(where: WhereClause | undefined): { op: string; id: string }[] {
  const filters = where?.compositeFilter?.filters ?? (where ? [where] : []);
  return filters.flatMap(({ fieldFilter }) =>
    fieldFilter?.field.fieldPath === '__name__' ? [{ op: fieldFilter.op, id: fieldFilter.value.referenceValue?.split('/').pop() ?? '' }] : [],
  );
}

interface ListenResponse {
  targetChange?: { targetChangeType?: string; targetIds?: number[] };
  documentChange?: { document: { name: string; updateTime: string }; targetIds?: number[] };
}

/**
 * One Listen response being read. Until the browser hands over what it buffered before streaming
 * began (`started`), chunks that arrive are held back in `early`: the command's answer and the
 * next data events can reach the test in either order, and the frames must be read in the order
 * the server sent them.
 */
interface ListenStream {
  decoder: TextDecoder;
  text: string;
  started: boolean;
  early: Buffer[];
  /** The page load that opened it: a stream of the page being left can still deliver after a reload starts. */
  pageLoad: number;
}

const newStream = (started: boolean, pageLoad: number): ListenStream => ({ decoder: new TextDecoder(), text: '', started, early: [], pageLoad });

export class FirestoreListenWatch {
  private readonly allTargets: ListenTarget[] = [];
  private readonly allDocuments: SentDocument[] = [];
  /**
   * Why the channel could no longer be read, once that happened. The watch keeps one per page for
   * a whole spec file, and its events arrive during whichever test runs: the error fails the test
   * that next reads the watch, not one that merely runs while a frame comes in.
   */
  private unreadable: Error | null = null;
  /** Increases with every event seen on the channel, in the order the browser reported them. */
  clock = 0;
  /** Documents loaded in the page's main frame since the watch began (reloads and navigations). */
  pageLoads = 0;
  private readonly streams = new Map<string, ListenStream>();
  private readonly unstreamed = new Set<string>();
  /** Listen responses that finished loading while their streaming was still being set up. */
  private readonly finished = new Set<string>();
  /** The targets each forward request (by request id) added, until it is answered. */
  private readonly addedBy = new Map<string, ListenTarget[]>();

  private constructor(private readonly cdp: CDPSession) {}

  /** Starts watching `page` (before it opens its Firestore channel). */
  static async attach(page: Page): Promise<FirestoreListenWatch> {
    const cdp = await page.context().newCDPSession(page);
    const watch = new FirestoreListenWatch(cdp);
    const mainFrameId = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
    cdp.on('Network.requestWillBeSent', (event) => {
      // A new document in the page (reload, navigation): its Firestore client starts from scratch.
      if (event.type === 'Document' && event.frameId === mainFrameId) {
        watch.pageLoads += 1;
        watch.endAllTargets('navigation');
      }
      if (!event.request.url.includes(LISTEN_PATH) || event.request.method !== 'POST') return;
      // The SDK closes the channel (e.g. at sign-out): the server drops every target on it.
      if (new URL(event.request.url).searchParams.get('TYPE') === 'terminate') return watch.endAllTargets('stream');
      const body = event.request.postData ?? event.request.postDataEntries?.map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString()).join('') ?? '';
      watch.readRequest(event.requestId, body);
    });
    const readWholeBody = (requestId: string) =>
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => watch.readResponse(requestId, Buffer.from(body, base64Encoded ? 'base64' : 'utf8')))
        .catch(() => undefined);
    cdp.on('Network.responseReceived', (event) => {
      const url = event.response.url;
      if (!url.includes(LISTEN_PATH) || !url.includes('RID=rpc')) return;
      const { requestId } = event;
      const stream = newStream(false, watch.pageLoads);
      watch.streams.set(requestId, stream);
      cdp
        .send('Network.streamResourceContent', { requestId })
        .then(
          ({ bufferedData }) => {
            stream.started = true;
            watch.readResponse(requestId, Buffer.from(bufferedData, 'base64'));
            for (const chunk of stream.early.splice(0)) watch.readResponse(requestId, chunk);
          },
          // The response ended before streaming could start (long polling, or a busy machine):
          // read it whole, now if it has already finished loading, else once it has.
          () => {
            watch.streams.set(requestId, newStream(true, stream.pageLoad));
            if (watch.finished.delete(requestId)) void readWholeBody(requestId);
            else watch.unstreamed.add(requestId);
          },
        );
    });
    cdp.on('Network.dataReceived', (event) => {
      const stream = watch.streams.get(event.requestId);
      if (!event.data || !stream) return;
      const chunk = Buffer.from(event.data, 'base64');
      if (stream.started) watch.readResponse(event.requestId, chunk);
      else stream.early.push(chunk);
    });
    // A request that never reached the server (the network refused it) asked for nothing: the SDK
    // asks again on its next channel, with the same target id or a new one.
    cdp.on('Network.loadingFailed', (event) => {
      const unsent = watch.addedBy.get(event.requestId) ?? [];
      watch.addedBy.delete(event.requestId);
      if (unsent.length === 0) return;
      const at = ++watch.clock;
      for (const target of unsent) watch.end(target, at, 'stream');
    });
    cdp.on('Network.loadingFinished', (event) => {
      watch.addedBy.delete(event.requestId);
      if (watch.unstreamed.delete(event.requestId)) void readWholeBody(event.requestId);
      else if (watch.streams.has(event.requestId)) watch.finished.add(event.requestId);
    });
    await cdp.send('Network.enable');
    return watch;
  }

  /** Every listen target the page asked for, in the order they were added. */
  get targets(): readonly ListenTarget[] {
    if (this.unreadable) throw this.unreadable;
    return this.allTargets;
  }

  /** Every document the server sent, in the order it sent them. */
  get documents(): readonly SentDocument[] {
    if (this.unreadable) throw this.unreadable;
    return this.allDocuments;
  }

  /** Listen targets on a collection (e.g. 'codes'), in the order they were added. */
  queryTargets(collection: string): ListenTarget[] {
    return this.targets.filter((target) => target.collection === collection);
  }

  /** Query targets on `collection` not removed yet. */
  activeQueryTargets(collection: string): ListenTarget[] {
    return this.queryTargets(collection).filter((target) => target.removedAt === null);
  }

  /** The most targets on `collection` that were loading at the same time (added, not yet in sync). */
  mostLoadingAtOnce(collection: string): number {
    const events = this.queryTargets(collection).flatMap((target) => [
      { at: target.addedAt, delta: 1 },
      { at: target.currentAt ?? target.removedAt ?? Number.POSITIVE_INFINITY, delta: -1 },
    ]);
    events.sort((a, b) => a.at - b.at || a.delta - b.delta);
    let loading = 0;
    let most = 0;
    for (const event of events) {
      loading += event.delta;
      most = Math.max(most, loading);
    }
    return most;
  }

  /**
   * Documents sent after `since` in a version the page did not already have. The local emulator
   * sends a listener's whole result again whenever another client writes to the collection
   * (production sends only what changed), so a resent, unchanged document is not a new read.
   */
  newDocumentVersionsSince(since: number): SentDocument[] {
    const known = new Set(this.documents.filter((document) => document.at <= since).map((document) => `${document.path}@${document.updateTime}`));
    return this.documents.filter((document) => document.at > since && !known.has(`${document.path}@${document.updateTime}`));
  }

  /** Documents of `collection` the server sent after clock value `since`. */
  documentsSent(collection: string, since = 0): SentDocument[] {
    return this.documents.filter((document) => document.at > since && document.path.startsWith(`${collection}/`));
  }

  /** Every active target on `collection` is in sync with the server. */
  inSync(collection: string): boolean {
    const active = this.activeQueryTargets(collection);
    return active.length > 0 && active.every((target) => target.currentAt !== null);
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }

  private endAllTargets(by: 'stream' | 'navigation'): void {
    const at = ++this.clock;
    for (const target of this.allTargets) this.end(target, at, by);
  }

  private end(target: ListenTarget, at: number, by: NonNullable<ListenTarget['endedBy']>): void {
    if (target.removedAt !== null) return;
    target.removedAt = at;
    target.endedBy = by;
  }

  private readRequest(requestId: string, body: string): void {
    const added: ListenTarget[] = [];
    this.addedBy.set(requestId, added);
    for (const request of listenMessagesOf(new URLSearchParams(body))) {
      const at = ++this.clock;
      if (request.addTarget) {
        const { targetId, resumeToken, documents, query } = request.addTarget;
        // Added again while active, or after its stream closed: the SDK re-listens on a new
        // stream with the same target id. It is the same listener.
        const existing = this.latestTarget(targetId);
        if (existing && (existing.removedAt === null || existing.endedBy === 'stream')) {
          existing.removedAt = null;
          existing.endedBy = null;
          added.push(existing);
          continue;
        }
        const target: ListenTarget = {
          targetId,
          collection: query?.structuredQuery?.from?.[0]?.collectionId ?? null,
          documents: (documents?.documents ?? []).map((name) => name.replace(DOCUMENTS_PREFIX, '')),
          idBounds: idBoundsOf(query?.structuredQuery?.where),
          resumed: Boolean(resumeToken),
          addedAt: at,
          removedAt: null,
          endedBy: null,
          currentAt: null,
          documentsSent: 0,
          pageLoad: this.pageLoads,
          query: query?.structuredQuery ? JSON.stringify(query.structuredQuery) : null,
        };
        this.allTargets.push(target);
        added.push(target);
      }
      if (request.removeTarget !== undefined) {
        const target = this.latestTarget(request.removeTarget);
        if (target) this.end(target, at, 'page');
      }
    }
  }

  /** WebChannel frames: "<length>\n<JSON array of [messageId, [payload]]>", one after another. */
  private readResponse(requestId: string, bytes: Buffer): void {
    if (this.unreadable) return;
    const stream = this.streams.get(requestId) ?? newStream(true, this.pageLoads);
    this.streams.set(requestId, stream);
    stream.text += stream.decoder.decode(bytes, { stream: true });
    // Read every whole frame, then keep the rest once: a busy emulator resends megabytes at a
    // time, and cutting the text after each frame would copy it again and again.
    let offset = 0;
    for (;;) {
      const newline = stream.text.indexOf('\n', offset);
      if (newline < 0) break;
      const length = Number(stream.text.slice(offset, newline));
      if (!Number.isInteger(length)) return this.stopReading(stream.text.slice(offset, offset + 80));
      if (stream.text.length < newline + 1 + length) break;
      let frame: [number, unknown[]][];
      try {
        frame = JSON.parse(stream.text.slice(newline + 1, newline + 1 + length)) as [number, unknown[]][];
      } catch {
        return this.stopReading(stream.text.slice(newline + 1, newline + 81));
      }
      offset = newline + 1 + length;
      for (const [, payloads] of frame) {
        for (const payload of payloads) if (payload && typeof payload === 'object' && !Array.isArray(payload)) this.readMessage(payload as ListenResponse, stream.pageLoad);
      }
    }
    stream.text = stream.text.slice(offset);
  }

  /** A frame that does not parse means a chunk was missed or read twice: nothing read after it can be trusted. */
  private stopReading(where: string): void {
    this.unreadable = new Error(`Unexpected Listen channel frame: ${where}`);
  }

  private readMessage(message: ListenResponse, pageLoad: number): void {
    const at = ++this.clock;
    if (message.documentChange) {
      const { document, targetIds = [] } = message.documentChange;
      this.allDocuments.push({ path: document.name.replace(DOCUMENTS_PREFIX, ''), updateTime: document.updateTime, targetIds, at, pageLoad });
      for (const id of targetIds) {
        const target = this.latestTarget(id, pageLoad);
        if (target) target.documentsSent += 1;
      }
    }
    const { targetChangeType, targetIds = [] } = message.targetChange ?? {};
    for (const id of targetIds) {
      const target = this.latestTarget(id, pageLoad);
      if (!target) continue;
      if (targetChangeType === 'CURRENT') target.currentAt ??= at;
      // The server ends a target it refuses (e.g. the user signed out) or confirms a removal.
      if (targetChangeType === 'REMOVE') this.end(target, at, 'server');
    }
  }

  /** Target ids come back after a reload: the latest target with the id that `pageLoad` asked for is meant. */
  private latestTarget(targetId: number, pageLoad = this.pageLoads): ListenTarget | undefined {
    return this.allTargets.findLast((target) => target.targetId === targetId && target.pageLoad === pageLoad);
  }
}
