import { type FreeSignupBody, freeSignupBodySchema } from '@leadpilot/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { FormErrorAlert } from '../../../shared/auth/form-error-alert.tsx';
import { usePrerenderedForm } from '../../../shared/hooks/use-prerendered-form.ts';
import { freeEnrichmentApi, problemOf } from '../api/free-enrichment-client.ts';

/** Who asks: name, work email and company; the server mails a code (free mail providers refused). */
export function SignupStep({
  initial,
  onSent,
}: {
  initial: FreeSignupBody | null;
  onSent: (signup: FreeSignupBody, message: string) => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, isReady } = usePrerenderedForm();
  const form = useForm<FreeSignupBody>({
    initialValues: initial ?? { name: '', email: '', company: '' },
    validate: schemaResolver(freeSignupBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setProblem(null);
    setSending(true);
    try {
      const reply = await freeEnrichmentApi.signup(values);
      onSent({ ...values, email: reply.data.email }, reply.message);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSending(false);
    }
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Your details">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We email you a 6-digit code to confirm your work address. Free mail addresses (Gmail, Outlook, Yahoo…) and
          throwaway addresses can’t be used.
        </Text>
        <FormErrorAlert message={problem} />
        <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Company"
          autoComplete="organization"
          placeholder="Acme Inc."
          withAsterisk
          {...form.getInputProps('company')}
        />
        <Button type="submit" loading={sending || !isReady} fullWidth size="md">
          Email me a code
        </Button>
      </Stack>
    </form>
  );
}
