import type { BillingCurrency, CreditPlan } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatCredits, formatPrice } from '../../../shared/format/format-money.ts';

/** The plan's prices in one currency: list and discounted price, per-credit price. */
export function planPrices(plan: CreditPlan, currency: BillingCurrency) {
  return currency === 'INR'
    ? { list: plan.total_r, price: plan.price_r, unit: plan.unit_r }
    : { list: plan.total_d, price: plan.price_d, unit: plan.unit_d };
}

interface PlanPriceProps {
  plan: CreditPlan;
  currency: BillingCurrency;
}

/** "$118" struck through beside "$23", the discount, and "600 credits · $0.20 per credit". */
export function PlanPrice({ plan, currency }: PlanPriceProps) {
  const prices = planPrices(plan, currency);
  return (
    <Stack gap={6}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text span size="lg" c="dimmed">
          <VisuallyHidden>List price </VisuallyHidden>
          <s>{formatPrice(prices.list, currency)}</s>
        </Text>
        <Text span fz={36} fw={750} lh={1.1}>
          <VisuallyHidden>Now </VisuallyHidden>
          <span>{formatPrice(prices.price, currency)}</span>
        </Text>
        <Badge variant="light" color="green" size="md">
          {plan.discount} % off
        </Badge>
      </Group>
      <Text size="sm" fw={500}>
        {formatCredits(plan.credit)} credits · {formatPrice(prices.unit, currency)} per credit
      </Text>
    </Stack>
  );
}
