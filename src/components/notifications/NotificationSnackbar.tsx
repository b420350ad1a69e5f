import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import type { Notification } from '@/components/notifications/notifications-context';
import { texts } from '@/lib/texts';

export interface NotificationSnackbarProps {
  notification: Notification;
  open: boolean;
  autoHideDuration: number;
  onClose(event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason): void;
  /** After the exit transition. */
  onExited(): void;
}

/**
 * The snackbar of NotificationsProvider, at the bottom right. Errors and warnings are announced
 * assertively (role alert), success and info politely (role status).
 */
export function NotificationSnackbar({ notification, open, autoHideDuration, onClose, onExited }: NotificationSnackbarProps) {
  const assertive = notification.type === 'error' || notification.type === 'warning';
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={notification.type}
        variant="filled"
        role={assertive ? 'alert' : 'status'}
        aria-live={assertive ? 'assertive' : 'polite'}
        closeText={texts.shell.closeNotification}
        onClose={() => onClose(null)}
        sx={{ width: '100%', maxWidth: 480, alignItems: 'center', overflowWrap: 'anywhere' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
