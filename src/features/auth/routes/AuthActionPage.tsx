import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { checkPasswordResetCode, setNewPassword, verifyEmailWithCode } from '@/features/auth/api/action-codes';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { PasswordForm } from '@/features/auth/components/PasswordForm';
import { parseActionParams } from '@/features/auth/utils/action-params';
import { sameOriginPath } from '@/features/auth/utils/continue-url';
import type { PasswordForm as PasswordFormValues } from '@/features/auth/utils/schemas';
import { authActionTexts } from '@/features/auth/auth-action-texts';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';
import type { EmailActionMode } from '@common/constants';
import { paths } from '@common/paths';

type ActionState =
  | { kind: 'validating' }
  | { kind: 'resetForm'; email: string; failed: boolean }
  | { kind: 'resetDone' }
  | { kind: 'resetInvalid' }
  | { kind: 'verified' }
  | { kind: 'verifyInvalid' }
  | { kind: 'unknownLink' };

type CheckResult = Exclude<ActionState, { kind: 'validating' } | { kind: 'resetDone' }>;

function checkLink(mode: EmailActionMode, oobCode: string): Promise<CheckResult> {
  return mode === 'resetPassword'
    ? checkPasswordResetCode(oobCode).then(
        (email): CheckResult => ({ kind: 'resetForm', email, failed: false }),
        (): CheckResult => ({ kind: 'resetInvalid' }),
      )
    : verifyEmailWithCode(oobCode).then(
        (): CheckResult => ({ kind: 'verified' }),
        (): CheckResult => ({ kind: 'verifyInvalid' }),
      );
}

interface OutcomeProps {
  success: boolean;
  title: string;
  text?: string;
  action: { to: string; label: string };
}

function Outcome({ success, title, text, action }: OutcomeProps) {
  const Icon = success ? CheckCircleOutline : ErrorOutline;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Icon sx={{ fontSize: 56, color: success ? 'success.main' : 'error.main', mb: 1 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      <Button component={RouterLink} to={action.to} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {action.label}
      </Button>
    </Box>
  );
}

/** Handler of the e-mail action links: /auth/action?mode&oobCode&continueUrl&lang. */
export function AuthActionPage() {
  const { search } = useLocation();
  const params = parseActionParams(search);
  const { mode, oobCode } = params;
  const [state, setState] = useState<ActionState>({ kind: 'validating' });
  // One check per link while the page is shown: applying a code twice (React StrictMode runs
  // effects twice in development) would report a valid link as used.
  const check = useRef<{ link: string; result: Promise<CheckResult> } | null>(null);
  // Follow continueUrl only on this app's own origin (no open redirect).
  const continueTo = sameOriginPath(params.continueUrl, window.location.origin) ?? paths.signIn;

  useEffect(() => {
    if (!mode || !oobCode) return;
    const link = `${mode}:${oobCode}`;
    if (check.current?.link !== link) check.current = { link, result: checkLink(mode, oobCode) };
    let current = true;
    void check.current.result.then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [mode, oobCode]);

  async function changePassword(values: PasswordFormValues) {
    if (!oobCode || state.kind !== 'resetForm') return;
    try {
      await setNewPassword(oobCode, values.password);
      setState({ kind: 'resetDone' });
    } catch {
      setState({ ...state, failed: true });
    }
  }

  const a = authActionTexts;
  const shown: ActionState = !mode || !oobCode ? { kind: 'unknownLink' } : state;
  const toContinue = { to: continueTo, label: a.continue };
  const toSignIn = { to: paths.signIn, label: authTexts.signIn.goToSignIn };
  switch (shown.kind) {
    case 'validating':
      return (
        <AuthLayout title={texts.appName}>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{a.validating}</Typography>
          </Box>
        </AuthLayout>
      );
    case 'resetForm':
      return (
        <AuthLayout title={a.resetTitle} subtitle={a.resetFor(shown.email)}>
          {shown.failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {a.passwordChangeFailed}
            </Alert>
          )}
          <PasswordForm onSubmit={changePassword} />
        </AuthLayout>
      );
    case 'resetDone':
      return (
        <AuthLayout title={a.resetHeading}>
          <Outcome success title={a.passwordUpdated} action={toContinue} />
        </AuthLayout>
      );
    case 'resetInvalid':
      return (
        <AuthLayout title={a.resetHeading}>
          <Outcome success={false} title={a.resetInvalidTitle} text={a.resetInvalidText}
            action={{ to: paths.resetPassword, label: authTexts.resetRequest.submit }}
          />
        </AuthLayout>
      );
    case 'verified':
      return (
        <AuthLayout title={a.verifyHeading}>
          <Outcome success title={a.emailVerifiedTitle} text={a.emailVerifiedText} action={toContinue} />
        </AuthLayout>
      );
    case 'verifyInvalid':
      return (
        <AuthLayout title={a.verifyHeading}>
          <Outcome success={false} title={a.verifyInvalidTitle} text={a.verifyInvalidText} action={toSignIn} />
        </AuthLayout>
      );
    case 'unknownLink':
      return (
        <AuthLayout title={texts.appName}>
          <Outcome success={false} title={a.unknownModeTitle} text={a.unknownModeText} action={toSignIn} />
        </AuthLayout>
      );
  }
}
