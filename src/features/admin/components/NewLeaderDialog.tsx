import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { leaderFormSchema, type LeaderForm, type LeaderFormInput } from '@common/leader-form';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LeaderFormFields } from '@/components/forms/LeaderFormFields';
import { useNotify } from '@/hooks/use-notify';
import { createLeader } from '@/features/admin/api/admin-functions';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { functionErrorCode, functionErrorMessage } from '@/lib/firebase/function-error';

const t = adminTexts.newLeader;
const EMPTY: LeaderFormInput = { firstName: '', lastName: '', email: '', dateOfBirth: '', idType: 'national_id', idNumber: '', phone: '' };

/**
 * 'Nuevo líder': the leader form (all fields required, the e-mail valid, the identification type
 * national_id by default; a required field left empty says so once it loses the focus) sent to createLeader, which creates the account and e-mails the leader
 * the link to set a password. Nothing typed is lost on a refusal: the dialog stays with the reason.
 */
export function NewLeaderDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(): void }) {
  const titleId = useId();
  const notify = useNotify();
  const fullScreen = useCompactLayout();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid, isSubmitting },
  } = useForm<LeaderFormInput, unknown, LeaderForm>({ resolver: zodResolver(leaderFormSchema), mode: 'all', defaultValues: EMPTY });

  async function submit(form: LeaderForm) {
    setFailure(null);
    try {
      const created = await createLeader({ ...form, email: form.email.toLowerCase() });
      notify({ type: 'success', message: t.created(created.email) });
      reset(EMPTY);
      onCreated();
      onClose();
    } catch (error) {
      setFailure(functionErrorCode(error) === 'functions/already-exists' ? t.emailInUse : functionErrorMessage(error, adminTexts.common.actionFailed));
    }
  }

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t.intro}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <LeaderFormFields control={control} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {adminTexts.common.cancel}
          </Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} disabled={!isValid}>
            {t.submit}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
