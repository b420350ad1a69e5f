import Stack from '@mui/material/Stack';
import { BatchCodesList } from '@/features/codes/components/BatchCodesList';
import { CodeValidator } from '@/features/codes/components/CodeValidator';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { useCompactLayout } from '@/features/codes/hooks/use-compact-layout';
import { useTrackedCodes } from '@/features/codes/hooks/use-tracked-codes';
import { texts } from '@/lib/texts';

/** Dashboard ('Validador de códigos'): the code validator and the batch codes list. */
export function DashboardPage() {
  const trackedCodes = useTrackedCodes();
  const compact = useCompactLayout();
  const codesShown = !trackedCodes.loading && trackedCodes.value.length > 0;
  // A first visit with many codes: the counts arrive long before the codes.
  const countsShown = trackedCodes.loading && !trackedCodes.error && (trackedCodes.eventCounts?.length ?? 0) > 0;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus state={trackedCodes} emptyText={texts.codes.noTrackedCodes} />
      <CodeValidator
        index={trackedCodes.index}
        disabled={trackedCodes.loading || (trackedCodes.error !== null && trackedCodes.value.length === 0)}
        compact={compact}
      />
      {(codesShown || countsShown) && (
        <BatchCodesList codes={codesShown ? trackedCodes.value : null} eventCounts={trackedCodes.eventCounts} />
      )}
    </Stack>
  );
}
