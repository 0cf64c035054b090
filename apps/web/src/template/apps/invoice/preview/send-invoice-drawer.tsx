import { Badge, Button, Drawer, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { formatDay } from '../../../../shared/format/format-date.ts';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { Invoice } from '../../../mocks/types.ts';

interface SendInvoiceDrawerProps {
  invoice: Invoice;
  isOpen: boolean;
  onClose: () => void;
}

/** Sends the invoice to the client by email: the demo has no mail server, so it confirms in a toast. */
export function SendInvoiceDrawer({ invoice, isOpen, onClose }: SendInvoiceDrawerProps) {
  const form = useForm({
    initialValues: {
      from: 'billing@leadpilot.test',
      to: invoice.client.companyEmail,
      subject: `Invoice #${invoice.id} from Leadpilot`,
      message: `Dear ${invoice.client.name},\n\nThank you for your business, always a pleasure to work with you!\n\nWe have generated a new invoice in the amount of ${formatPrice(invoice.total, 'USD')}.\n\nWe would appreciate payment of this invoice by ${formatDay(invoice.dueDate)}.`,
    },
    validate: {
      from: isEmail('Enter a valid sender email'),
      to: isEmail('Enter a valid recipient email'),
      subject: isNotEmpty('Enter a subject'),
      message: isNotEmpty('Write a message'),
    },
  });

  function handleSubmit() {
    notifications.show({ color: 'green', message: `Invoice #${invoice.id} was sent to ${form.values.to}.` });
    onClose();
  }

  return (
    <Drawer opened={isOpen} onClose={onClose} title="Send invoice" position="right" size="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <TextInput label="From" type="email" withAsterisk {...form.getInputProps('from')} />
          <TextInput label="To" type="email" withAsterisk {...form.getInputProps('to')} />
          <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
          <Textarea label="Message" autosize minRows={7} withAsterisk {...form.getInputProps('message')} />
          <Badge variant="light" leftSection={<IconPaperclip size={12} />} w="fit-content">
            Invoice #{invoice.id} attached
          </Badge>
          <Group gap="sm">
            <Button type="submit">Send</Button>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
