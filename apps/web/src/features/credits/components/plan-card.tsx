import type { BillingCurrency, CreditPlan } from '@leadpilot/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlanPrice } from '../../../shared/credits/plan-price.tsx';
import { PlanBenefits } from './plan-benefits.tsx';

interface PlanCardProps {
  plan: CreditPlan;
  currency: BillingCurrency;
  /** The buttons at the foot of the card (buy, test purchase, get started, talk to sales). */
  actions: ReactNode;
}

/** One plan: name, who it is for, prices, benefits and what to do next. */
export function PlanCard({ plan, currency, actions }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const benefits = currency === 'INR' ? plan.planBenefits_r : plan.planBenefits_d;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      shadow={plan.popular ? 'md' : undefined}
      style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" gap={6} wrap="wrap" align="center">
            <Title order={2} fz="h3" id={titleId}>
              {plan.title}
            </Title>
            {plan.popular ? (
              <Badge variant="filled" color="indigo" style={{ flexShrink: 0 }}>
                Most popular
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mih={40}>
            {plan.subtitle}
          </Text>
        </Stack>
        <PlanPrice plan={plan} currency={currency} />
        <PlanBenefits benefits={benefits} />
        <Stack gap="xs" mt="auto" pt="xs">
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}
