import { Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { type CartTotals, coupons } from './cart-totals.ts';

interface OrderSummaryProps {
  totals: CartTotals;
  couponCode: string | null;
  onApplyCoupon?: (code: string | null) => void;
  children?: React.ReactNode;
}

function Line({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" c={color} fw={500}>
        {value}
      </Text>
    </Group>
  );
}

/** The order's price details, with the coupon field while the cart can still change. */
export function OrderSummary({ totals, couponCode, onApplyCoupon, children }: OrderSummaryProps) {
  const [code, setCode] = useState(couponCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);

  function handleApply() {
    const normalised = code.trim().toUpperCase();
    if (!(normalised in coupons)) {
      setCodeError('This coupon code is not valid');
      return;
    }
    setCodeError(null);
    onApplyCoupon?.(normalised);
  }

  return (
    <Card>
      <Stack gap="sm">
        {onApplyCoupon ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label="Coupon code"
              placeholder="Coupon code (try LEADPILOT10)"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={handleApply}>
              Apply
            </Button>
          </Group>
        ) : null}
        <Title order={2} fz="h5">
          Price details
        </Title>
        <Line label="Bag total" value={formatPrice(totals.bagTotal, 'USD')} />
        <Line
          label="Bag discount"
          value={`−${formatPrice(totals.bagDiscount, 'USD')}`}
          color="var(--mantine-color-green-light-color)"
        />
        {couponCode ? (
          <Line
            label={`Coupon ${couponCode}`}
            value={`−${formatPrice(totals.couponDiscount, 'USD')}`}
            color="var(--mantine-color-green-light-color)"
          />
        ) : null}
        <Line label="Delivery" value="Free" color="var(--mantine-color-green-light-color)" />
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="order-total">
            {formatPrice(totals.total, 'USD')}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
