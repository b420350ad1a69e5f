import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for long forms (registration). */
  wide?: boolean;
}

/** Full-screen frame of the account screens: brand, a card with the title, no top bar. */
export function AuthLayout({ title, subtitle, children, wide = false }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #0d47a1 0%, #1565c0 38%, #f4f6fa 38.1%)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, color: 'common.white' }}>
        <Box component="img" src="/logo.svg" alt="" width={40} height={40} />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {texts.appName}
        </Typography>
      </Box>
      <Paper
        elevation={3}
        sx={{ width: '100%', maxWidth: wide ? 640 : 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
