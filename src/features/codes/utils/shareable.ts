import type { TrackedCode } from '@/lib/codes/tracked-code';
import type { ValidatedCode } from '@/features/codes/utils/validate-codes';
import type { ShareableCode } from '@/lib/codes/share-text';

/** A tracked code as shared: the code and its event (for the shop link). */
export function shareableTracked(code: TrackedCode): ShareableCode {
  return { code: code.code, eventId: code.eventId || null };
}

/** A validated code as shared: a code that is not the leader's has no event, hence no shop link. */
export function shareableValidated(code: ValidatedCode): ShareableCode {
  return { code: code.code, eventId: code.tracked?.eventId || null };
}
