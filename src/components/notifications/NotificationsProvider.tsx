import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';
import { NOTIFICATION_DURATION_MS } from '@common/constants';
import { NotificationsContext, type Notification } from '@/components/notifications/notifications-context';
import type { NotificationSnackbarProps } from '@/components/notifications/NotificationSnackbar';

/**
 * Once another notification is waiting, the one on screen stays this much longer (at most its
 * own duration), so a burst of notifications is shown one after another without a long wait.
 */
export const QUEUED_NOTIFICATION_DURATION_MS = 1500;

interface QueuedNotification extends Notification {
  id: number;
}

export type SnackbarComponent = ComponentType<NotificationSnackbarProps>;

// The snackbar's code (MUI Snackbar and Alert) loads with the first notification: the sign-in
// page never shows one, so its first download does not carry it.
const importSnackbar = () => import('@/components/notifications/NotificationSnackbar').then((module) => module.NotificationSnackbar);

interface Props {
  children: ReactNode;
  /** The snackbar to show notifications with; by default it is imported with the first one. */
  snackbar?: SnackbarComponent;
}

/**
 * Snackbar at the bottom right. Notifications form a queue: each one is shown in turn and none
 * replaces another.
 */
export function NotificationsProvider({ children, snackbar }: Props) {
  const [queue, setQueue] = useState<QueuedNotification[]>([]);
  const [open, setOpen] = useState(true);
  const [Snackbar, setSnackbar] = useState<SnackbarComponent | null>(() => snackbar ?? null);
  const nextId = useRef(1);

  const notify = useCallback((notification: Notification) => {
    const id = nextId.current++;
    setQueue((current) => [...current, { ...notification, id }]);
  }, []);

  const current = queue[0];
  const waiting = current !== undefined && Snackbar === null;
  useEffect(() => {
    if (!waiting) return;
    let active = true;
    importSnackbar().then(
      (component) => active && setSnackbar(() => component),
      (error: unknown) => console.error('notifications: the snackbar failed to load', error),
    );
    return () => {
      active = false;
    };
  }, [waiting]);

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

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {current && Snackbar && (
        <Snackbar
          key={current.id}
          notification={current}
          open={open}
          autoHideDuration={autoHideDuration}
          onClose={close}
          onExited={showNext}
        />
      )}
    </NotificationsContext.Provider>
  );
}
