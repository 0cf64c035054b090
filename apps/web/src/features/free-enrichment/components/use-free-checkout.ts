import type { BillingCurrency, CreditPlan, Payment } from '@leadpilot/contracts';
import { useState } from 'react';
import { openRazorpayCheckout, type RazorpaySuccessResponse } from '../../../shared/credits/razorpay-checkout.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';

/** idle: nothing running · starting: order and script · checkout: Razorpay open · confirming: the server checks. */
export type FreeCheckoutStep = 'idle' | 'starting' | 'checkout' | 'confirming';

export interface FreeCheckout {
  step: FreeCheckoutStep;
  /** Why the last attempt failed, in words. */
  failure: string | null;
  /** The purchase that went through. */
  payment: Payment | null;
  pay: (plan: CreditPlan, currency: BillingCurrency) => Promise<void>;
  /** Back to choosing, for another purchase. */
  reset: () => void;
}

/**
 * Buys a plan from the free page with its own token: the order from `callback/freeenrich/payment`,
 * the app's Razorpay Checkout, then `payment/razorpay/update` (the same check as in the app; the
 * webhook stands behind it).
 */
export function useFreeCheckout({
  token,
  onPaid,
  onSessionEnded,
}: {
  token: string;
  onPaid: (payment: Payment) => void;
  onSessionEnded: () => void;
}): FreeCheckout {
  const [step, setStep] = useState<FreeCheckoutStep>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);

  const failWith = (error: unknown) => {
    const message = problemOf(error);
    if (message === sessionEnded) onSessionEnded();
    else setFailure(message);
    setStep('idle');
  };

  const confirm = async (response: RazorpaySuccessResponse) => {
    setStep('confirming');
    try {
      const { data } = await freeEnrichmentApi.confirmPayment(token, response);
      setFailure(null);
      setPayment(data);
      setStep('idle');
      onPaid(data);
    } catch {
      setFailure(
        `The payment could not be confirmed. If you were charged, write to us with the payment reference ${response.razorpay_payment_id}.`,
      );
      setStep('idle');
    }
  };

  const pay = async (plan: CreditPlan, currency: BillingCurrency) => {
    setFailure(null);
    setStep('starting');
    try {
      const { data: order } = await freeEnrichmentApi.payment(token, { planId: plan.id, currency });
      await openRazorpayCheckout(order, {
        description: `${plan.title} plan — ${formatCredits(order.credits)} credits`,
        onPaid: (response) => void confirm(response),
        onFailed: setFailure,
        onDismiss: () => setStep((current) => (current === 'checkout' ? 'idle' : current)),
        onOpen: () => setStep('checkout'),
      });
    } catch (error) {
      // A refused order says why; a Checkout script that would not load says so too.
      if (error instanceof Error && error.name !== 'FreeRequestError') {
        setFailure(error.message);
        setStep('idle');
      } else failWith(error);
    }
  };

  const reset = () => {
    setPayment(null);
    setFailure(null);
    setStep('idle');
  };

  return { step, failure, payment, pay, reset };
}
