import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TimedAlert } from '@/features/auth/hooks/use-timed-alert';

/** The place for the screen's alert; an empty live region keeps announcements working. */
export function AlertArea({ alert }: { alert: TimedAlert | null }) {
  return (
    <Box aria-live="polite" sx={{ mb: alert ? 2 : 0 }}>
      {alert && (
        <Alert key={alert.id} severity={alert.severity} role={alert.severity === 'error' ? 'alert' : 'status'}>
          {alert.message}
        </Alert>
      )}
    </Box>
  );
}
