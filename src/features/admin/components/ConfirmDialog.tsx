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
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that changes someone's access or data; Escape and a click outside cancel. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
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
