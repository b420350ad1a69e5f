import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { leaderEditSchema, type LeaderEdit, type LeaderEditInput } from '@common/leader-form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { leaderFormTexts } from '@/components/forms/texts';
import { useNotify } from '@/hooks/use-notify';
import { updateLeader } from '@/features/admin/api/admin-functions';
import type { Leader } from '@/features/admin/api/leaders';
import { FormDialog } from '@/features/admin/components/FormDialog';
import { adminTexts } from '@/features/admin/texts';
import { functionErrorMessage } from '@/lib/firebase/function-error';

const t = adminTexts.leader;

const valuesOf = (leader: Leader): LeaderEditInput => ({
  firstName: leader.firstName ?? '',
  lastName: leader.lastName ?? '',
  phone: leader.phone ?? '',
  email: leader.email ?? '',
});

/**
 * 'Editar' on a leader's page: the name and phone with the leader form's rules, and the e-mail
 * while it is unconfirmed (a new address gets the invitation). Sent to updateLeader, which also
 * renames the leader on their codes. A refusal stays in the dialog until the form changes. Mounted
 * when opened, so it always starts from the leader as they are now.
 */
export function EditLeaderDialog({ leader, open, onClose, onSaved }: { leader: Leader; open: boolean; onClose(): void; onSaved(): void }) {
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    subscribe,
    formState: { isValid, isSubmitting, isDirty },
  } = useForm<LeaderEditInput, unknown, LeaderEdit>({ resolver: zodResolver(leaderEditSchema), mode: 'onChange', defaultValues: valuesOf(leader) });

  useEffect(() => subscribe({ formState: { values: true }, callback: () => setFailure(null) }), [subscribe]);

  async function submit(form: LeaderEdit) {
    setFailure(null);
    try {
      const email = form.email.toLowerCase();
      const result = await updateLeader({
        uid: leader.uid,
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        ...(leader.emailConfirmed ? {} : { email }),
      });
      notify({ type: 'success', message: result.changed.length === 0 ? t.unchanged : result.changed.includes('email') ? t.savedWithInvitation(email) : t.saved });
      onSaved();
      onClose();
    } catch (error) {
      setFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    }
  }

  return (
    <FormDialog
      open={open}
      title={t.editTitle}
      intro={t.editIntro}
      submitLabel={t.save}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      submitting={isSubmitting}
      canSubmit={isValid && isDirty}
      maxWidth="sm"
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormTextField control={control} name="firstName" label={leaderFormTexts.firstName} autoComplete="off" required />
        <FormTextField control={control} name="lastName" label={leaderFormTexts.lastName} autoComplete="off" required />
        <FormTextField control={control} name="phone" label={leaderFormTexts.phone} type="tel" inputMode="tel" autoComplete="off" required />
        {leader.emailConfirmed ? (
          <TextField label={leaderFormTexts.email} value={leader.email ?? ''} disabled margin="dense" fullWidth helperText={t.editEmailLocked} />
        ) : (
          <FormTextField control={control} name="email" label={leaderFormTexts.email} type="email" inputMode="email" autoComplete="off" hint={t.editEmailHint} required />
        )}
      </Box>
    </FormDialog>
  );
}
