import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@leadpilot/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { usePrerenderedForm } from '../../../shared/hooks/use-prerendered-form.ts';
import { useRequestPasswordResetMutation } from '../api/password-reset.ts';

/** Asks for a password reset link by email; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  // `?email=` prefills the address (a free-enrichment account setting its first password).
  const [params] = useSearchParams();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, isReady } = usePrerenderedForm();
  const form = useForm<ForgotPasswordBody>({
    initialValues: { email: params.get('email')?.slice(0, 320) ?? '' },
    validate: schemaResolver(forgotPasswordBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    const result = await requestReset(values);
    if ('error' in result) setServerError(errorMessageOf(result.error));
    else setSent(result.data.message);
  });

  if (sent) {
    return (
      <Stack gap="md" align="flex-start">
        <IconMailCheck size={36} stroke={1.5} aria-hidden color="var(--mantine-color-teal-6)" />
        <Title order={1} fz="h2">
          Check your email
        </Title>
        <Alert color="teal" variant="light" data-testid="reset-link-sent">
          {sent}
        </Alert>
        <Anchor component={Link} to="/login" fw={600}>
          Back to sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="forgot-title">
            Forgot your password?
          </Title>
          <Text c="dimmed" size="sm">
            Enter the email you sign in with and we will send you a link to choose a new password.
          </Text>
        </Stack>
        <FormErrorAlert message={serverError} />
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={isLoading || !isReady} fullWidth size="md">
          Send reset link
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Remembered it?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
