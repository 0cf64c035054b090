import { Skeleton, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useGetCartQuery, useRemoveFromCartMutation } from '../api/shop-api.ts';
import { type AddressValues, emptyAddress } from './address-form.ts';
import { AddressStep } from './address-step.tsx';
import { CartStep } from './cart-step.tsx';
import { computeCartTotals, coupons } from './cart-totals.ts';
import { ConfirmationStep, type PlacedOrder } from './confirmation-step.tsx';
import { PaymentStep } from './payment-step.tsx';

/** /apps/ecommerce/checkout: cart, then address, then payment, then the confirmation. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const cart = useGetCartQuery();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [step, setStep] = useState(0);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  // On a phone the three steps fit one row only without their descriptions.
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const products = cart.data?.products ?? [];
  const totals = computeCartTotals(products, couponCode ? (coupons[couponCode] ?? 0) : 0);
  const summary = { totals, couponCode };

  async function handlePay() {
    setIsPaying(true);
    try {
      // The order is placed: the cart empties, product by product (the mock layer has no "clear" call).
      await Promise.all(products.map((product) => removeFromCart(product.id).unwrap()));
      setOrder({
        number: String(Date.now()).slice(-8),
        itemCount: products.reduce((sum, product) => sum + product.qty, 0),
        total: totals.total,
        address,
      });
      setStep(3);
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The order could not be placed.' });
    } finally {
      setIsPaying(false);
    }
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Checkout" description="Review your cart, tell us where to deliver, and pay." />
      {cart.isError ? <QueryErrorState message={errorMessage(cart.error)} onRetry={cart.refetch} /> : null}
      {cart.isLoading ? <Skeleton height={360} radius="lg" aria-label="Loading cart" /> : null}
      {cart.data ? (
        <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm">
          <Stepper.Step
            label="Cart"
            description={isPhone ? undefined : 'Review products'}
            allowStepSelect={step > 0 && step < 3}
          >
            <CartStep products={products} {...summary} onApplyCoupon={setCouponCode} onNext={() => setStep(1)} />
          </Stepper.Step>
          <Stepper.Step
            label="Address"
            description={isPhone ? undefined : 'Where it goes'}
            allowStepSelect={step > 1 && step < 3}
          >
            <AddressStep
              initialValues={address}
              {...summary}
              onBack={() => setStep(0)}
              onNext={(values) => {
                setAddress(values);
                setStep(2);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Payment" description={isPhone ? undefined : 'Card details'} allowStepSelect={false}>
            <PaymentStep {...summary} isPaying={isPaying} onBack={() => setStep(1)} onPay={handlePay} />
          </Stepper.Step>
          <Stepper.Completed>{order ? <ConfirmationStep order={order} /> : null}</Stepper.Completed>
        </Stepper>
      ) : null}
    </Stack>
  );
}
