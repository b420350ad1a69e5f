import Stack from '@mui/material/Stack';
import { BatchCodesList } from '@/features/codes/components/BatchCodesList';
import { CodeValidator } from '@/features/codes/components/CodeValidator';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { useCodesContext } from '@/features/codes/hooks/use-codes-context';
import { codesTexts } from '@/lib/codes/texts';

/** Dashboard ('Validador de códigos'): the code validator and the batch codes list. */
export function DashboardPage() {
  const { uid, available, summary, eventCodes, validator } = useCodesContext();
  const compact = useCompactLayout();
  const events = summary.data?.events ?? [];
  const empty = available.data?.codes.length === 0 && summary.data?.total === 0;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus result={available} empty={empty} emptyText={codesTexts.noTrackedCodes} onRetry={available.refetch} />
      {/* Validating before the available codes arrived would ask the server about every code. */}
      <CodeValidator uid={uid} codes={available.data?.codes ?? null} memory={validator} compact={compact} />
      {events.length > 0 && <BatchCodesList uid={uid} events={events} eventCodes={eventCodes} />}
    </Stack>
  );
}
