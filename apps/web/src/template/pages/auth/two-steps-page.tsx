import { Anchor, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { accentText } from '../../shared/ui/accent-text.ts';
import { useDemoTwoStepsMutation } from '../api/auth-api.ts';
import { FormFeedback } from '../ui/form-feedback.tsx';
import { useSubmitFeedback } from '../ui/use-submit-feedback.ts';
import { AuthFrame } from './auth-frame.tsx';
import { type TwoStepsValues, twoStepsSchema } from './auth-schemas.ts';
import type { AuthVariant } from './auth-variant.ts';

/** /pages/two-steps-{basic,cover}: the 6-digit code sent to the phone (any code but 000000 passes). */
export function TwoStepsPage({ variant }: { variant: AuthVariant }) {
  const [verify, { isLoading }] = useDemoTwoStepsMutation();
  const feedback = useSubmitFeedback();
  const form = useForm<TwoStepsValues>({
    initialValues: { code: '' },
    validate: schemaResolver(twoStepsSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => feedback.run(async () => (await verify(values).unwrap()).message));
  // The demo sends nothing: resending only confirms, as a real page would.
  const handleResend = () => feedback.run(async () => 'A new code was sent to ******1234.');
  const { error, ...codeProps } = form.getInputProps('code');

  return (
    <AuthFrame
      variant={variant}
      title="Two-step verification"
      description={
        <>
          We sent a verification code to your mobile. Enter the code from the mobile in the field below.{' '}
          <strong>******1234</strong>
        </>
      }
      illustration={{ icon: IconDeviceMobileMessage, caption: 'A second step keeps the account yours.' }}
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Verification code">
        <Stack gap="md">
          <FormFeedback error={feedback.error} success={feedback.success} />
          <Input.Wrapper label="Type your 6-digit security code" error={error} labelElement="div">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              ariaLabel="Security code digit"
              error={Boolean(error)}
              mt={6}
              size="md"
              gap="xs"
              {...codeProps}
            />
          </Input.Wrapper>
          <Button type="submit" loading={isLoading} fullWidth>
            Verify my account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Didn't get the code?{' '}
            <Anchor c={accentText} component="button" type="button" fw={600} inherit onClick={handleResend}>
              Resend
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
