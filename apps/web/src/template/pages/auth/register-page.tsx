import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { setDemoRole } from '../../auth/demo-role.ts';
import type { DemoRegisterError, DemoUserData } from '../../mocks/types.ts';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useDemoRegisterMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import { type RegisterValues, registerSchema } from './auth-schemas.ts';
import { type AuthVariant, authPath } from './auth-variant.ts';
import { SignedInPanel } from './signed-in-panel.tsx';

/** The field errors of a refused sign-up (a taken email or username), when the reply has them. */
function fieldErrorsOf(failure: unknown): DemoRegisterError['errors'] {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return {};
  const { data } = failure as { data: unknown };
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  return (data as DemoRegisterError).errors ?? {};
}

/** /pages/register-{basic,cover}: a demo sign-up; a new demo account gets the client role. */
export function RegisterPage({ variant }: { variant: AuthVariant }) {
  const [register, { isLoading }] = useDemoRegisterMutation();
  const [user, setUser] = useState<DemoUserData | null>(null);
  const feedback = useSubmitFeedback();
  const form = useForm<RegisterValues>({
    initialValues: { username: '', email: '', password: '', terms: false as true },
    validate: schemaResolver(registerSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(({ username, email, password }) =>
    feedback.run(async () => {
      try {
        const reply = await register({ username, email, password }).unwrap();
        setDemoRole(reply.userData.role);
        setUser(reply.userData);
        return null;
      } catch (failure) {
        form.setErrors(fieldErrorsOf(failure));
        throw failure;
      }
    }),
  );

  return (
    <AuthFrame
      variant={variant}
      title="Adventure starts here"
      description="Make your demo account: it signs in with the client role."
      illustration={{ icon: IconUserPlus, caption: 'Make app management easy and fun.' }}
    >
      {user ? (
        <SignedInPanel user={user} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Demo sign-up">
          <Stack gap="md">
            <FormFeedback error={feedback.error} />
            <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              description="At least 6 characters"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Checkbox
              label={
                <>
                  I agree to the{' '}
                  <Anchor c={accentText} component={Link} to="/pages/license" inherit>
                    privacy policy & terms
                  </Anchor>
                </>
              }
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
            <Button type="submit" loading={isLoading} fullWidth>
              Sign up
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              Already have an account?{' '}
              <Anchor c={accentText} component={Link} to={authPath('login', variant)} fw={600}>
                Sign in instead
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
