import { type FreeOtpReply, type FreeSignupBody, freeEnrichmentLimits } from '@leadpilot/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { freeEnrichmentApi, problemOf } from '../api/free-enrichment-client.ts';

const codePattern = /^\d{6}$/;

/** The emailed code: right once, for ten minutes, within five tries; a new one can be asked for. */
export function CodeStep({
  signup,
  notice,
  onVerified,
  onChangeEmail,
}: {
  signup: FreeSignupBody;
  notice: string;
  onVerified: (reply: FreeOtpReply['data']) => void;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [info, setInfo] = useState(notice);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!codePattern.test(value)) {
      setFieldError('Enter the 6-digit code from the email');
      return;
    }
    setFieldError(null);
    setProblem(null);
    setBusy('verify');
    try {
      const reply = await freeEnrichmentApi.verify({ email: signup.email, code: value });
      onVerified(reply.data);
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(null);
    }
  };

  const resend = async () => {
    setProblem(null);
    setBusy('resend');
    try {
      const reply = await freeEnrichmentApi.signup(signup);
      setInfo(reply.message);
      setCode('');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={verify} noValidate aria-label="Confirm your email">
      <Stack gap="md">
        <Alert color="blue" variant="light" role="status">
          {info}
        </Alert>
        <FormErrorAlert message={problem} />
        <TextInput
          label="6-digit code"
          description={`It works once, for ${freeEnrichmentLimits.codeMinutes} minutes. Check your spam folder if it has not arrived.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)' } }}
        />
        <Button type="submit" loading={busy === 'verify'} disabled={busy === 'resend'} fullWidth size="md">
          Confirm code
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail} disabled={busy !== null}>
            Change email
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={resend}
            loading={busy === 'resend'}
            disabled={busy === 'verify'}
          >
            Send a new code
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Sent to {signup.email}.
        </Text>
      </Stack>
    </form>
  );
}
