import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Result } from '@/lib/firebase/result';

export interface ReadStatusTexts {
  loading: string;
  error: string;
  /** Shown instead of `error` when the server refused the read. */
  permissionError?: string;
  retry: string;
}

/**
 * The loading, error and empty states of a read ({ status, data, error }); renders nothing once
 * there is something to show. An error shows above what was delivered before it failed, with a
 * retry unless the server refused the read (trying again cannot help then).
 */
export function ReadStatus({
  result,
  empty,
  emptyText,
  texts,
  onRetry,
}: {
  result: Result<unknown>;
  empty: boolean;
  emptyText: string;
  texts: ReadStatusTexts;
  onRetry?(): void;
}) {
  if (result.status === 'error') {
    const denied = result.error.code === 'permission-denied';
    return (
      <Alert
        severity="error"
        action={
          denied || !onRetry ? undefined : (
            <Button color="inherit" size="small" onClick={onRetry}>
              {texts.retry}
            </Button>
          )
        }
      >
        {denied && texts.permissionError ? texts.permissionError : texts.error}
      </Alert>
    );
  }
  if (result.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography>{texts.loading}</Typography>
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
