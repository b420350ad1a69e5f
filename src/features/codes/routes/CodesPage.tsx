import Stack from '@mui/material/Stack';
import { useTrackedCodes } from '@/features/codes/api/tracked-codes';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { TrackedCodesTable } from '@/features/codes/components/TrackedCodesTable';
import { useCompactLayout } from '@/features/codes/hooks/use-compact-layout';
import { codesTexts } from '@/features/codes/texts';

/** Code tracking ('Seguimiento de códigos', /codigos): the leader's codes grouped by batch. */
export function CodesPage() {
  const trackedCodes = useTrackedCodes();
  const compact = useCompactLayout();
  const codes = trackedCodes.data?.codes ?? [];

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus result={trackedCodes} emptyText={codesTexts.noTrackedCodes} />
      {codes.length > 0 && <TrackedCodesTable codes={codes} compact={compact} />}
    </Stack>
  );
}
