import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useDemoVerifyEmailMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import type { AuthVariant } from './auth-variant.ts';

const demoEmail = 'hello@demo.com';

/** /pages/verify-email-{basic,cover}: the "check your inbox" step, with a resend button. */
export function VerifyEmailPage({ variant }: { variant: AuthVariant }) {
  const [resend, { isLoading }] = useDemoVerifyEmailMutation();
  const feedback = useSubmitFeedback();
  const handleResend = () => feedback.run(async () => (await resend({ email: demoEmail }).unwrap()).message);

  return (
    <AuthFrame
      variant={variant}
      title="Verify your email"
      description={
        <>
          Account activation link sent to your email address: <strong>{demoEmail}</strong>. Please follow the link
          inside to continue.
        </>
      }
      illustration={{ icon: IconMailCheck, caption: 'One click in your inbox and you are in.' }}
    >
      <Stack gap="md">
        <FormFeedback error={feedback.error} success={feedback.success} />
        <Button component={Link} to="/" fullWidth>
          Skip for now
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Didn't get the mail?{' '}
          <Anchor
            c={accentText}
            component="button"
            type="button"
            onClick={handleResend}
            disabled={isLoading}
            fw={600}
            inherit
          >
            Resend
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
