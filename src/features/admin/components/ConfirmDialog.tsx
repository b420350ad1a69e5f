import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { BusyButton } from '@/features/admin/components/BusyButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: both buttons wait, the dialog stays. */
  busy?: boolean;
  /** A destructive action is coloured as one. */
  destructive?: boolean;
  /** Why the confirmed action was refused: shown in the dialog, which stays open, until it closes or the action runs again. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that changes someone's access or data; Escape and a click outside cancel. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, destructive = false, error = null, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <BusyButton onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} busy={busy}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
