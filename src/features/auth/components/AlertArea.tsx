import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { TimedAlert } from '@/features/auth/hooks/use-timed-alert';

// MUI's Alert loads with the first alert: the sign-in page usually shows none, so its first
// download does not carry it.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The place for the screen's alert; an empty live region keeps announcements working. */
export function AlertArea({ alert }: { alert: TimedAlert | null }) {
  return (
    <Box aria-live="polite" sx={{ mb: alert ? 2 : 0 }}>
      {alert && (
        <Suspense fallback={null}>
          <Alert key={alert.id} severity={alert.severity} role={alert.severity === 'error' ? 'alert' : 'status'}>
            {alert.message}
          </Alert>
        </Suspense>
      )}
    </Box>
  );
}
