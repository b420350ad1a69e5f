import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { TrackedCodesTable } from '@/features/codes/components/TrackedCodesTable';
import { useTrackedCodes } from '@/features/codes/hooks/use-tracked-codes';
import { texts } from '@/lib/texts';

/** Code tracking ('Seguimiento de códigos', /codigos): the leader's codes grouped by batch. */
export function CodesPage() {
  const trackedCodes = useTrackedCodes();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus state={trackedCodes} emptyText={texts.codes.noTrackedCodes} />
      {!trackedCodes.loading && trackedCodes.value.length > 0 && (
        <TrackedCodesTable codes={trackedCodes.value} compact={compact} />
      )}
    </Stack>
  );
}
