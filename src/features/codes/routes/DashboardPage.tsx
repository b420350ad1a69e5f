import Stack from '@mui/material/Stack';
import { useCodeSummary, useTrackedCodes } from '@/features/codes/api/tracked-codes';
import { BatchCodesList } from '@/features/codes/components/BatchCodesList';
import { CodeValidator } from '@/features/codes/components/CodeValidator';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { useCompactLayout } from '@/features/codes/hooks/use-compact-layout';
import { codesTexts } from '@/features/codes/texts';

/** Dashboard ('Validador de códigos'): the code validator and the batch codes list. */
export function DashboardPage() {
  const trackedCodes = useTrackedCodes();
  // A first visit with many codes: the per-event counts arrive long before the codes.
  const summary = useCodeSummary();
  const compact = useCompactLayout();
  const codes = trackedCodes.data?.codes ?? null;
  const eventCounts = trackedCodes.status === 'loading' ? (summary.data?.events ?? []) : [];

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus result={trackedCodes} emptyText={codesTexts.noTrackedCodes} />
      {/* Validating before the codes arrived would call every code unknown. */}
      <CodeValidator codes={codes} compact={compact} />
      {(codes ?? eventCounts).length > 0 && <BatchCodesList codes={codes} eventCounts={eventCounts} />}
    </Stack>
  );
}
