import { type BillingCurrency, type CreditPlan, defaultCurrencyFor } from '@leadpilot/contracts';
import { useState } from 'react';
import { useGetOrganisationQuery } from '../../../api/endpoints/get-organisation.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { PaymentsNotice } from './payments-notice.tsx';
import { PlanPurchaseActions, type PurchaseMode } from './plan-purchase-actions.tsx';
import { PricingPlans } from './pricing-plans.tsx';
import { PurchaseModal } from './purchase-modal.tsx';
import { usePaymentsConfig } from './use-payments-config.ts';

/** The open purchase; kept while the dialog animates out, `id` remounts it for the next one. */
interface PurchaseDialog {
  plan: CreditPlan;
  mode: PurchaseMode;
  currency: BillingCurrency;
  opened: boolean;
  id: number;
}

/** Credits → Plans: the pricing page inside the app, with buying. */
export function CreditPlansPage() {
  const organisation = useGetOrganisationQuery();
  const payments = usePaymentsConfig();
  const canBuy = useAppAbility().can('manage', 'Credits');
  const [chosenCurrency, setChosenCurrency] = useState<BillingCurrency | null>(null);
  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);
  // Until the user picks one, prices follow the organisation's country.
  const currency = chosenCurrency ?? (organisation.data ? defaultCurrencyFor(organisation.data.country) : 'USD');
  const canCheckout = canBuy && payments.isEnabled;
  const canTestPurchase = canBuy && payments.isTestPurchaseEnabled;

  const openPurchase = (plan: CreditPlan, mode: PurchaseMode) =>
    setDialog((current) => ({ plan, mode, currency, opened: true, id: (current?.id ?? 0) + 1 }));

  return (
    <>
      <PricingPlans
        currency={currency}
        onCurrencyChange={setChosenCurrency}
        notice={
          <PaymentsNotice
            canBuy={canBuy}
            isPaymentsEnabled={payments.isEnabled}
            isTestPurchaseEnabled={payments.isTestPurchaseEnabled}
          />
        }
        renderActions={(plan) => (
          <PlanPurchaseActions
            plan={plan}
            canCheckout={canCheckout}
            canTestPurchase={canTestPurchase}
            onPurchase={openPurchase}
          />
        )}
      />
      {dialog ? (
        <PurchaseModal
          key={dialog.id}
          plan={dialog.plan}
          currency={dialog.currency}
          mode={dialog.mode}
          opened={dialog.opened}
          onClose={() => setDialog((current) => (current ? { ...current, opened: false } : null))}
        />
      ) : null}
    </>
  );
}
