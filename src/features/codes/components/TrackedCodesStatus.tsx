import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TrackedCodesResult } from '@/features/codes/api/tracked-codes';
import { codesTexts } from '@/features/codes/texts';

/**
 * Loading, error and empty states of the shared tracked codes; renders nothing once codes
 * are there. An error shows above codes the listener delivered before it failed.
 */
export function TrackedCodesStatus({ result, emptyText }: { result: TrackedCodesResult; emptyText: string }) {
  if (result.status === 'error') {
    // Without permission, trying again cannot help: the leader must sign in again.
    const denied = result.error.code === 'permission-denied';
    return (
      <Alert
        severity="error"
        action={
          denied ? undefined : (
            <Button color="inherit" size="small" onClick={result.retry}>
              {codesTexts.retry}
            </Button>
          )
        }
      >
        {denied ? codesTexts.permissionError : codesTexts.loadError}
      </Alert>
    );
  }
  if (result.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography>{codesTexts.loading}</Typography>
      </Box>
    );
  }
  if (result.data.codes.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return null;
}
