import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { useUserData } from '../../../session/use-session.ts';
import { useSendSalesInquiryMutation } from '../api/send-sales-inquiry.ts';
import { type SalesInquiryFormValues, toSalesInquiryBody, validateSalesInquiry } from './sales-inquiry-form-values.ts';

interface SalesInquiryModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Enterprise "talk to sales": a short form that reaches the sales team. */
export function SalesInquiryModal({ opened, onClose }: SalesInquiryModalProps) {
  const userData = useUserData();
  const [sendSalesInquiry, { isLoading }] = useSendSalesInquiryMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SalesInquiryFormValues>({
    initialValues: {
      name: userData?.fullName ?? '',
      email: userData?.email ?? '',
      company: userData?.organisation.name ?? '',
      credits: '',
      message: '',
    },
    validate: validateSalesInquiry,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await sendSalesInquiry(toSalesInquiryBody(values)).unwrap();
      setSentTo(values.email);
    } catch (error) {
      // The HTTP client has shown the server's message; put field issues next to their fields.
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    }
  });

  const handleExited = () => {
    form.reset();
    setSentTo(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={handleExited} title="Talk to sales" size="lg">
      {sentTo ? (
        <Stack gap="sm" role="status">
          <Title order={2} fz="h4">
            Message sent
          </Title>
          <Text size="sm">We will reply to {sentTo} within one working day.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Talk to sales">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Need more than 10,000 credits or a custom deal? Tell us about your team and we will get back to you.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Name" autoComplete="name" withAsterisk data-autofocus {...form.getInputProps('name')} />
              <TextInput
                label="Work email"
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput label="Company" autoComplete="organization" withAsterisk {...form.getInputProps('company')} />
              <NumberInput
                label="Credits needed"
                min={0}
                max={100_000_000}
                step={1000}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                {...form.getInputProps('credits')}
              />
            </SimpleGrid>
            <Textarea
              label="Message"
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose} type="button">
                Cancel
              </Button>
              <Button type="submit" loading={isLoading}>
                Send message
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
