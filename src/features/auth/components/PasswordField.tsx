import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormTextField } from '@/features/auth/components/FormTextField';
import { authTexts } from '@/features/auth/texts';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/** Password input with a show/hide button. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? authTexts.signIn.hidePassword : authTexts.signIn.showPassword}
            onClick={() => setVisible((value) => !value)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
