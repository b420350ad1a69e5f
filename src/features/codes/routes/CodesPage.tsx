import Stack from '@mui/material/Stack';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { TrackedCodesTable } from '@/features/codes/components/TrackedCodesTable';
import { useCompactLayout } from '@/features/codes/hooks/use-compact-layout';
import { useTrackedCodes } from '@/features/codes/hooks/use-tracked-codes';
import { texts } from '@/lib/texts';

/** Code tracking ('Seguimiento de códigos', /codigos): the leader's codes grouped by batch. */
export function CodesPage() {
  const trackedCodes = useTrackedCodes();
  const compact = useCompactLayout();

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus state={trackedCodes} emptyText={texts.codes.noTrackedCodes} />
      {!trackedCodes.loading && trackedCodes.value.length > 0 && (
        <TrackedCodesTable codes={trackedCodes.value} compact={compact} />
      )}
    </Stack>
  );
}
