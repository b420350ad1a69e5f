import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { NOTIFICATION_DURATION_MS } from '@common/constants';
import { NotificationsContext, type Notification } from '@/components/notifications/notifications-context';
import { texts } from '@/lib/texts';

/**
 * Once another notification is waiting, the one on screen stays this much longer (at most its
 * own duration), so a burst of notifications is shown one after another without a long wait.
 */
export const QUEUED_NOTIFICATION_DURATION_MS = 1500;

interface QueuedNotification extends Notification {
  id: number;
}

/**
 * Snackbar at the bottom right. Notifications form a queue: each one is shown in turn and none
 * replaces another. Errors and warnings are announced assertively (role alert), success and info
 * politely (role status).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedNotification[]>([]);
  const [open, setOpen] = useState(true);
  const nextId = useRef(1);

  const notify = useCallback((notification: Notification) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...notification, id }]);
  }, []);

  const current = queue[0];
  const duration = current?.durationMs ?? NOTIFICATION_DURATION_MS;
  const autoHideDuration = queue.length > 1 ? Math.min(duration, QUEUED_NOTIFICATION_DURATION_MS) : duration;

  const close = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss a message before it was read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  // After the exit transition the next notification (if any) slides in.
  const showNext = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  const assertive = current?.type === 'error' || current?.type === 'warning';

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={autoHideDuration}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{ transition: { onExited: showNext } }}
        >
          <Alert
            severity={current.type}
            variant="filled"
            role={assertive ? 'alert' : 'status'}
            aria-live={assertive ? 'assertive' : 'polite'}
            closeText={texts.shell.closeNotification}
            onClose={() => close(null)}
            sx={{ width: '100%', maxWidth: 480, alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotificationsContext.Provider>
  );
}
