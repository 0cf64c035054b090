import { adminCreditBodySchema } from '@leadpilot/contracts';
import { Button, Card, Group, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useAdjustOrganisationCreditsMutation } from '../api/adjust-organisation-credits.ts';

interface AdjustCreditsValues {
  /** '' until a number is entered. */
  credits: number | string;
  reason: string;
}

const emptyValues: AdjustCreditsValues = { credits: '', reason: '' };

function validate(organisationId: string) {
  return (values: AdjustCreditsValues): Record<string, string> => {
    const result = adminCreditBodySchema.safeParse({
      organisationId,
      credits: typeof values.credits === 'number' ? values.credits : Number.NaN,
      reason: values.reason,
    });
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'credits' && typeof values.credits !== 'number') errors.credits = 'Enter a number of credits';
      else if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/** Super-admin: add or remove an organisation's credits, with the reason written to its ledger. */
export function AdjustCreditsForm({ organisationId }: { organisationId: string }) {
  const [adjustCredits, { isLoading }] = useAdjustOrganisationCreditsMutation();
  const form = useForm<AdjustCreditsValues>({ initialValues: emptyValues, validate: validate(organisationId) });

  const handleSubmit = form.onSubmit(async (values) => {
    if (typeof values.credits !== 'number') return;
    try {
      await adjustCredits({ organisationId, credits: values.credits, reason: values.reason }).unwrap();
      form.reset();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    }
  });

  return (
    <Card component="section" aria-labelledby="adjust-credits-title">
      <form onSubmit={handleSubmit} noValidate aria-label="Adjust credits">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="adjust-credits-title">
              Adjust credits
            </Title>
            <Text size="sm" c="dimmed">
              A positive number grants credits valid for one year; a negative one removes credits, the soonest to expire
              first. The reason is kept in the organisation’s history.
            </Text>
          </Stack>
          <Group align="flex-start" gap="md" wrap="wrap">
            <NumberInput
              label="Credits"
              description="Negative to remove"
              allowDecimal={false}
              min={-10_000_000}
              max={10_000_000}
              thousandSeparator=","
              w={{ base: '100%', xs: 200 }}
              {...form.getInputProps('credits')}
            />
            <Textarea
              label="Reason"
              description="At least 3 characters"
              autosize
              minRows={2}
              maxRows={6}
              style={{ flex: '1 1 18rem' }}
              {...form.getInputProps('reason')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading}>
              Apply adjustment
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
