import type { CreditPlan } from '@leadpilot/contracts';
import { Button } from '@mantine/core';
import { IconFlask, IconShoppingCart } from '@tabler/icons-react';
import { paymentsNoticeId } from './payments-notice.tsx';

export type PurchaseMode = 'checkout' | 'test';

interface PlanPurchaseActionsProps {
  plan: CreditPlan;
  /** Buying is possible: payments are configured and the user may buy. */
  canCheckout: boolean;
  canTestPurchase: boolean;
  onPurchase: (plan: CreditPlan, mode: PurchaseMode) => void;
}

/** In the app: "Buy <plan>" (disabled, and described, when payments are off) and the test purchase. */
export function PlanPurchaseActions({ plan, canCheckout, canTestPurchase, onPurchase }: PlanPurchaseActionsProps) {
  return (
    <>
      <Button
        fullWidth
        variant={plan.popular ? 'filled' : 'light'}
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        // Stays focusable when unavailable so the reason (aria-describedby) can be read.
        aria-disabled={canCheckout ? undefined : true}
        data-disabled={canCheckout ? undefined : true}
        aria-describedby={canCheckout ? undefined : paymentsNoticeId}
        onClick={() => {
          if (canCheckout) onPurchase(plan, 'checkout');
        }}
      >
        Buy {plan.title}
      </Button>
      {canTestPurchase ? (
        <Button
          fullWidth
          variant="default"
          leftSection={<IconFlask size={16} aria-hidden />}
          aria-label={`Test purchase ${plan.title}`}
          onClick={() => onPurchase(plan, 'test')}
        >
          Test purchase
        </Button>
      ) : null}
    </>
  );
}
