import type { CodeChange } from '@/lib/codes/available-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { formatCount, formatUsage } from '@/lib/codes/code-format';
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
  /** The status became expired. */
  expired: boolean;
}

/** The codes whose uses rose or that became expired; new and removed codes are not news. */
export function codeUsageEvents(changes: readonly CodeChange[]): CodeUsageEvent[] {
  const events: CodeUsageEvent[] = [];
  for (const { type, code, previous } of changes) {
    if (type !== 'modified' || previous === null) continue;
    const used = code.currentUses > previous.currentUses;
    const expired = code.status === 'expired' && previous.status !== 'expired';
    if (used || expired) events.push({ code: code.code, currentUses: code.currentUses, maxUses: code.maxUses, used, expired });
  }
  return events;
}

/** The codes that left the available codes in a delivery that is news: what became of them is worth a read. */
export function codesThatLeft(delivery: CodesDelivery, previous: CodesDelivery | null): TrackedCode[] {
  if (!isLiveDelivery(previous)) return [];
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

/**
 * Whether a delivery is news: not the first one (the codes as they were at sign-in), and not
 * one that follows a delivery from the cache (a reload or a reconnection catching up with what
 * changed meanwhile, which the leader sees in the tables anyway).
 */
export function isLiveDelivery(previous: CodesDelivery | null): boolean {
  return previous !== null && !previous.fromCache;
}

/**
 * The one notice for a delivery, e.g. 'El código VERANO02 se usó (3/5)', or for several codes
 * '12 códigos se usaron y 3 códigos expiraron'. Null when there is nothing to announce.
 */
export function codeUsageNotice(delivery: CodesDelivery, previous: CodesDelivery | null): string | null {
  if (!isLiveDelivery(previous)) return null;
  const events = codeUsageEvents(delivery.changes);
  if (events.length === 0) return null;
  if (events.length === 1) {
    const [event] = events;
    const uses = formatUsage(event.currentUses, event.maxUses);
    if (event.used && event.expired) return codesTexts.codeUsedAndExpired(event.code, uses);
    return event.used ? codesTexts.codeUsed(event.code, uses) : codesTexts.codeExpired(event.code);
  }
  const used = events.filter((event) => event.used).length;
  const expired = events.filter((event) => event.expired).length;
  const parts = [
    used > 0 ? codesTexts.codesUsed(formatCount(used), used) : null,
    expired > 0 ? codesTexts.codesExpired(formatCount(expired), expired) : null,
  ];
  return parts.filter((part) => part !== null).join(codesTexts.noticeJoin);
}
