import type { LoginBody } from '@leadpilot/contracts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { deferredSchema } from '../../../api/schema-loader.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { ProviderSignInButtons } from '../../../shared/auth/provider-sign-in-buttons.tsx';
import { usePrerenderedForm } from '../../../shared/hooks/use-prerendered-form.ts';
import { useSignInMutation } from '../api/sign-in.ts';

interface SignInFormProps {
  /** A notice above the form, such as "your session expired". */
  notice?: ReactNode;
}

const loginBody = deferredSchema((schemas) => schemas.loginBodySchema);

/** Email and password sign-in; the server's refusal is shown inline as well as in a toast. */
export function SignInForm({ notice }: SignInFormProps) {
  const [signIn, { isLoading }] = useSignInMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, isReady } = usePrerenderedForm();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    // The contract's schema, loaded after the page shows (the sign-in page's bundle budget).
    validate: schemaResolver(loginBody),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    const result = await signIn(values);
    if ('error' in result) setServerError(errorMessageOf(result.error));
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="sign-in-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="sign-in-title">
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            Welcome back. Sign in to your Leadpilot workspace.
          </Text>
        </Stack>
        {notice}
        <FormErrorAlert message={serverError} />
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="right" mt={-8}>
          Forgot password?
        </Anchor>
        <Button type="submit" loading={isLoading || !isReady} fullWidth size="md">
          Sign in
        </Button>
        <ProviderSignInButtons intent="signin" onError={setServerError} />
        <Text size="sm" ta="center" c="dimmed">
          New to Leadpilot?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
