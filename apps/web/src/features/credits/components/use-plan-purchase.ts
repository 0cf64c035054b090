import type { BillingCurrency, CheckoutOrder, CreditPlan, Payment } from '@leadpilot/contracts';
import { useState } from 'react';
import { openRazorpayCheckout, type RazorpaySuccessResponse } from '../../../shared/credits/razorpay-checkout.ts';
import { formatCredits } from '../../../shared/format/format-money.ts';
import { useCompleteTestPurchaseMutation } from '../api/complete-test-purchase.ts';
import { useConfirmRazorpayPaymentMutation } from '../api/confirm-razorpay-payment.ts';
import { useCreateCheckoutOrderMutation } from '../api/create-checkout-order.ts';

/** review: nothing running · starting: order and script · checkout: Razorpay open · confirming: server verifies. */
export type PurchaseStep = 'review' | 'starting' | 'checkout' | 'confirming' | 'done';

export interface PlanPurchase {
  step: PurchaseStep;
  /** Why the last attempt failed, for an inline alert (server refusals are toasted by the HTTP client). */
  failure: string | null;
  payment: Payment | null;
  pay: () => Promise<void>;
  completeTestPurchase: () => Promise<void>;
}

/** Buys one plan: Razorpay Checkout (order → Checkout → server check), or a test purchase. */
export function usePlanPurchase(plan: CreditPlan, currency: BillingCurrency): PlanPurchase {
  const [step, setStep] = useState<PurchaseStep>('review');
  const [failure, setFailure] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [createOrder] = useCreateCheckoutOrderMutation();
  const [confirmPayment] = useConfirmRazorpayPaymentMutation();
  const [testPurchase] = useCompleteTestPurchaseMutation();

  const finish = (result: Payment) => {
    setFailure(null);
    setPayment(result);
    setStep('done');
  };

  const confirm = async (response: RazorpaySuccessResponse) => {
    setStep('confirming');
    try {
      finish(await confirmPayment(response).unwrap());
    } catch {
      setFailure(
        `The payment could not be confirmed. If you were charged, write to us with the payment reference ${response.razorpay_payment_id}.`,
      );
      setStep('review');
    }
  };

  const openCheckout = async (order: CheckoutOrder) => {
    await openRazorpayCheckout(order, {
      description: `${plan.title} plan — ${formatCredits(order.credits)} credits`,
      onPaid: (response) => void confirm(response),
      onFailed: setFailure,
      onDismiss: () => setStep((current) => (current === 'checkout' ? 'review' : current)),
      onOpen: () => setStep('checkout'),
    });
  };

  const pay = async () => {
    setFailure(null);
    setStep('starting');
    try {
      const order = await createOrder({ planId: plan.id, currency }).unwrap();
      await openCheckout(order);
    } catch (error) {
      // A refused order was toasted by the HTTP client; a script that would not load is explained here.
      if (error instanceof Error) setFailure(error.message);
      setStep('review');
    }
  };

  const completeTestPurchase = async () => {
    setFailure(null);
    setStep('starting');
    try {
      finish(await testPurchase({ planId: plan.id, currency }).unwrap());
    } catch {
      setStep('review');
    }
  };

  return { step, failure, payment, pay, completeTestPurchase };
}
