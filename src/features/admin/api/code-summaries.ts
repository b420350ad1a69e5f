import { doc, getDoc } from 'firebase/firestore';
import { toCodeSummary, type CodeSummary } from '@/lib/codes/code-summary';
import type { CodeUsage } from '@/lib/codes/usage';
import { firestore } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@common/collections';

// The leaders' summaries as the administrators' list of leaders shows them: one read by id per
// leader on the page, whatever the size of the store.

/** The summaries of several leaders, read once by id (an administrator's list of leaders). */
export async function readCodeSummaries(uids: readonly string[]): Promise<Map<string, CodeSummary>> {
  const snapshots = await Promise.all(uids.map((uid) => getDoc(doc(firestore, COLLECTIONS.codeSummaries, uid))));
  return new Map(snapshots.map((snapshot, i) => [uids[i], toCodeSummary(snapshot)]));
}

/** The usage of all of a summary's events together. */
export function totalUsage(summary: CodeSummary): CodeUsage {
  const usage: CodeUsage = { total: 0, uses: 0, maxUses: 0, usedUp: 0 };
  for (const { usage: event } of summary.events) {
    usage.total += event.total;
    usage.uses += event.uses;
    usage.maxUses += event.maxUses;
    usage.usedUp += event.usedUp;
  }
  return usage;
}
