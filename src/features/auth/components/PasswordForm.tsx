import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/features/auth/components/PasswordField';
import { passwordFormSchema, type PasswordForm as PasswordFormValues } from '@/features/auth/utils/schemas';
import { authActionTexts } from '@/features/auth/auth-action-texts';
import { SubmitButton } from '@/features/auth/components/SubmitButton';

/** New password + confirmation (docs/product.md, Validation rules); the button stays disabled while invalid. */
export function PasswordForm({ onSubmit }: { onSubmit(values: PasswordFormValues): Promise<void> }) {
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields control={control} passwordLabel={authActionTexts.newPasswordLabel} confirmLabel={authActionTexts.confirmPasswordLabel} />
      <SubmitButton busy={isSubmitting} disabled={!isValid || isSubmitting}>
        {authActionTexts.changePassword}
      </SubmitButton>
    </Box>
  );
}
