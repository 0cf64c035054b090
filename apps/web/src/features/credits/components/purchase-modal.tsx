import type { BillingCurrency, CreditPlan } from '@leadpilot/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PlanPrice, planPrices } from '../../../shared/credits/plan-price.tsx';
import { formatPrice } from '../../../shared/format/format-money.ts';
import type { PurchaseMode } from './plan-purchase-actions.tsx';
import { PurchaseSuccess } from './purchase-success.tsx';
import { usePlanPurchase } from './use-plan-purchase.ts';

interface PurchaseModalProps {
  plan: CreditPlan;
  currency: BillingCurrency;
  mode: PurchaseMode;
  opened: boolean;
  onClose: () => void;
}

/** Buys one plan; mount it afresh for each purchase (a `key`). */
export function PurchaseModal({ plan, currency, mode, opened, onClose }: PurchaseModalProps) {
  const purchase = usePlanPurchase(plan, currency);
  const isBusy = purchase.step === 'starting' || purchase.step === 'checkout' || purchase.step === 'confirming';
  const price = formatPrice(planPrices(plan, currency).price, currency);
  // The title stays the same through the purchase; the success state has its own heading.
  const title = mode === 'test' ? `Test purchase of the ${plan.title} plan` : `Buy the ${plan.title} plan`;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="md"
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
      withCloseButton={!isBusy}
      // Razorpay's window sits above this dialog and must get the keyboard.
      trapFocus={purchase.step !== 'checkout'}
    >
      {purchase.payment ? (
        <PurchaseSuccess payment={purchase.payment} isTest={mode === 'test'} onClose={onClose} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            The {plan.title} plan adds its credits to your organisation at once. Credits are valid for one year.
          </Text>
          <PlanPrice plan={plan} currency={currency} />
          {mode === 'test' ? (
            <Text size="sm" c="dimmed">
              A test purchase adds the credits and an invoice without charging anyone. It is only offered on development
              installations.
            </Text>
          ) : null}
          {purchase.failure ? (
            <Alert
              color="red"
              variant="light"
              title="Payment failed"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              {purchase.failure}
            </Alert>
          ) : null}
          {purchase.step === 'checkout' || purchase.step === 'confirming' ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">
                {purchase.step === 'checkout'
                  ? 'Complete the payment in the Razorpay window.'
                  : 'Confirming your payment…'}
              </Text>
            </Group>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            {mode === 'test' ? (
              <Button loading={isBusy} onClick={() => void purchase.completeTestPurchase()} data-autofocus>
                Complete test purchase
              </Button>
            ) : (
              <Button loading={isBusy} onClick={() => void purchase.pay()} data-autofocus>
                Pay {price}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
