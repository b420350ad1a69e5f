import { useContext } from 'react';
import { NotificationsContext, type Notify } from '@/components/notifications/notifications-context';

/** notify({ type, message, durationMs? }) shows a snackbar; calls made meanwhile wait their turn. */
export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
