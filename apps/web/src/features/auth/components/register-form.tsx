import { passwordMinLength, type SignupBody, signupBodySchema } from '@leadpilot/contracts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { ProviderSignInButtons } from '../../../shared/auth/provider-sign-in-buttons.tsx';
import { usePrerenderedForm } from '../../../shared/hooks/use-prerendered-form.ts';
import { useSignUpMutation } from '../api/sign-up.ts';

/** Creates an organisation and its owner's account, then signs the owner in. */
export function RegisterForm() {
  const [signUp, { isLoading }] = useSignUpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formRef, isReady } = usePrerenderedForm();
  const form = useForm<SignupBody>({
    initialValues: { name: '', email: '', password: '', organisationName: '' },
    validate: schemaResolver(signupBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setServerError(null);
    const result = await signUp(values);
    if ('error' in result) setServerError(errorMessageOf(result.error));
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="register-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2" id="register-title">
            Create your workspace
          </Title>
          <Text c="dimmed" size="sm">
            Start with your team’s workspace; you can invite teammates right after.
          </Text>
        </Stack>
        <FormErrorAlert message={serverError}>
          {serverError?.includes('Sign in') ? (
            <Anchor component={Link} to="/login" display="block" mt={4} size="sm" fw={600}>
              Go to sign in
            </Anchor>
          ) : null}
        </FormErrorAlert>
        <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
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
          autoComplete="new-password"
          description={`At least ${passwordMinLength} characters. A passphrase works well.`}
          withAsterisk
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Organisation name"
          autoComplete="organization"
          placeholder="Acme Inc."
          withAsterisk
          {...form.getInputProps('organisationName')}
        />
        <Button type="submit" loading={isLoading || !isReady} fullWidth size="md">
          Create account
        </Button>
        <ProviderSignInButtons
          intent="signup"
          organisationName={() => form.getValues().organisationName}
          onError={setServerError}
        />
        <Text size="sm" ta="center" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
