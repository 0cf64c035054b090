import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useDemoForgotPasswordMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import { type EmailValues, emailSchema } from './auth-schemas.ts';
import type { AuthVariant } from './auth-variant.ts';
import { BackToLogin } from './back-to-login.tsx';

/** /pages/forgot-password-{basic,cover}: asks the mock layer to send a reset link. */
export function ForgotPasswordPage({ variant }: { variant: AuthVariant }) {
  const [sendLink, { isLoading }] = useDemoForgotPasswordMutation();
  const feedback = useSubmitFeedback();
  const form = useForm<EmailValues>({
    initialValues: { email: '' },
    validate: schemaResolver(emailSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit((values) => feedback.run(async () => (await sendLink(values).unwrap()).message));

  return (
    <AuthFrame
      variant={variant}
      title="Forgot password?"
      description="Enter your email and we'll send you instructions to reset your password."
      illustration={{ icon: IconKey, caption: 'A new password is one email away.' }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Reset link request">
        <Stack gap="md">
          <FormFeedback error={feedback.error} success={feedback.success} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
          <Button type="submit" loading={isLoading} fullWidth>
            Send reset link
          </Button>
          <BackToLogin variant={variant} />
        </Stack>
      </form>
    </AuthFrame>
  );
}
