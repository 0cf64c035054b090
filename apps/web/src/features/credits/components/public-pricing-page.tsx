import type { BillingCurrency } from '@leadpilot/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PricingPlans } from './pricing-plans.tsx';

/** /pricing for visitors: the plans in dollars by default, each leading to sign-up. */
export function PublicPricingPage() {
  const [currency, setCurrency] = useState<BillingCurrency>('USD');
  return (
    <Stack gap="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Simple plans. Credits that work for you.
        </Title>
        <Text c="dimmed" maw={620}>
          Buy credits once and spend them on verified contacts, enrichment and AI writing. Every plan is 80 % off its
          list price today.
        </Text>
      </Stack>
      <PricingPlans
        currency={currency}
        onCurrencyChange={setCurrency}
        renderActions={(plan) => (
          <Button
            component={Link}
            to="/register"
            fullWidth
            variant={plan.popular ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-label={`Get started with ${plan.title}`}
          >
            Get started
          </Button>
        )}
      />
    </Stack>
  );
}
