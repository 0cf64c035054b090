import { type BillingCurrency, type CreditPlan, creditPlans, type Payment, type PlanId } from '@leadpilot/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetAppConfigQuery } from '../../../app/providers/get-app-config.ts';
import { CurrencySwitch } from '../../../shared/credits/currency-switch.tsx';
import { formatPricePerCredit, planPrices } from '../../../shared/credits/plan-price.tsx';
import { formatCredits, formatMinorUnits, formatPrice } from '../../../shared/format/format-money.ts';
import { useFreeCheckout } from './use-free-checkout.ts';

const noticeId = 'free-payments-notice';

/** One plan to choose: its name, credits, price and what a credit comes to. */
function PlanChoice({ plan, currency }: { plan: CreditPlan; currency: BillingCurrency }) {
  return (
    <Radio.Card value={plan.id} radius="md" p="sm" withBorder aria-label={`${plan.title} plan`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600}>{plan.title}</Text>
            {plan.popular ? (
              <Badge size="xs" variant="light" color="indigo">
                Most popular
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            <Text span fw={700}>
              {formatPrice(planPrices(plan, currency).price, currency)}
            </Text>{' '}
            · {formatCredits(plan.credit)} credits
          </Text>
          <Text size="xs" c="dimmed">
            about {formatPricePerCredit(plan, currency)} a credit
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** The end of a purchase: the credits added, and what they allow now. */
function Purchased({ payment, onAgain }: { payment: Payment; onAgain: () => void }) {
  return (
    <Stack align="center" ta="center" gap="xs" py="sm" role="status">
      <ThemeIcon size={48} radius={48} variant="light" color="green" aria-hidden>
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <Title order={3} fz="h4">
        {formatCredits(payment.credits)} credits added
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        You paid {formatMinorUnits(payment.amountMinor, payment.currency)}. Files of any size can be enriched now, and a
        file stopped for credits can continue. The invoice is below.
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onAgain}>
        Buy more credits
      </Button>
    </Stack>
  );
}

/**
 * Buying credits on the free page: a plan, a currency, Razorpay Checkout (the app's), and what
 * arrived. `onPaid` refreshes the balance, the invoices and the file that waits for credits.
 */
export function BuyCredits({
  token,
  onPaid,
  onSessionEnded,
}: {
  token: string;
  onPaid: (payment: Payment) => void;
  onSessionEnded: () => void;
}) {
  const config = useGetAppConfigQuery();
  const isEnabled = config.data?.payments?.isEnabled ?? false;
  const [currency, setCurrency] = useState<BillingCurrency>('USD');
  const [planId, setPlanId] = useState<PlanId>('basic');
  const checkout = useFreeCheckout({ token, onPaid, onSessionEnded });
  const plan = creditPlans.find((candidate) => candidate.id === planId) ?? creditPlans[0];
  const isBusy = checkout.step !== 'idle';

  if (checkout.payment) return <Purchased payment={checkout.payment} onAgain={checkout.reset} />;
  if (!plan) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" maw={360}>
          A one-time purchase, valid for one year. It also lifts the free limit on a file’s rows.
        </Text>
        <CurrencySwitch value={currency} onChange={setCurrency} />
      </Group>
      <Radio.Group
        value={planId}
        onChange={(value) => setPlanId(value as PlanId)}
        label={<VisuallyHidden>Plan</VisuallyHidden>}
        aria-label="Plan"
      >
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="xs">
          {creditPlans.map((candidate) => (
            <PlanChoice key={candidate.id} plan={candidate} currency={currency} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {config.isLoading ? null : isEnabled ? null : (
        <Alert id={noticeId} variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          Payments are not configured on this installation yet.
        </Alert>
      )}
      {checkout.failure ? (
        <Alert color="red" variant="light" title="Payment failed" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {checkout.failure}
        </Alert>
      ) : null}
      {checkout.step === 'checkout' || checkout.step === 'confirming' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            {checkout.step === 'checkout' ? 'Complete the payment in the Razorpay window.' : 'Confirming your payment…'}
          </Text>
        </Group>
      ) : null}
      <Button
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        loading={isBusy}
        // Stays focusable when payments are off, so the reason can be read.
        aria-disabled={isEnabled ? undefined : true}
        data-disabled={isEnabled ? undefined : true}
        aria-describedby={isEnabled ? undefined : noticeId}
        onClick={() => {
          if (isEnabled) void checkout.pay(plan, currency);
        }}
      >
        Pay {formatPrice(planPrices(plan, currency).price, currency)} for {formatCredits(plan.credit)} credits
      </Button>
    </Stack>
  );
}
