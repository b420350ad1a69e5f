import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import { Link as RouterLink } from 'react-router-dom';
import { useSecondFactor } from '@/features/auth/hooks/use-second-factor';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { authTexts } from '@/features/auth/texts';
import { paths } from '@common/paths';

/** Explains the multi-factor step and leads to the code entry. */
export function MobileConfirmationPage() {
  const { pending, setPending } = useSecondFactor();
  const phone = pending?.phoneHint ?? null;
  return (
    <AuthLayout title={authTexts.mfa.title}>
      <PhonelinkLock sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />
      <Typography sx={{ mb: 2 }}>{authTexts.mfa.explanation}</Typography>
      {phone ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {authTexts.mfa.sentTo(phone)}
          </Typography>
          <Button component={RouterLink} to={paths.mobileCode} variant="contained" size="large" fullWidth>
            {authTexts.mfa.continue}
          </Button>
        </>
      ) : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {authTexts.mfa.noPendingVerification}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.signIn} onClick={() => setPending(null)}>
          {authTexts.mfa.backToSignIn}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
