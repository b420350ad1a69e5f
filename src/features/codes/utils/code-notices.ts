import type { CodeChange } from '@/features/codes/api/available-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { formatUsage } from '@/lib/codes/code-format';
import { formatCount } from '@common/number-format';
import { codesTexts } from '@/lib/codes/texts';

// Live notices for the leader when their codes are used or expire, from the deliveries of the
// available-codes listener. A use shows as a change of the code; an expiry as the code leaving
// the available codes, so the notices read once what each code that left became.

/** One delivery of the codes listener, as the notices need it. */
export interface CodesDelivery {
  changes: readonly CodeChange[];
  fromCache: boolean;
}

/** What happened to one code in a delivery. */
export interface CodeUsageEvent {
  code: string;
  currentUses: number;
  maxUses: number;
  /** currentUses rose. */
  used: boolean;
  /** currentUses fell: the shop refunded an order (gave the use back). */
  refunded: boolean;
  /** The status became expired. */
  expired: boolean;
  /** The tickets of the order that used it (the rise of its tickets sold); null when the shop did not say. */
  tickets: number | null;
}

/** The codes whose uses rose or fell or that became expired; new and removed codes are not news. */
export function codeUsageEvents(changes: readonly CodeChange[]): CodeUsageEvent[] {
  const events: CodeUsageEvent[] = [];
  for (const { type, code, previous } of changes) {
    if (type !== 'modified' || previous === null) continue;
    const used = code.currentUses > previous.currentUses;
    const refunded = code.currentUses < previous.currentUses;
    const expired = code.status === 'expired' && previous.status !== 'expired';
    const soldMore = code.ticketsSold - previous.ticketsSold;
    const tickets = used && soldMore > 0 ? soldMore : null;
    if (used || refunded || expired) events.push({ code: code.code, currentUses: code.currentUses, maxUses: code.maxUses, used, refunded, expired, tickets });
  }
  return events;
}

/** The notice of one code's event, e.g. 'El código VERANO02 se usó: 2 entradas (3/5)'. */
function oneCodeNotice(event: CodeUsageEvent): string {
  const uses = formatUsage(event.currentUses, event.maxUses);
  if (event.refunded) return codesTexts.codeRefunded(event.code, uses);
  if (event.used && event.tickets !== null) {
    return event.expired ? codesTexts.codeUsedTicketsAndExpired(event.code, event.tickets, uses) : codesTexts.codeUsedTickets(event.code, event.tickets, uses);
  }
  if (event.used && event.expired) return codesTexts.codeUsedAndExpired(event.code, uses);
  return event.used ? codesTexts.codeUsed(event.code, uses) : codesTexts.codeExpired(event.code);
}

/** The codes that left the available codes in a delivery: what became of them is worth a read when the delivery is news. */
export function codesThatLeft(delivery: CodesDelivery): TrackedCode[] {
  return delivery.changes.filter((change) => change.type === 'removed').map((change) => change.code);
}

/**
 * The delivery with each code that left replaced by what it became (`became`, by document id; null
 * or missing: gone, deleted or not the leader's any more, which is no news).
 */
export function withWhatTheyBecame(delivery: CodesDelivery, became: ReadonlyMap<string, TrackedCode | null>): CodesDelivery {
  const changes = delivery.changes.map((change): CodeChange => {
    const now = change.type === 'removed' ? became.get(change.code.id) : undefined;
    return now ? { type: 'modified', code: now, previous: change.previous } : change;
  });
  return { ...delivery, changes };
}

/** How many codes that left as expired the notices keep in mind (a refund brings one back). */
const REMEMBERED_LEFT_CODES = 500;

/**
 * Remembers what the codes that left the available codes became when they expired (used up), so
 * that one coming back because a refund gave its use back is told as a change of that code ('fue
 * reembolsado') rather than as a new code, which is no news.
 */
export function createLeftCodesMemory() {
  const left = new Map<string, TrackedCode>();
  return {
    /** The delivery with each code that came back turned into the change from what it was when it left. */
    withReturns(delivery: CodesDelivery): CodesDelivery {
      const changes = delivery.changes.map((change): CodeChange => {
        const was = change.type === 'added' ? left.get(change.code.id) : undefined;
        if (!was) return change;
        left.delete(change.code.id);
        return { type: 'modified', code: change.code, previous: was };
      });
      return { ...delivery, changes };
    },
    /** Keeps the expired codes of a delivery whose codes that left are replaced by what they became (withWhatTheyBecame). */
    remember(delivery: CodesDelivery): void {
      for (const { type, code } of delivery.changes) {
        if (type !== 'modified' || code.status !== 'expired') continue;
        left.delete(code.id);
        left.set(code.id, code);
        // The oldest first out: a Map keeps the order in which keys were set.
        if (left.size > REMEMBERED_LEFT_CODES) left.delete(left.keys().next().value!);
      }
    },
  };
}

/**
 * Tells which deliveries of one listener are news. Not the deliveries until the listener is first
 * in sync with the server (the codes as they were at sign-in, or what changed while the page was
 * away, after a reload: the leader sees it in the tables anyway), and not the catch-up after the
 * browser lost its connection. After that, every delivery is, even one marked as coming from the
 * cache: when the server says a code left the available codes without saying what it became, the
 * SDK looks it up again and, meanwhile, marks the listener as not in sync; the change is still
 * the server's news.
 */
export function createNewsTracker() {
  let inSync = false;
  return {
    isNews(delivery: Pick<CodesDelivery, 'fromCache'>): boolean {
      const news = inSync;
      if (!delivery.fromCache) inSync = true;
      return news;
    },
    /** The browser went offline: what arrives when it is back is a catch-up. */
    connectionLost(): void {
      inSync = false;
    },
  };
}

/**
 * The one notice for a delivery that is news, e.g. 'El código VERANO02 se usó: 2 entradas (3/5)'
 * ('El código VERANO02 se usó (3/5)' when the shop did not say the tickets), 'El código VERANO02
 * fue reembolsado (2/5)', or for several codes '12 códigos se usaron y 3 códigos expiraron'. Null
 * when there is nothing to announce.
 */
export function codeUsageNotice(delivery: CodesDelivery): string | null {
  const events = codeUsageEvents(delivery.changes);
  if (events.length === 0) return null;
  if (events.length === 1) return oneCodeNotice(events[0]);
  const used = events.filter((event) => event.used).length;
  const refunded = events.filter((event) => event.refunded).length;
  const expired = events.filter((event) => event.expired).length;
  const parts = [
    used > 0 ? codesTexts.codesUsed(formatCount(used), used) : null,
    refunded > 0 ? codesTexts.codesRefunded(formatCount(refunded), refunded) : null,
    expired > 0 ? codesTexts.codesExpired(formatCount(expired), expired) : null,
  ];
  return parts.filter((part) => part !== null).join(codesTexts.noticeJoin);
}
