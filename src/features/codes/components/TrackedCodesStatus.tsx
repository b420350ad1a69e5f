import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { codesTexts } from '@/lib/codes/texts';
import type { Result } from '@/lib/firebase/result';

/**
 * Loading, error and empty states of the leader's codes; renders nothing once there is something
 * to show. An error shows above what was delivered before it failed.
 */
export function TrackedCodesStatus({ result, empty, emptyText }: { result: Result<unknown> & { retry?(): void }; empty: boolean; emptyText: string }) {
  if (result.status === 'error') {
    // Without permission, trying again cannot help: the leader must sign in again.
    const denied = result.error.code === 'permission-denied';
    return (
      <Alert
        severity="error"
        action={
          denied || !result.retry ? undefined : (
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
  if (empty) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return null;
}
