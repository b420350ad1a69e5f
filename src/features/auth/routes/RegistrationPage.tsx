import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HowToReg from '@mui/icons-material/HowToReg';
import { SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { LeaderFormFields } from '@/components/forms/LeaderFormFields';
import { registerLeader, type RegistrationResult } from '@/features/auth/api/registration';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { NewPasswordFields } from '@/features/auth/components/PasswordField';
import { useTimedAlert } from '@/features/auth/hooks/use-timed-alert';
import {
  registrationSchema,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@/features/auth/utils/schemas';
import { registrationTexts } from '@/features/auth/registration-texts';
import { authTexts } from '@/features/auth/texts';
import { errorMessage } from '@/lib/texts';
import { SubmitButton } from '@/features/auth/components/SubmitButton';
import { paths } from '@common/paths';

const t = registrationTexts;

function RegistrationDone({ result }: { result: RegistrationResult }) {
  return (
    <AuthLayout title={t.successTitle}>
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <HowToReg sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
      </Box>
      <Typography sx={{ mb: 2 }}>{t.successText(result.email)}</Typography>
      {!result.verificationEmailSent && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.verificationNotSent}
        </Alert>
      )}
      <Alert severity="info" sx={{ mb: 3 }}>
        {t.successAuthorization}
      </Alert>
      <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth>
        {authTexts.signIn.goToSignIn}
      </Button>
    </AuthLayout>
  );
}

/** Registration: the leader form plus a password; an administrator then authorizes the account. */
export function RegistrationPage() {
  const { alert, showAlert } = useTimedAlert();
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<RegistrationFormInput, unknown, RegistrationForm>({
    resolver: zodResolver(registrationSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      dateOfBirth: '',
      idType: 'national_id',
      idNumber: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });

  async function onSubmit(form: RegistrationForm) {
    try {
      setResult(await registerLeader(form));
    } catch (error) {
      showAlert('error', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);
    }
  }

  if (result) return <RegistrationDone result={result} />;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle} wide>
      <AlertArea alert={alert} />
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t.title}>
        <LeaderFormFields control={control}>
          {/* The password starts a row of its own. */}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          <NewPasswordFields control={control} passwordLabel={t.password} confirmLabel={t.confirmPassword} />
        </LeaderFormFields>
        <SubmitButton busy={isSubmitting} disabled={!isValid || isSubmitting}>
          {t.submit}
        </SubmitButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t.haveAccount}{' '}
        <Link component={RouterLink} to={paths.signIn}>
          {t.signInLink}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
