import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/app/theme';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { SessionProvider } from '@/lib/session/session-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Outside the session so that session code can notify too. */}
      <NotificationsProvider>
        <SessionProvider>{children}</SessionProvider>
      </NotificationsProvider>
    </ThemeProvider>
  );
}
