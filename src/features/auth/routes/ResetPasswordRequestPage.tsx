import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_DURATION_MS, RESET_REDIRECT_DELAY_MS, SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/forms/FormTextField';
import { EmailActionError, requestEmailAction } from '@/features/auth/api/email-action';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { useTimedAlert } from '@/features/auth/hooks/use-timed-alert';
import { resetRequestSchema, type ResetRequestForm } from '@/features/auth/utils/schemas';
import { authTexts } from '@/features/auth/texts';
import { SubmitButton } from '@/features/auth/components/SubmitButton';
import { paths } from '@common/paths';

export function ResetPasswordRequestPage() {
  const navigate = useNavigate();
  const { alert, showAlert } = useTimedAlert();
  const [sent, setSent] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<ResetRequestForm>({ resolver: zodResolver(resetRequestSchema), mode: 'onChange', defaultValues: { email: '' } });

  // After a success alert, back to sign-in in 5 s (docs/product.md, Screens: Password reset request).
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate(paths.signIn), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  async function onSubmit(form: ResetRequestForm) {
    try {
      await requestEmailAction({
        email: form.email,
        mode: 'resetPassword',
        subject: authTexts.resetRequest.subject,
        name: '',
        redirectPath: paths.signIn,
      });
      showAlert('success', authTexts.resetRequest.emailSent, RESET_REDIRECT_DELAY_MS + NOTIFICATION_DURATION_MS);
      setSent(true);
    } catch (error) {
      const message = error instanceof EmailActionError ? error.message : authTexts.resetRequest.failed;
      showAlert('error', message, SIGN_IN_ERROR_DURATION_MS);
    }
  }

  return (
    <AuthLayout title={authTexts.resetRequest.title} subtitle={authTexts.resetRequest.intro}>
      <AlertArea alert={alert} />
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={authTexts.resetRequest.title}>
        <FormTextField
          control={control}
          name="email"
          label={authTexts.resetRequest.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
        />
        <SubmitButton busy={isSubmitting} disabled={!isValid || isSubmitting || sent}>
          {authTexts.resetRequest.submit}
        </SubmitButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.signIn}>
          {authTexts.resetRequest.signInLink}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
