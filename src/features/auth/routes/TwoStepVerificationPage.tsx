import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTIFICATION_DURATION_MS, SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { completeSecondFactor, type PendingSecondFactor } from '@/features/auth/api/multi-factor';
import {
  confirmEnrolment,
  enrolledPhoneFactor,
  reauthenticateWithPassword,
  removePhoneFactor,
  sendEnrolmentCode,
  type PendingEnrolment,
  type PhoneFactor,
} from '@/features/auth/api/two-step-verification';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { PasswordField } from '@/features/auth/components/PasswordField';
import { SubmitButton } from '@/features/auth/components/SubmitButton';
import { useTimedAlert } from '@/features/auth/hooks/use-timed-alert';
import { maskPhoneNumber, phonePrefill, toE164 } from '@/features/auth/utils/phone-number';
import {
  currentPasswordFormSchema,
  phoneFormSchema,
  smsCodeFormSchema,
  type CurrentPasswordForm,
  type PhoneForm,
  type SmsCodeForm,
} from '@/features/auth/utils/two-step-schemas';
import { twoStepTexts } from '@/features/auth/two-step-texts';
import { useSession } from '@/hooks/use-session';
import { errorMessage } from '@/lib/texts';

const t = twoStepTexts;
const RECAPTCHA_CONTAINER_ID = 'recaptcha-container-two-step';

/** What Firebase refused for want of a recent sign-in, to run again once the password is confirmed. */
type Change = { action: 'enrol'; phoneNumber: string } | { action: 'unenrol'; factor: PhoneFactor };

type Step =
  | { kind: 'off' }
  | { kind: 'enrolmentCode'; pending: PendingEnrolment }
  | { kind: 'on'; factor: PhoneFactor }
  | { kind: 'password'; change: Change }
  | { kind: 'reauthenticationCode'; pending: PendingSecondFactor; change: Change };

function requiresRecentLogin(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/requires-recent-login';
}

/** Where 'Cancelar' goes from the password confirmation: back to the screen the change started on. */
function stepBefore(change: Change): Step {
  return change.action === 'enrol' ? { kind: 'off' } : { kind: 'on', factor: change.factor };
}

/**
 * 'Verificación en dos pasos' in the signed-in shell: turns the SMS second factor on (phone,
 * SMS code) and off. When Firebase wants a recent sign-in, the password is confirmed first
 * (and, with the factor on, an SMS code), then the change runs again.
 */
