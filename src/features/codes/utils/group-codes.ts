import type { TrackedCode } from '@/lib/codes/tracked-code';
import { LOCALE } from '@common/constants';

/** The codes of one generation batch (same trackingId), for the tracking page. */
export interface TrackingGroup {
  trackingId: string;
  eventId: string;
  eventName: string | null;
  codes: TrackedCode[];
}

/**
 * Groups codes by trackingId. Groups keep the order of their first code, so with the
 * listener's createdAt-descending order the newest batch comes first; codes keep their order.
 */
export function groupByTrackingId(codes: readonly TrackedCode[]): TrackingGroup[] {
  const groups = new Map<string, TrackingGroup>();
  for (const code of codes) {
    const group = groups.get(code.trackingId) ?? { trackingId: code.trackingId, eventId: code.eventId, eventName: code.eventName, codes: [] };
    groups.set(code.trackingId, group);
    group.codes.push(code);
  }
  return [...groups.values()];
}

const collator = new Intl.Collator(LOCALE, { sensitivity: 'base', numeric: true });

/** Order of events by the name shown (es-CR collation), then event id so equal names keep a stable order. */
export function compareEventNames(a: { eventId: string; eventName: string }, b: { eventId: string; eventName: string }): number {
  return collator.compare(a.eventName, b.eventName) || a.eventId.localeCompare(b.eventId);
}
