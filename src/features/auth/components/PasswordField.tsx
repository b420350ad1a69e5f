import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/forms/FormTextField';
import { authTexts } from '@/features/auth/texts';

type PasswordFieldProps<T extends FieldValues, Parsed extends FieldValues, Name extends FieldPath<T>> = Pick<
  FormTextFieldProps<T, Parsed, Name>,
  'control' | 'name' | 'label' | 'hint' | 'required' | 'autoFocus' | 'deps'
> & { autoComplete: 'current-password' | 'new-password' };

/** Password input bound to a form field by name, with a show/hide button. */
export function PasswordField<T extends FieldValues, Parsed extends FieldValues = T, Name extends FieldPath<T> = FieldPath<T>>(
  props: PasswordFieldProps<T, Parsed, Name>,
) {
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

/** A form with a new password and its confirmation. */
interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password (with the password rule as its hint) and its confirmation, both bound by name;
 * the confirmation is checked again whenever the password changes.
 */
export function NewPasswordFields<T extends NewPasswordValues, Parsed extends FieldValues = T>({
  control,
  passwordLabel,
  confirmLabel,
}: {
  control: Control<T, unknown, Parsed>;
  passwordLabel: string;
  confirmLabel: string;
}) {
  const password = 'password' as FieldPath<T>;
  const confirmPassword = 'confirmPassword' as FieldPath<T>;
  return (
    <>
      <PasswordField
        control={control}
        name={password}
        label={passwordLabel}
        deps={[confirmPassword]}
        hint={authTexts.validation.passwordHint}
        autoComplete="new-password"
        required
      />
      <PasswordField control={control} name={confirmPassword} label={confirmLabel} autoComplete="new-password" required />
    </>
  );
}
