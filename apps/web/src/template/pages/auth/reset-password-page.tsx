import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLockPassword } from '@tabler/icons-react';
import { useDemoResetPasswordMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import { type ResetPasswordValues, resetPasswordSchema } from './auth-schemas.ts';
import type { AuthVariant } from './auth-variant.ts';
import { BackToLogin } from './back-to-login.tsx';

/** /pages/reset-password-{basic,cover}: a new password, typed twice. */
export function ResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const [resetPassword, { isLoading }] = useDemoResetPasswordMutation();
  const feedback = useSubmitFeedback();
  const form = useForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit((values) =>
    feedback.run(async () => (await resetPassword(values).unwrap()).message),
  );

  return (
    <AuthFrame
      variant={variant}
      title="Reset password"
      description="Your new password must be different from previously used passwords."
      illustration={{ icon: IconLockPassword, caption: 'Pick a strong one: 8 characters or more.' }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <FormFeedback error={feedback.error} success={feedback.success} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={isLoading} fullWidth>
            Set new password
          </Button>
          <BackToLogin variant={variant} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
