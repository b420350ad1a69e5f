import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import HowToReg from '@mui/icons-material/HowToReg';
import { SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import { ID_TYPES } from '@common/leader-form';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { registerLeader, type RegistrationResult } from '@/features/auth/api/registration';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { FormTextField } from '@/features/auth/components/FormTextField';
import { PasswordField } from '@/features/auth/components/PasswordField';
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
import { paths } from '@/config/paths';

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
  const idTypeLabelId = useId();
  const { alert, showAlert } = useTimedAlert();
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
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
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <FormTextField label={t.firstName} registration={register('firstName')} error={errors.firstName?.message} autoComplete="given-name" required />
          <FormTextField label={t.lastName} registration={register('lastName')} error={errors.lastName?.message} autoComplete="family-name" required />
          <FormTextField
            label={t.email}
            registration={register('email')}
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <FormTextField
            label={t.phone}
            registration={register('phone')}
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <FormTextField
            label={t.dateOfBirth}
            registration={register('dateOfBirth')}
            error={errors.dateOfBirth?.message}
            type="date"
            autoComplete="bday"
            shrinkLabel
            required
          />
          <Controller
            name="idType"
            control={control}
            render={({ field }) => (
              <FormControl fullWidth margin="dense" required>
                <InputLabel id={idTypeLabelId}>{t.idType}</InputLabel>
                <Select labelId={idTypeLabelId} label={`${t.idType} *`} {...field}>
                  {ID_TYPES.map((idType) => (
                    <MenuItem key={idType} value={idType}>
                      {t.idTypes[idType]}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
          <FormTextField label={t.idNumber} registration={register('idNumber')} error={errors.idNumber?.message} required />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
          <PasswordField
            label={t.password}
            registration={register('password', { deps: ['confirmPassword'] })}
            error={errors.password?.message}
            hint={authTexts.validation.passwordHint}
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t.confirmPassword}
            registration={register('confirmPassword')}
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            required
          />
        </Box>
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
