import { TRACKED_CODE_STATUSES } from './constants';
import type { CodeDoc, CodeSummaryDoc } from './data-model';

/**
 * The counts of codeSummaries/{leaderUid} from all of a leader's codes: tracked codes only
 * (available or expired), per event id. Pure; updatedAt is the caller's.
 */
export function summarizeCodes(codes: Iterable<Pick<CodeDoc, 'status' | 'eventId'>>): Omit<CodeSummaryDoc, 'updatedAt'> {
  const events: CodeSummaryDoc['events'] = {};
  let total = 0;
  for (const code of codes) {
    if (!isTrackedStatus(code.status)) continue;
    total += 1;
    const id = code.eventId?.id ?? '';
    events[id] ??= { name: code.eventId?.name ?? '', count: 0 };
    events[id].count += 1;
  }
  return { total, events };
}

export function isTrackedStatus(status: unknown): boolean {
  return (TRACKED_CODE_STATUSES as unknown[]).includes(status);
}
