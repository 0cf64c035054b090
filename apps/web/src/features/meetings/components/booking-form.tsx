import { type BookingSlot, bookMeetingBodySchema } from '@leadpilot/contracts';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { meetingWhen } from './meeting-time.ts';

/** The visitor's details; the slot, zone and request key are added when sending. */
const detailsSchema = bookMeetingBodySchema.pick({ name: true, email: true, note: true }).extend({
  note: z.string().trim().max(1000, { message: 'Use at most 1,000 characters' }),
});
export type BookingDetails = z.input<typeof detailsSchema>;

interface BookingFormProps {
  slot: BookingSlot;
  /** What the visitor typed for an earlier time. */
  initialValues: BookingDetails;
  zone: string;
  isSubmitting: boolean;
  /** The server's refusal, shown above the button. */
  error: string | null;
  onSubmit: (details: BookingDetails) => void;
  onCancel: () => void;
}

/** Name, email and an optional note for the chosen time. */
export function BookingForm({ slot, initialValues, zone, isSubmitting, error, onSubmit, onCancel }: BookingFormProps) {
  const form = useForm<BookingDetails>({
    initialValues,
    validate: schemaResolver(detailsSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label="Your details">
      <Stack gap="sm">
        <Text fw={600}>{meetingWhen(slot.start, slot.end, zone)}</Text>
        <TextInput label="Your name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Your email"
          type="email"
          autoComplete="email"
          withAsterisk
          description="The invitation goes to this address."
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Anything to prepare? (optional)"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onCancel}>
            Pick another time
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Book this time
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
