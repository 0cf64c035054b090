import { type BillingCurrency, type CreditPlan, creditPlans } from '@leadpilot/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { CurrencySwitch } from '../../../shared/credits/currency-switch.tsx';
import { PlanCard } from './plan-card.tsx';
import { PricingFaq } from './pricing-faq.tsx';
import { SalesInquiryModal } from './sales-inquiry-modal.tsx';

interface PricingPlansProps {
  currency: BillingCurrency;
  onCurrencyChange: (currency: BillingCurrency) => void;
  /** The buttons of one plan's card: buy in the app, "Get started" on the public page. */
  renderActions: (plan: CreditPlan) => ReactNode;
  /** Shown between the currency switch and the plans (why buying is unavailable, say). */
  notice?: ReactNode;
}

/** The four plans with a currency switch, "talk to sales" for Enterprise and the FAQ. */
export function PricingPlans({ currency, onCurrencyChange, renderActions, notice }: PricingPlansProps) {
  const [isSalesOpen, setSalesOpen] = useState(false);
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" maw={560}>
            Every plan is a one-time purchase of credits, valid for one year. Buying-intent filters are included from
            the Startup plan up.
          </Text>
          <CurrencySwitch value={currency} onChange={onCurrencyChange} />
        </Group>
        {notice}
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '900px': 4 }} spacing="md">
          {creditPlans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              currency={currency}
              actions={
                <>
                  {renderActions(plan)}
                  {plan.hasCustomDeals ? (
                    <Button
                      fullWidth
                      variant="subtle"
                      leftSection={<IconMessageCircle size={16} aria-hidden />}
                      onClick={() => setSalesOpen(true)}
                    >
                      Talk to sales
                    </Button>
                  ) : null}
                </>
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
      <PricingFaq />
      <SalesInquiryModal opened={isSalesOpen} onClose={() => setSalesOpen(false)} />
    </Stack>
  );
}
