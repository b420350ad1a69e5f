import { createContext } from 'react';

export type NotificationType = 'success' | 'warning' | 'error' | 'info';

/** A snackbar notification: a type and a message (docs/product.md, Screens: Shell). */
export interface Notification {
  type: NotificationType;
  message: string;
  /** How long it stays on screen; NOTIFICATION_DURATION_MS (5000) when omitted. */
  durationMs?: number;
}

export type Notify = (notification: Notification) => void;

export const NotificationsContext = createContext<Notify | null>(null);
