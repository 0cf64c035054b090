import { Divider, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { type InvoiceFormValues, lineAmounts } from './invoice-form.ts';
import { computeInvoiceTotals } from './invoice-totals.ts';

interface InvoiceTotalsPanelProps {
  form: UseFormReturnType<InvoiceFormValues>;
}

function TotalLine({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={isStrong ? 700 : 400}>
        {label}
      </Text>
      <Text size={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : 500} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** Discount and tax inputs with the totals, recomputed as the lines change. */
export function InvoiceTotalsPanel({ form }: InvoiceTotalsPanelProps) {
  const discount = Number(form.values.discount) || 0;
  const tax = Number(form.values.tax) || 0;
  const totals = computeInvoiceTotals(lineAmounts(form.values.items), discount, tax);
  return (
    <Stack gap="sm" miw={{ base: '100%', sm: 260 }}>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Discount"
          suffix="%"
          min={0}
          max={100}
          decimalScale={2}
          {...form.getInputProps('discount')}
        />
        <NumberInput label="Tax" suffix="%" min={0} max={100} decimalScale={2} {...form.getInputProps('tax')} />
      </SimpleGrid>
      <TotalLine label="Subtotal" value={formatPrice(totals.subtotal, 'USD')} />
      <TotalLine label="Discount amount" value={`−${formatPrice(totals.discount, 'USD')}`} />
      <TotalLine label="Tax amount" value={formatPrice(totals.tax, 'USD')} />
      <Divider />
      <TotalLine label="Total" value={formatPrice(totals.total, 'USD')} isStrong />
    </Stack>
  );
}
