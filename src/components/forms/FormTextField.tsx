import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues, Parsed extends FieldValues = T, Name extends FieldPath<T> = FieldPath<T>> {
  /** The form's control (a form whose resolver parses the values into `Parsed` too). */
  control: Control<T, unknown, Parsed>;
  name: Name;
  label: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  endAdornment?: ReactNode;
  autoFocus?: boolean;
  /** Keeps the label above the field (date inputs show their own placeholder). */
  shrinkLabel?: boolean;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  /** Fields whose validation depends on this one (a password's confirmation). */
  deps?: FieldPath<T>[];
  /**
   * Other rules of the field, as `register(name, rules)` takes them (a `validate` for a form
   * without resolver, an `onChange` side effect); `deps` above is added to them.
   */
  rules?: UseControllerProps<T, Name, Parsed>['rules'];
  /**
   * Never shows the field as wrong (outline, message, aria-invalid) while its rules still hold the
   * form invalid: for a code typed digit by digit, whose only sign is the disabled submit button.
   */
  hideError?: boolean;
}

/**
 * A labelled outlined input bound to a react-hook-form field by name: its value, its error
 * message (shown under it, and announced as the field's description) and its hint. Lighter than
 * MUI's TextField (no Select machinery), which matters on the sign-in bundle.
 */
export function FormTextField<T extends FieldValues, Parsed extends FieldValues = T, Name extends FieldPath<T> = FieldPath<T>>({
  control,
  name,
  label,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  endAdornment,
  autoFocus,
  shrinkLabel,
  multiline,
  minRows,
  placeholder,
  deps,
  rules,
  hideError = false,
}: FormTextFieldProps<T, Parsed, Name>) {
  const id = useId();
  const helperId = `${id}-helper`;
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({ control, name, rules: deps ? { ...rules, deps } : rules });
  const error = hideError ? undefined : fieldState.error;
  const helper = error?.message ?? hint;
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
        multiline={multiline}
        minRows={minRows}
        placeholder={placeholder}
        value={value ?? ''}
        inputProps={{ inputMode, 'aria-describedby': helper ? helperId : undefined, 'aria-invalid': Boolean(error) }}
        {...field}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
