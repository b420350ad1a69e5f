import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PERMISSION_DENIED_DURATION_MS, SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/forms/FormTextField';
import { signInWithPassword } from '@/features/auth/api/sign-in';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { PasswordField } from '@/features/auth/components/PasswordField';
import { SubmitButton } from '@/features/auth/components/SubmitButton';
import { useSecondFactor } from '@/features/auth/hooks/use-second-factor';
import { useTimedAlert, type TimedAlert } from '@/features/auth/hooks/use-timed-alert';
import { createLazyResolver } from '@/features/auth/utils/lazy-resolver';
import type { SignInForm } from '@/features/auth/utils/sign-in-schema';
import { toSignInEmail } from '@/features/auth/utils/sign-in-identifier';
import { appEnv } from '@/lib/env';
import { useSession } from '@/hooks/use-session';
import { authTexts } from '@/features/auth/texts';
import { errorMessage, texts } from '@/lib/texts';
import { paths } from '@common/paths';

export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

export function SignInPage() {
  const navigate = useNavigate();
  const { permissionDeniedAt, clearPermissionDenied } = useSession();
  const { alert, showAlert, clearAlert } = useTimedAlert();
  const { setPending } = useSecondFactor();
  // Credentials accepted; the SessionProvider now decides (signed in, or refused).
  const [awaitingSession, setAwaitingSession] = useState(false);
  // The form's zod schema loads on the first key press, tap or input (also autofill): the
  // first screen does not carry zod, and the code arrives while the person types.
  const [validation] = useState(() =>
    createLazyResolver<SignInForm>(async () =>
      (await import('@/features/auth/utils/sign-in-resolver')).createSignInResolver(appEnv.usernameDomain),
    ),
  );
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<SignInForm>({ resolver: validation.resolver, mode: 'onChange', defaultValues: { identifier: '', password: '' } });

  // The SessionProvider refused the account: its permission alert shows for 7 s, counted from
  // when this page shows it (after the sign-out's page load, which a slow phone may take a while
  // to finish), so the leader gets the whole time to read it.
  useEffect(() => {
    if (permissionDeniedAt === null) return;
    const timer = setTimeout(() => {
      setAwaitingSession(false);
      clearPermissionDenied();
    }, PERMISSION_DENIED_DURATION_MS);
    return () => clearTimeout(timer);
  }, [permissionDeniedAt, clearPermissionDenied]);
  const permissionAlert: TimedAlert | null =
    permissionDeniedAt === null
      ? null
      : { severity: 'error', message: texts.errors.permissionDenied, id: permissionDeniedAt };

  async function onSubmit(form: SignInForm) {
    clearPermissionDenied();
    clearAlert();
    try {
      const outcome = await signInWithPassword(
        toSignInEmail(form.identifier, appEnv.usernameDomain),
        form.password,
        RECAPTCHA_CONTAINER_ID,
      );
      if (outcome.status === 'secondFactorRequired') {
        setPending(outcome.pending);
        navigate(paths.mobileCode);
        return;
      }
      // The SessionProvider now validates the users document: the guard moves a permitted
      // user to '/', a refused one gets permissionDeniedAt (above).
      setAwaitingSession(true);
    } catch (error) {
      showAlert('error', errorMessage(error), SIGN_IN_ERROR_DURATION_MS);
    }
  }

  const busy = isSubmitting || (awaitingSession && permissionDeniedAt === null);
  return (
    <AuthLayout title={authTexts.signIn.title} subtitle={authTexts.signIn.subtitle}>
      <AlertArea alert={permissionAlert ?? alert} />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        onKeyDown={validation.request}
        onPointerDown={validation.request}
        onInput={validation.request}
        aria-label={authTexts.signIn.title}
      >
        {/* Not autofocused: focusing during the first render makes the browser lay out the whole
            page inside that render, the longest task of the first screen on a slow phone; and a
            screen reader then starts at the page's title, not inside the form. */}
        <FormTextField
          control={control}
          name="identifier"
          label={authTexts.signIn.identifierLabel}
          autoComplete="username"
          inputMode="email"
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={authTexts.signIn.passwordLabel}
          autoComplete="current-password"
          required
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Link component={RouterLink} to={paths.resetPassword} variant="body2">
            {authTexts.signIn.forgotPassword}
          </Link>
        </Box>
        <SubmitButton busy={busy} disabled={!isValid || busy}>
          {authTexts.signIn.submit}
        </SubmitButton>
        {/* Invisible human check for the SMS second factor (RecaptchaVerifier size 'invisible'). */}
        <div id={RECAPTCHA_CONTAINER_ID} />
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {authTexts.signIn.noAccount}{' '}
        <Link component={RouterLink} to={paths.register}>
          {authTexts.signIn.registerLink}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
