import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { texts } from '@/lib/texts';

/**
 * A new version of the app is ready: a small banner above the page (in the flow: it covers
 * nothing) says 'Nueva versión disponible' with 'Actualizar'. It stays until the leader chooses,
 * so an update never swaps the app in the middle of a task.
 */
export function AppUpdatePrompt({ onActivate }: { onActivate: () => void }) {
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onActivate}>
          {texts.appUpdate.reload}
        </Button>
      }
      sx={{ alignItems: 'center', borderRadius: 0 }}
    >
      {texts.appUpdate.available}
    </Alert>
  );
}
