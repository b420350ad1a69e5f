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
