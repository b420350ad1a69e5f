import { zodResolver } from '@hookform/resolvers/zod';
import { leaderFormSchema, type LeaderForm, type LeaderFormInput } from '@common/leader-form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LeaderFormFields } from '@/components/forms/LeaderFormFields';
import { useNotify } from '@/hooks/use-notify';
import { createLeader } from '@/features/admin/api/admin-functions';
import { FormDialog } from '@/features/admin/components/FormDialog';
import { adminTexts } from '@/features/admin/texts';
import { functionErrorCode, functionErrorMessage } from '@/lib/firebase/function-error';

const t = adminTexts.newLeader;
const EMPTY: LeaderFormInput = { firstName: '', lastName: '', email: '', dateOfBirth: '', idType: 'national_id', idNumber: '', phone: '' };

/**
 * 'Nuevo líder': the leader form (all fields required, the e-mail valid, the identification type
 * national_id by default; a required field left empty says so once it loses the focus) sent to createLeader, which creates the account and e-mails the leader
 * the link to set a password. Nothing typed is lost on a refusal: the dialog stays with the reason.
 */
export function NewLeaderDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(): void }) {
  const notify = useNotify();
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
    <FormDialog
      open={open}
      title={t.title}
      intro={t.intro}
      submitLabel={t.submit}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      submitting={isSubmitting}
      canSubmit={isValid}
      maxWidth="md"
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <LeaderFormFields control={control} />
    </FormDialog>
  );
}
