import { createContext, useContext } from 'react';
import type { EventCodeCount } from '@/features/codes/api/codes-service';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import type { TrackedCodeIndex } from '@/features/codes/utils/validate-codes';

export type TrackedCodesErrorKind = 'permission-denied' | 'unavailable';

export interface TrackedCodesState {
  /** The leader's tracked codes, createdAt descending. */
  value: TrackedCode[];
  /** True until the first delivery (from the cache or the server). */
  loading: boolean;
  error: { kind: TrackedCodesErrorKind; message: string } | null;
  /** value indexed by normalised code, built once per delivery (for the validator). */
  index: TrackedCodeIndex;
  /**
   * Per-event counts of the leader's tracked codes, known before the codes themselves on a
   * first visit (aggregation queries); null when not counted. For the early batch table.
   */
  eventCounts: EventCodeCount[] | null;
  /** True while the shown codes come only from the local cache. */
  fromCache: boolean;
  /** Re-subscribes after an error. */
  retry(): void;
}

export const TrackedCodesContext = createContext<TrackedCodesState | null>(null);

/** The shared tracked codes of the signed-in leader (one listener for both pages). */
export function useTrackedCodes(): TrackedCodesState {
  const state = useContext(TrackedCodesContext);
  if (!state) throw new Error('useTrackedCodes must be used inside <TrackedCodesProvider>');
  return state;
}
