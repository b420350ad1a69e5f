import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { EMAIL_VERIFICATION_POLL_MS, NOTIFICATION_DURATION_MS, SIGN_IN_ERROR_DURATION_MS } from '@common/constants';
import type { PresenceRecord } from '@common/data-model';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmailActionError, requestEmailAction } from '@/features/auth/api/email-action';
import { AlertArea } from '@/features/auth/components/AlertArea';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { useTimedAlert } from '@/features/auth/hooks/use-timed-alert';
import { useSubscription } from '@/hooks/use-subscription';
import { subscribeToPresence } from '@/lib/presence';
import { reloadEmailVerified, refreshSessionToken } from '@/lib/session/current-user';
import { useSession } from '@/hooks/use-session';
import { authTexts } from '@/features/auth/texts';
import { paths } from '@common/paths';

/**
 * Full screen, no top bar: the e-mail is not verified yet. Every 10 s the user is reloaded;
 * once verified and presence is online, on to '/'.
 */
export function EmailConfirmationPage() {
  const navigate = useNavigate();
  const { session, signOut: endSession } = useSession();
  const user = session.user;
  const uid = user?.uid ?? null;
  const { alert, showAlert } = useTimedAlert();
  const [verified, setVerified] = useState(false);
  const [resending, setResending] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (verified) return;
    const timer = setInterval(() => {
      reloadEmailVerified().then(setVerified, (error: unknown) => console.error('confirmation: reload failed', error));
    }, EMAIL_VERIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [verified]);

  const presence = useSubscription<PresenceRecord | null>(uid, (observer) => subscribeToPresence(uid!, observer)).data?.status ?? null;

  useEffect(() => {
    if (!verified || presence !== 'online') return;
    // A fresh token carries email_verified (the database rules need it) and lets the
    // session see the verified user; then on to the dashboard.
    void refreshSessionToken().then(() => navigate(paths.home, { replace: true }));
  }, [verified, presence, navigate]);

  async function resend() {
    if (!user?.email) return;
    setResending(true);
    try {
      await requestEmailAction({
        email: user.email,
        mode: 'verifyEmail',
        subject: authTexts.emailConfirmation.subject,
        name: user.displayName ?? '',
        redirectPath: paths.home,
      });
      showAlert('success', authTexts.resetRequest.emailSent, NOTIFICATION_DURATION_MS);
    } catch (error) {
      showAlert('error', error instanceof EmailActionError ? error.message : authTexts.resetRequest.failed, SIGN_IN_ERROR_DURATION_MS);
    } finally {
      setResending(false);
    }
  }

  async function signOut() {
    setSigningOut(true);
    await endSession();
  }

  return (
    <AuthLayout title={authTexts.emailConfirmation.title}>
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <MarkEmailUnread sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      </Box>
      <AlertArea alert={alert} />
      <Typography sx={{ mb: 2 }}>{authTexts.emailConfirmation.sentTo(user?.email ?? '')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {authTexts.emailConfirmation.spamAdvice}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {authTexts.emailConfirmation.waiting}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={resend}
          disabled={resending}
          startIcon={resending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {authTexts.emailConfirmation.resend}
        </Button>
        <Button variant="outlined" size="large" fullWidth onClick={signOut} disabled={signingOut}>
          {authTexts.emailConfirmation.signOut}
        </Button>
      </Box>
    </AuthLayout>
  );
}
