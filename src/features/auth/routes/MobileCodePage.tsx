import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SIGN_IN_ERROR_DURATION_MS, NOTIFICATION_DURATION_MS } from '@common/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/forms/FormTextField';
import { completeSecondFactor, resendSecondFactorCode } from '@/features/auth/api/multi-factor';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { useSecondFactor } from '@/features/auth/hooks/use-second-factor';
import { useTimedAlert } from '@/features/auth/hooks/use-timed-alert';
import { useSession } from '@/hooks/use-session';
import { authTexts } from '@/features/auth/texts';
import { errorMessage } from '@/lib/texts';
import { SubmitButton } from '@/features/auth/components/SubmitButton';
import { isSmsCode } from '@/features/auth/utils/sms-code';
import { paths } from '@common/paths';

const RESEND_RECAPTCHA_CONTAINER_ID = 'recaptcha-container-resend';

/** Code entry of the multi-factor step: completes the pending sign-in with the SMS code. */
export function MobileCodePage() {
  const navigate = useNavigate();
  const { permissionDeniedAt } = useSession();
  const { alert, showAlert, clearAlert } = useTimedAlert();
  const [awaitingSession, setAwaitingSession] = useState(false);
  const [resending, setResending] = useState(false);
  const { pending, setPending } = useSecondFactor();
  const phone = pending?.phoneHint ?? null;
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onChange', defaultValues: { code: '' } });

  // A second-factor account that may not stay signed in: the alert lives on the sign-in page.
  useEffect(() => {
    if (permissionDeniedAt !== null) navigate(paths.signIn, { replace: true });
  }, [permissionDeniedAt, navigate]);

  async function onSubmit({ code }: { code: string }) {
    clearAlert();
    try {
      await completeSecondFactor(pending, code);
      // Signed in: the SessionProvider validates the account and the guard moves on to '/'.
      setAwaitingSession(true);
    } catch (error) {
      showAlert('error', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);
    }
  }

  async function resend() {
    clearAlert();
    setResending(true);
    try {
      setPending(await resendSecondFactorCode(pending, RESEND_RECAPTCHA_CONTAINER_ID));
      showAlert('info', authTexts.mfa.resent, NOTIFICATION_DURATION_MS);
    } catch (error) {
      showAlert('error', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);
    } finally {
      setResending(false);
    }
  }

  const backToSignIn = (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.signIn} onClick={() => setPending(null)}>
        {authTexts.mfa.backToSignIn}
      </Link>
    </Typography>
  );

  if (!phone && !awaitingSession) {
    return (
      <AuthLayout title={authTexts.mfa.codeTitle}>
        <Alert severity="info">{authTexts.mfa.noPendingVerification}</Alert>
        {backToSignIn}
      </AuthLayout>
    );
  }

  const busy = isSubmitting || awaitingSession;
  return (
    <AuthLayout title={authTexts.mfa.codeTitle} subtitle={phone ? authTexts.mfa.sentTo(phone) : undefined}>
      <AlertArea alert={alert} />
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={authTexts.mfa.codeTitle}>
        <FormTextField
          control={control}
          name="code"
          label={authTexts.mfa.codeLabel}
          rules={{
            validate: isSmsCode,
            // Typing again clears the previous error.
            onChange: clearAlert,
          }}
          // The field never turns red: until the sixth digit, only the disabled button tells.
          hideError
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          autoFocus
        />
        <SubmitButton busy={busy} disabled={!isValid || busy}>
          {authTexts.mfa.submit}
        </SubmitButton>
        <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={resend} disabled={resending || busy}>
          {authTexts.mfa.resend}
        </Button>
        <div id={RESEND_RECAPTCHA_CONTAINER_ID} />
      </Box>
      {backToSignIn}
    </AuthLayout>
  );
}
