import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CardValues,
  cardValidation,
  formatCardNumber,
  formatExpiry,
} from '../../apps/ecommerce/checkout/card-validation.ts';
import type { ExampleModalProps } from './modal-props.ts';

/** Add new card: number, name, expiry and CVV, checked as the checkout checks them. */
export function AddCardModal({ opened, onClose }: ExampleModalProps) {
  const form = useForm<CardValues & { isPrimary: boolean }>({
    initialValues: { number: '', name: '', expiry: '', cvv: '', isPrimary: false },
    validate: cardValidation,
    validateInputOnBlur: true,
  });
  const handleSubmit = form.onSubmit(({ number }) => {
    notifications.show({ color: 'green', message: `Card ending ${number.slice(-4)} was added.`, autoClose: 2000 });
    form.reset();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add new card"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate aria-label="New card">
        <Stack gap="md">
          <TextInput
            label="Card number"
            data-autofocus
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1356 3215 6548 7898"
            withAsterisk
            {...form.getInputProps('number')}
            onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput label="Name" autoComplete="cc-name" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              withAsterisk
              {...form.getInputProps('expiry')}
              onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
            />
            <TextInput
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              withAsterisk
              {...form.getInputProps('cvv')}
            />
          </SimpleGrid>
          <Switch label="Save card for future billing?" {...form.getInputProps('isPrimary', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Add card</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