export function TwoStepVerificationPage() {
  const { session } = useSession();
  const { alert, showAlert, clearAlert } = useTimedAlert();
  const [step, setStep] = useState<Step>(() => {
    const factor = enrolledPhoneFactor();
    return factor ? { kind: 'on', factor } : { kind: 'off' };
  });
  const [removing, setRemoving] = useState(false);
  const showError = (error: unknown) => showAlert('error', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);

  /** Asks for the password when Firebase wants a recent sign-in; other errors go to the alert. */
  function handleFailure(error: unknown, change: Change) {
    if (!requiresRecentLogin(error)) return showError(error);
    showAlert('info', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);
    setStep({ kind: 'password', change });
  }

  async function apply(change: Change) {
    try {
      if (change.action === 'enrol') {
        setStep({ kind: 'enrolmentCode', pending: await sendEnrolmentCode(change.phoneNumber, RECAPTCHA_CONTAINER_ID) });
      } else {
        await removePhoneFactor(change.factor);
        setStep({ kind: 'off' });
        showAlert('success', t.disabled, NOTIFICATION_DURATION_MS);
      }
    } catch (error) {
      handleFailure(error, change);
    }
  }

  async function sendCode({ phone }: PhoneForm) {
    clearAlert();
    const phoneNumber = toE164(phone);
    if (phoneNumber) await apply({ action: 'enrol', phoneNumber });
  }

  async function activate(pending: PendingEnrolment, { code }: SmsCodeForm) {
    clearAlert();
    try {
      setStep({ kind: 'on', factor: await confirmEnrolment(pending, code) });
      showAlert('success', t.enabled, NOTIFICATION_DURATION_MS);
    } catch (error) {
      handleFailure(error, { action: 'enrol', phoneNumber: pending.phoneNumber });
    }
  }

  async function deactivate(factor: PhoneFactor) {
    clearAlert();
    setRemoving(true);
    await apply({ action: 'unenrol', factor });
    setRemoving(false);
  }

  async function confirmPassword(change: Change, { password }: CurrentPasswordForm) {
    clearAlert();
    try {
      const outcome = await reauthenticateWithPassword(password, RECAPTCHA_CONTAINER_ID);
      if (outcome.status === 'secondFactorRequired') {
        setStep({ kind: 'reauthenticationCode', pending: outcome.pending, change });
        return;
      }
    } catch (error) {
      return showError(error);
    }
    await apply(change);
  }

  async function confirmSecondFactor(pending: PendingSecondFactor, change: Change, { code }: SmsCodeForm) {
    clearAlert();
    try {
      await completeSecondFactor(pending, code);
    } catch (error) {
      return showError(error);
    }
    await apply(change);
  }

  const cancel = (to: Step) => () => {
    clearAlert();
    setStep(to);
  };

  let content;
  switch (step.kind) {
    case 'off':
      content = (
        <>
          <Typography sx={{ mb: 2 }}>{t.intro}</Typography>
          <PhoneNumberForm defaultPhone={phonePrefill(session.profile?.phoneNumber)} onSubmit={sendCode} />
        </>
      );
      break;
    case 'enrolmentCode':
      content = (
        <SmsCodeStep
          key={step.pending.verificationId}
          text={t.codeSentTo(maskPhoneNumber(step.pending.phoneNumber))}
          submitLabel={t.activate}
          cancelLabel={t.changeNumber}
          onSubmit={(form) => activate(step.pending, form)}
          onCancel={cancel({ kind: 'off' })}
        />
      );
      break;
    case 'on':
      content = (
        <>
          <Typography sx={{ mb: 3 }}>{t.activeFor(maskPhoneNumber(step.factor.phoneNumber))}</Typography>
          <Button
            variant="outlined"
            color="error"
            size="large"
            fullWidth
            disabled={removing}
            startIcon={removing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            onClick={() => deactivate(step.factor)}
          >
            {t.deactivate}
          </Button>
        </>
      );
      break;
    case 'password':
      content = (
        <PasswordStep onSubmit={(form) => confirmPassword(step.change, form)} onCancel={cancel(stepBefore(step.change))} />
      );
      break;
    case 'reauthenticationCode':
      content = (
        <SmsCodeStep
          key={step.pending.verificationId}
          text={t.reauthCodeText(step.pending.phoneHint)}
          submitLabel={t.verify}
          cancelLabel={t.cancel}
          onSubmit={(form) => confirmSecondFactor(step.pending, step.change, form)}
          onCancel={cancel(stepBefore(step.change))}
        />
      );
      break;
  }

  return (
    // The banner above carries the title (the page's h1).
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <AlertArea alert={alert} />
      {content}
      {/* Invisible human check for sending SMS codes (RecaptchaVerifier size 'invisible'). */}
      <div id={RECAPTCHA_CONTAINER_ID} />
    </Paper>
  );
}

function PhoneNumberForm({ defaultPhone, onSubmit }: { defaultPhone: string; onSubmit(form: PhoneForm): Promise<void> }) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<PhoneForm>({ resolver: zodResolver(phoneFormSchema), mode: 'onTouched', defaultValues: { phone: defaultPhone } });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.title}>
      <FormTextField
        control={control}
        name="phone"
        label={t.phoneLabel}
        hint={t.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        autoFocus
      />
      <SubmitButton busy={isSubmitting} disabled={isSubmitting}>
        {t.sendCode}
      </SubmitButton>
    </Box>
  );
}

interface SmsCodeStepProps {
  text: string;
  submitLabel: string;
  cancelLabel: string;
  onSubmit(form: SmsCodeForm): Promise<void>;
  onCancel(): void;
}

function SmsCodeStep({ text, submitLabel, cancelLabel, onSubmit, onCancel }: SmsCodeStepProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SmsCodeForm>({ resolver: zodResolver(smsCodeFormSchema), mode: 'onTouched', defaultValues: { code: '' } });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <FormTextField
        control={control}
        name="code"
        label={t.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
      />
      <SubmitButton busy={isSubmitting} disabled={isSubmitting}>
        {submitLabel}
      </SubmitButton>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
    </Box>
  );
}

function PasswordStep({ onSubmit, onCancel }: { onSubmit(form: CurrentPasswordForm): Promise<void>; onCancel(): void }) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CurrentPasswordForm>({ resolver: zodResolver(currentPasswordFormSchema), mode: 'onTouched', defaultValues: { password: '' } });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.confirm}>
      <Typography sx={{ mb: 1 }}>{t.reauthText}</Typography>
      <PasswordField
        control={control}
        name="password"
        label={t.passwordLabel}
        autoComplete="current-password"
        required
        autoFocus
      />
      <SubmitButton busy={isSubmitting} disabled={isSubmitting}>
        {t.confirm}
      </SubmitButton>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onCancel} disabled={isSubmitting}>
        {t.cancel}
      </Button>
    </Box>
  );
}
