import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A button whose call is running says so on itself: a spinner in place of its icon, aria-busy, and
 * no second press until the answer comes (an authorization takes over a second).
 */
export function BusyButton({ busy, disabled, startIcon, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
