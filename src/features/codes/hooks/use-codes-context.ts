import { useOutletContext } from 'react-router-dom';
import type { AvailableCodes } from '@/features/codes/api/available-codes';
import type { EventCodes } from '@/features/codes/hooks/use-event-codes';
import type { ValidatorMemory } from '@/features/codes/utils/validator-memory';
import type { CodeSummary } from '@/lib/codes/code-summary';
import type { DataResult } from '@/hooks/use-subscription';

/** What CodesLayout hands to the dashboard and the codes page. */
export interface CodesOutletContext {
  uid: string | null;
  /** The leader's available codes, live: what the validator answers from and the notices follow. */
  available: DataResult<AvailableCodes>;
  /** The server-kept figures of all their tracked codes: every event, its count and usage. */
  summary: DataResult<CodeSummary>;
  /** The codes of each event, loaded on demand for its copy, share and CSV. */
  eventCodes: EventCodes;
  /** The validator's input and last validation, kept while the leader moves between the pages. */
  validator: ValidatorMemory;
}

/** What CodesLayout hands down, in a page under it. */
export function useCodesContext(): CodesOutletContext {
  return useOutletContext<CodesOutletContext>();
}
