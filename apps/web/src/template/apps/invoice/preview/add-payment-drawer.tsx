import { Button, Drawer, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { Invoice } from '../../../mocks/types.ts';

const paymentMethods = ['Cash', 'Bank transfer', 'Debit card', 'Credit card', 'PayPal'];

interface AddPaymentDrawerProps {
  invoice: Invoice;
  isOpen: boolean;
  onClose: () => void;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Records a payment against the invoice's balance (demo: confirmed in a toast, nothing is stored). */
export function AddPaymentDrawer({ invoice, isOpen, onClose }: AddPaymentDrawerProps) {
  const { balance } = invoice;
  const form = useForm<{ amount: number | string; date: string; method: string | null; note: string }>({
    initialValues: { amount: balance > 0 ? balance : '', date: today(), method: null, note: '' },
    validate: {
      amount: (value) => (typeof value === 'number' && value > 0 ? null : 'Enter an amount above zero'),
      date: isNotEmpty('Choose the payment date'),
      method: isNotEmpty('Choose a payment method'),
    },
  });

  function handleSubmit(values: typeof form.values) {
    notifications.show({
      color: 'green',
      message: `A payment of ${formatPrice(Number(values.amount), 'USD')} was added to invoice #${invoice.id}.`,
    });
    form.reset();
    onClose();
  }

  return (
    <Drawer opened={isOpen} onClose={onClose} title="Add payment" position="right" size="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Invoice balance:{' '}
            <Text span fw={700}>
              {formatPrice(balance, 'USD')}
            </Text>
          </Text>
          <NumberInput
            label="Payment amount"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            withAsterisk
            {...form.getInputProps('amount')}
          />
          <TextInput label="Payment date" type="date" withAsterisk {...form.getInputProps('date')} />
          <Select
            label="Payment method"
            placeholder="Choose a method"
            data={paymentMethods}
            withAsterisk
            {...form.getInputProps('method')}
          />
          <Textarea label="Internal note" autosize minRows={3} {...form.getInputProps('note')} />
          <Group gap="sm">
            <Button type="submit">Add payment</Button>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
