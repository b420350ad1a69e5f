import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { TrackedCodesState } from '@/features/codes/hooks/use-tracked-codes';
import { texts } from '@/lib/texts';

/**
 * Loading, error and empty states of the shared tracked codes; renders nothing once codes
 * are there. An error shows above codes the listener delivered before it failed.
 */
export function TrackedCodesStatus({ state, emptyText }: { state: TrackedCodesState; emptyText: string }) {
  if (state.error) {
    return (
      <Alert
        severity="error"
        action={
          state.error.kind === 'unavailable' ? (
            <Button color="inherit" size="small" onClick={state.retry}>
              {texts.codes.retry}
            </Button>
          ) : undefined
        }
      >
        {state.error.message}
      </Alert>
    );
  }
  if (state.loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography>{texts.codes.loading}</Typography>
      </Box>
    );
  }
  if (state.value.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return null;
}
