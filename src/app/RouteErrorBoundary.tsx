import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isReloadingForFailedChunk } from '@/app/chunk-reload';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { texts } from '@/lib/texts';

// React.lazy keeps a failed import's rejection for good, so retrying means loading the page
// again: the browser (or the service worker) then fetches every chunk anew.
const reloadPage = () => window.location.reload();

/** Instead of a blank page: what happened, and a way out. Offline, it retries once the connection returns. */
function RecoveryScreen() {
  const online = useOnlineStatus();
  // For the screen's whole life: tied to `online`, the listener could be removed by the very
  // re-render the 'online' event causes before it runs.
  useEffect(() => {
    window.addEventListener('online', reloadPage);
    return () => window.removeEventListener('online', reloadPage);
  }, []);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box role="alert" sx={{ maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {texts.recovery.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: online ? 3 : 1 }}>
          {texts.recovery.text}
        </Typography>
        {!online && <Typography sx={{ mb: 3 }}>{texts.recovery.offline}</Typography>}
        <Button variant="contained" onClick={reloadPage}>
          {texts.recovery.retry}
        </Button>
      </Box>
    </Box>
  );
}

/** Around the routes: a page that fails to load or to render never leaves a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to load or render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return isReloadingForFailedChunk() ? <FullScreenLoader /> : <RecoveryScreen />;
  }
}
