import { passwordField } from '@leadpilot/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../api/base-query.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { usePrerenderedForm } from '../../../shared/hooks/use-prerendered-form.ts';
import { useResetPasswordMutation } from '../api/password-reset.ts';

const resetFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ResetFormValues = z.input<typeof resetFormSchema>;

/** Chooses a new password with the emailed link's token; the server says why a password is refused. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { formRef, isReady } = usePrerenderedForm();
  const form = useForm<ResetFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    const result = await resetPassword({ token, password: values.password });
    if ('error' in result) setServerError(errorMessageOf(result.error));
    else setDone(result.data.message);
  });

  if (done) {
    return (
      <Stack gap="md" align="flex-start">
        <IconCircleCheck size={36} stroke={1.5} aria-hidden color="var(--mantine-color-teal-6)" />
        <Title order={1} fz="h2">
          Password changed
        </Title>
        <Alert color="teal" variant="light" data-testid="password-reset-done">
          {done}
        </Alert>
        <Button component={Link} to="/login" size="md">
          Sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="reset-title">
            Choose a new password
          </Title>
          <Text c="dimmed" size="sm">
            Every device signed in to your account will be signed out.
          </Text>
        </Stack>
        <FormErrorAlert message={serverError}>
          {serverError?.includes('Ask for a new one') ? (
            <Text size="sm" mt={4}>
              <Anchor component={Link} to="/forgot-password" fw={600}>
                Ask for a new link
              </Anchor>
            </Text>
          ) : null}
        </FormErrorAlert>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description="At least 8 characters. A few uncommon words make a strong password; avoid your name, email or the product's name."
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={isLoading || !isReady} fullWidth size="md">
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** The reset page without a usable token in its address. */
export function ResetLinkIncomplete() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz="h2">
        This reset link cannot be used
      </Title>
      <Text c="dimmed">The link is incomplete. Open the link from the email again, or ask for a new one.</Text>
      <Anchor component={Link} to="/forgot-password" fw={600}>
        Ask for a new link
      </Anchor>
    </Stack>
  );
}
