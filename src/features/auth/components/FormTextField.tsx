import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FormTextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  endAdornment?: ReactNode;
  autoFocus?: boolean;
  /** Keeps the label above the field (date inputs show their own placeholder). */
  shrinkLabel?: boolean;
}

/**
 * A labelled outlined input wired to react-hook-form. Lighter than TextField (no Select
 * machinery), which matters on the sign-in bundle.
 */
export function FormTextField({
  label,
  registration,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  endAdornment,
  autoFocus,
  shrinkLabel,
}: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const { ref, ...field } = registration;
  const helper = error ?? hint;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)} required={required} margin="dense">
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label}\u2009*` : label}
        notched={shrinkLabel}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={ref}
        endAdornment={endAdornment}
        inputProps={{ inputMode, 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': Boolean(error) }}
        {...field}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
