import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';

interface FormDialogProps {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  /** The function's refusal, shown above the fields until the form changes or it is dismissed. */
  failure: string | null;
  onDismissFailure(): void;
  submitting: boolean;
  canSubmit: boolean;
  maxWidth: 'sm' | 'md';
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of an administrator's form in a dialog: full screen on a phone, the title naming the
 * form, a refusal kept beside the fields (nothing typed is lost), and no closing while the call
 * runs.
 */
export function FormDialog({ open, title, intro, submitLabel, failure, onDismissFailure, submitting, canSubmit, maxWidth, onSubmit, onClose, children }: FormDialogProps) {
  const titleId = useId();
  const fullScreen = useCompactLayout();
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth={maxWidth} fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{intro}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }} onClose={onDismissFailure} closeText={adminTexts.common.close}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {adminTexts.common.cancel}
          </Button>
          <BusyButton type="submit" variant="contained" busy={submitting} disabled={!canSubmit}>
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
