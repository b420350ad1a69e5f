// The server-kept aggregates of a leader's tracked codes (available or expired):
//   codeSummaries/{leaderUid}                       total, and per event: count, uses, used up, tickets sold
//   codeSummaries/{leaderUid}/batches/{trackingId}  the same figures for one generation batch
// The dashboard lists every event from the first document and the tracking page heads each
// batch from the second, so neither needs the codes themselves. Pure: what each code adds, and
// what one write of a code changes; the functions turn the changes into atomic increments.
import { parseCodeDocument } from './code-document';
import { TRACKED_CODE_STATUSES } from './constants';

/** The figures kept for a set of codes (an event's, a batch's). */
export interface CodeUsageCounts {
  /** Tracked codes. */
  count: number;
  /** Sum of currentUses. */
  uses: number;
  /** Sum of maxUses. */
  maxUses: number;
  /** Codes with no use left (currentUses ≥ maxUses). */
  usedUp: number;
  /** Sum of ticketsSold: tickets of the shop's confirmed orders of these codes, refunds taken off. */
  ticketsSold: number;
}

/** The figures, named once: every sum, increment and comparison goes through this list. */
export const USAGE_COUNT_KEYS = ['count', 'uses', 'maxUses', 'usedUp', 'ticketsSold'] as const satisfies readonly (keyof CodeUsageCounts)[];

/** codeSummaries/{leaderUid} without its updatedAt. */
export interface CodeSummaryCounts {
  total: number;
  events: Record<string, CodeSummaryEvent>;
}

export interface CodeSummaryEvent extends CodeUsageCounts {
  name: string;
}

/** codeSummaries/{leaderUid}/batches/{trackingId} without its updatedAt. */
export interface CodeBatchSummary extends CodeUsageCounts {
  eventId: string;
  eventName: string;
}

/** What one code adds to its leader's aggregates. */
export interface CodeContribution {
  leaderUid: string;
  eventId: string;
  eventName: string;
  /** '' when the code has no batch: it then counts in the event only. */
  trackingId: string;
  counts: CodeUsageCounts;
}

/** A change of the aggregates of one leader, event and batch. */
export type SummaryChange = Omit<CodeContribution, 'counts'> & { delta: CodeUsageCounts };

export const ZERO_COUNTS: CodeUsageCounts = Object.freeze({ count: 0, uses: 0, maxUses: 0, usedUp: 0, ticketsSold: 0 });

const mapCounts = (f: (key: keyof CodeUsageCounts) => number): CodeUsageCounts =>
  Object.fromEntries(USAGE_COUNT_KEYS.map((key) => [key, f(key)])) as unknown as CodeUsageCounts;

export function isTrackedStatus(status: unknown): boolean {
  return (TRACKED_CODE_STATUSES as unknown[]).includes(status);
}

/**
 * What a codes document adds to the aggregates; null when it adds nothing: not a code the schema
 * of common/code-document.ts accepts (the app would not show it either), not tracked, or without
 * leader or event. Hand-written documents go through the same lenient parse as every reader's.
 */
export function codeContribution(data: unknown): CodeContribution | null {
  const code = data === null || data === undefined ? null : parseCodeDocument(data);
  if (code === null || !isTrackedStatus(code.status)) return null;
  const { currentUses: uses, maxUses, ticketsSold } = code;
  if (code.leaderId.id === '' || code.eventId.id === '') return null;
  return {
    leaderUid: code.leaderId.id,
    eventId: code.eventId.id,
    eventName: code.eventId.name ?? '',
    trackingId: code.trackingId,
    counts: { count: 1, uses, maxUses, usedUp: uses >= maxUses ? 1 : 0, ticketsSold },
  };
}

// `0 - x` rather than `-x`: no negative zeros in the increments.
const scaled = (counts: CodeUsageCounts, sign: 1 | -1): CodeUsageCounts =>
  sign === 1 ? counts : mapCounts((key) => 0 - counts[key]);

/** The aggregate changes of one write of a code (before → after; null where the document did not exist). */
export function changesOfWrite(before: unknown, after: unknown): SummaryChange[] {
  const changes: SummaryChange[] = [];
  for (const [code, sign] of [[before, -1], [after, 1]] as const) {
    const contribution = codeContribution(code);
    if (contribution === null) continue;
    const { counts, ...where } = contribution;
    changes.push({ ...where, delta: scaled(counts, sign) });
  }
  return combineSummaryChanges(changes);
}

const isZero = (counts: CodeUsageCounts) => USAGE_COUNT_KEYS.every((key) => counts[key] === 0);

/** Sums changes per leader, event and batch, dropping those that cancel out. The latest event name wins. */
export function combineSummaryChanges(changes: readonly SummaryChange[]): SummaryChange[] {
  const combined = new Map<string, SummaryChange>();
  for (const change of changes) {
    const key = [change.leaderUid, change.eventId, change.trackingId].join('\u0000');
    const previous = combined.get(key);
    combined.set(
      key,
      previous
        ? {
            ...change,
            eventName: change.eventName || previous.eventName,
            delta: addCounts(previous.delta, change.delta),
          }
        : change,
    );
  }
  return [...combined.values()].filter((change) => !isZero(change.delta));
}

/** Adds `delta` to `counts` (a new object). */
export function addCounts(counts: CodeUsageCounts, delta: CodeUsageCounts): CodeUsageCounts {
  return mapCounts((key) => counts[key] + delta[key]);
}

/**
 * The aggregates of a leader from all of their codes: what the seed writes and what a recount
 * rewrites. Codes of other leaders are ignored.
 */
export function summarizeCodes(
  leaderUid: string,
  codes: Iterable<unknown>,
): { summary: CodeSummaryCounts; batches: Record<string, CodeBatchSummary> } {
  const summary: CodeSummaryCounts = { total: 0, events: {} };
  const batches: Record<string, CodeBatchSummary> = {};
  for (const code of codes) {
    const contribution = codeContribution(code);
    if (contribution === null || contribution.leaderUid !== leaderUid) continue;
    const { eventId, eventName, trackingId, counts } = contribution;
    summary.total += 1;
    const event = summary.events[eventId] ?? { name: eventName, ...ZERO_COUNTS };
    summary.events[eventId] = { ...addCounts(event, counts), name: event.name || eventName };
    if (trackingId !== '') {
      const batch = batches[trackingId] ?? { eventId, eventName, ...ZERO_COUNTS };
      batches[trackingId] = { ...batch, ...addCounts(batch, counts) };
    }
  }
  return { summary, batches };
}
