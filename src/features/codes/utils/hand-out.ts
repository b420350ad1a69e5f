import type { TrackedCode } from '@/lib/codes/tracked-code';

/**
 * A code the leader can still hand out: available and with a use left. What a copy or a share
 * from an event gives; an expired or used-up code would only be refused at the door.
 */
export function canHandOut(code: Pick<TrackedCode, 'status' | 'currentUses' | 'maxUses'>): boolean {
  return code.status === 'available' && code.currentUses < code.maxUses;
}
