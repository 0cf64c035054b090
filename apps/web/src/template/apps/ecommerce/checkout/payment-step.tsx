import { Button, Card, Grid, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { type CardValues, cardValidation, formatCardNumber, formatExpiry } from './card-validation.ts';
import type { CartTotals } from './cart-totals.ts';
import { OrderSummary } from './order-summary.tsx';

interface PaymentStepProps {
  totals: CartTotals;
  couponCode: string | null;
  isPaying: boolean;
  onBack: () => void;
  onPay: () => void;
}

/** Step 3: the card that pays (nothing is charged: the card is only checked). */
export function PaymentStep({ totals, couponCode, isPaying, onBack, onPay }: PaymentStepProps) {
  const form = useForm<CardValues>({
    initialValues: { number: '', name: '', expiry: '', cvv: '' },
    validate: cardValidation,
  });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card>
          <form onSubmit={form.onSubmit(onPay)} noValidate aria-labelledby="payment-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="payment-title">
                Payment
              </Title>
              <TextInput
                label="Card number"
                placeholder="4242 4242 4242 4242"
                inputMode="numeric"
                autoComplete="cc-number"
                leftSection={<IconCreditCard size={16} aria-hidden />}
                withAsterisk
                {...form.getInputProps('number')}
                onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
              />
              <TextInput label="Name on card" autoComplete="cc-name" withAsterisk {...form.getInputProps('name')} />
              <SimpleGrid cols={2} spacing="md">
                <TextInput
                  label="Expiry date"
                  placeholder="MM/YY"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  withAsterisk
                  {...form.getInputProps('expiry')}
                  onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
                />
                <TextInput
                  label="Security code (CVV)"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  withAsterisk
                  {...form.getInputProps('cvv')}
                />
              </SimpleGrid>
              <Group gap={6}>
                <IconLock size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  A demo checkout: the card is checked, never charged.
                </Text>
              </Group>
              <Group justify="space-between">
                <Button variant="default" onClick={onBack}>
                  Back to address
                </Button>
                <Button type="submit" loading={isPaying}>
                  Pay {formatPrice(totals.total, 'USD')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummary totals={totals} couponCode={couponCode} />
      </Grid.Col>
    </Grid>
  );
}
