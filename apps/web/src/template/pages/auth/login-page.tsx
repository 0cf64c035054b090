import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { setDemoRole } from '../../auth/demo-role.ts';
import type { DemoUserData } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useDemoLoginMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import { type LoginValues, loginSchema } from './auth-schemas.ts';
import { type AuthVariant, authPath } from './auth-variant.ts';
import { SignedInPanel } from './signed-in-panel.tsx';

/** /pages/login-{basic,cover}: the demo sign-in; success sets only the template's demo role. */
export function LoginPage({ variant }: { variant: AuthVariant }) {
  const [login, { isLoading }] = useDemoLoginMutation();
  const [user, setUser] = useState<DemoUserData | null>(null);
  const feedback = useSubmitFeedback();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', remember: true },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(({ email, password }) =>
    feedback.run(async () => {
      const reply = await login({ email, password }).unwrap();
      setDemoRole(reply.userData.role);
      setUser(reply.userData);
      return null;
    }),
  );

  return (
    <AuthFrame
      variant={variant}
      title="Welcome to the demo"
      description="Sign in to the template's demo account to try its pages."
      illustration={{ icon: IconLogin, caption: 'Every page of the template, one demo sign-in away.' }}
    >
      {user ? (
        <SignedInPanel user={user} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Demo sign-in">
          <Stack gap="md">
            <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />} role="note">
              <Text size="sm">
                Admin: <strong>admin@demo.com</strong> / <strong>admin</strong>
              </Text>
              <Text size="sm">
                Client: <strong>client@demo.com</strong> / <strong>client</strong>
              </Text>
            </Alert>
            <FormFeedback error={feedback.error} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="admin@demo.com"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" gap="xs">
              <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
              <Anchor c={accentText} component={Link} to={authPath('forgot-password', variant)} size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" loading={isLoading} fullWidth>
              Sign in
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              New on our platform?{' '}
              <Anchor c={accentText} component={Link} to={authPath('register', variant)} fw={600}>
                Create an account
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
