import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { registerServiceWorker } from '@/app/pwa/service-worker';
import { texts } from '@/lib/texts';

/**
 * Registers the service worker and, when a new version of the app is ready, offers it in a small
 * banner above the page (in the flow: it covers nothing): 'Nueva versión disponible' with
 * 'Actualizar'. It stays until the leader chooses, so an update never swaps the app in the
 * middle of a task.
 */
export function AppUpdatePrompt() {
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => {
    registerServiceWorker((activateUpdate) => setActivate(() => activateUpdate)).catch((error: unknown) =>
      console.error('service worker: registration failed', error),
    );
  }, []);

  if (activate === null) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={activate}>
          {texts.appUpdate.reload}
        </Button>
      }
      sx={{ alignItems: 'center', borderRadius: 0 }}
    >
      {texts.appUpdate.available}
    </Alert>
  );
}
