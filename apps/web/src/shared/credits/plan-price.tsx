import type { BillingCurrency, CreditPlan } from '@leadpilot/contracts';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatCredits, formatPrice } from '../format/format-money.ts';

/** The plan's prices in one currency: list and discounted price, per-credit list price. */
export function planPrices(plan: CreditPlan, currency: BillingCurrency) {
  return currency === 'INR'
    ? { list: plan.total_r, price: plan.price_r, unit: plan.unit_r }
    : { list: plan.total_d, price: plan.price_d, unit: plan.unit_d };
}

const perCreditFormats = new Map<BillingCurrency, Intl.NumberFormat>();

/**
 * What one credit costs at the plan's price (price ÷ credits), to two significant digits:
 * Basic's $23 for 600 credits is "$0.038", ₹1,999 "₹3.3". The spec's per-credit figure is the
 * list price, before the discount.
 */
export function formatPricePerCredit(plan: CreditPlan, currency: BillingCurrency): string {
  let format = perCreditFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      maximumSignificantDigits: 2,
    });
    perCreditFormats.set(currency, format);
  }
  return format.format(planPrices(plan, currency).price / plan.credit);
}

interface PlanPriceProps {
  plan: CreditPlan;
  currency: BillingCurrency;
}

/**
 * "$118" struck through beside "$23", the discount, "600 credits · $0.038 a credit" (at the price)
 * and the list price of a credit, "$0.20 a credit at list price".
 */
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
      <Text size="sm" fw={500} data-testid={`plan-${plan.id}-per-credit`}>
        {formatCredits(plan.credit)} credits · about {formatPricePerCredit(plan, currency)} a credit
      </Text>
      <Text size="xs" c="dimmed">
        {formatPrice(prices.unit, currency)} a credit at list price
      </Text>
    </Stack>
  );
}
