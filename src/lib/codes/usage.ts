import type { TrackedCode } from '@/lib/codes/tracked-code';

/** How much of a set of codes (an event's, a batch's) has been used. */
export interface CodeUsage {
  /** Sum of currentUses. */
  uses: number;
  /** Sum of maxUses. */
  maxUses: number;
  /** Codes with no use left (currentUses ≥ maxUses). */
  usedUp: number;
  /** Codes counted. */
  total: number;
}

export function codeUsage(codes: readonly Pick<TrackedCode, 'currentUses' | 'maxUses'>[]): CodeUsage {
  const usage: CodeUsage = { uses: 0, maxUses: 0, usedUp: 0, total: codes.length };
  for (const code of codes) {
    usage.uses += code.currentUses;
    usage.maxUses += code.maxUses;
    if (code.currentUses >= code.maxUses) usage.usedUp += 1;
  }
  return usage;
}

/** Uses over maximum uses as a whole percentage for a progress bar, 0 to 100 (0 when nothing can be used). */
export function usagePercent({ uses, maxUses }: CodeUsage): number {
  if (maxUses <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (uses / maxUses) * 100)));
}

/** The shares of an event's maximum uses that the leader is told about, lowest first. */
export const USAGE_THRESHOLDS = [80, 100] as const;

/** A share of the maximum uses reached (USAGE_THRESHOLDS): 80 or 100 (%). */
export type UsageThreshold = (typeof USAGE_THRESHOLDS)[number];

/**
 * The highest threshold that `uses` of `maxUses` has reached: 80 from exactly 80 % (79.9 % is
 * not yet), 100 from every use taken (more uses than the maximum too); null below 80 % or when
 * nothing can be used (no maximum). Compared in whole numbers, so no rounding lifts 79.9 % to 80.
 */
export function usageThreshold(uses: number, maxUses: number): UsageThreshold | null {
  if (!(maxUses > 0) || !(uses > 0)) return null;
  let reached: UsageThreshold | null = null;
  for (const threshold of USAGE_THRESHOLDS) if (uses * 100 >= maxUses * threshold) reached = threshold;
  return reached;
}
