import type { Invoice } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext, type PaymentsContext } from '../../../test/payments-fixture.ts';
import { signCheckout } from '../../integrations/razorpay/razorpay-signatures.ts';
import { spendCredits } from '../credits/index.ts';

let context: PaymentsContext;

beforeAll(async () => {
  context = await createPaymentsContext();
});
afterAll(() => context.close());

/** Buys a plan through Checkout and the callback; returns the Razorpay payment id and ours. */
async function buy(buyer: { token: string }, planId: 'growth' | 'basic') {
  const order = await context.order(buyer.token, { planId, currency: 'INR' });
  const paid = context.loopback.pay(order.orderId);
  expect((await context.update(buyer.token, paid)).status).toBe(200);
  return { razorpayPaymentId: paid.razorpay_payment_id, paymentId: order.paymentId };
}

async function spend(buyer: { organisationId: string; userId: string }, amount: number, key: string) {
  await context.db.transaction((tx) =>
    spendCredits(tx, {
      organisationId: buyer.organisationId,
      userId: buyer.userId,
      amount,
      reason: 'Revealed contacts',
      idempotencyKey: key,
      now: context.clock.now(),
    }),
  );
}

describe('refunds (refund.processed)', () => {
  it('removes the unspent credits of the refunded purchase only', async () => {
    const buyer = await context.buyer();
    const growth = await buy(buyer, 'growth');
    context.clock.advance(60_000);
    await buy(buyer, 'basic');
    await spend(buyer, 1000, 'spend-1');
    expect(await context.balanceOf(buyer.organisationId)).toBe(4600);

    // Spending drew from the growth lot (it expires first): 4,000 of its 5,000 are left to take back.
    context.loopback.refund(growth.razorpayPaymentId);
    const reply = await context.deliver(context.loopback.webhook('refund.processed', growth.razorpayPaymentId));
    expect(reply.status).toBe(200);
    expect(reply.body.data?.outcome).toBe('refunded');
    expect(await context.balanceOf(buyer.organisationId)).toBe(600);
    expect(await context.paymentRow(growth.paymentId)).toMatchObject({ status: 'refunded', refunded_minor: 999_900 });
    const invoices = await context.call<{ data: Invoice[] }>('GET', '/api/v1/payment/invoices', { token: buyer.token });
    expect(invoices.body.data.map((invoice) => invoice.paymentStatus).sort()).toEqual(['captured', 'refunded']);
  });

  it('takes back a partial refund in proportion, and the rest with the final refund; a redelivery removes nothing more', async () => {
    const buyer = await context.buyer();
    const basic = await buy(buyer, 'basic');
    context.loopback.refund(basic.razorpayPaymentId, 99_950);
    const half = context.loopback.webhook('refund.processed', basic.razorpayPaymentId);
    expect((await context.deliver(half)).status).toBe(200);
    expect(await context.balanceOf(buyer.organisationId)).toBe(300);
    expect(await context.paymentRow(basic.paymentId)).toMatchObject({ status: 'refunded', refunded_minor: 99_950 });

    expect((await context.deliver(half)).body.data?.outcome).toBe('duplicate');
    const sameRefundNewEvent = context.loopback.webhook('refund.processed', basic.razorpayPaymentId);
    expect((await context.deliver(sameRefundNewEvent)).status).toBe(200);
    expect(await context.balanceOf(buyer.organisationId)).toBe(300);

    context.loopback.refund(basic.razorpayPaymentId);
    expect((await context.deliver(context.loopback.webhook('refund.processed', basic.razorpayPaymentId))).status).toBe(
      200,
    );
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);
    expect(await context.paymentRow(basic.paymentId)).toMatchObject({ refunded_minor: 199_900 });
  });

  it('never moves a payment backwards: a late payment.captured or payment.failed leaves a refunded payment refunded', async () => {
    const buyer = await context.buyer();
    const basic = await buy(buyer, 'basic');
    context.loopback.refund(basic.razorpayPaymentId);
    await context.deliver(context.loopback.webhook('refund.processed', basic.razorpayPaymentId));
    const stored = context.loopback.payments.get(basic.razorpayPaymentId);
    const late = context.loopback.webhook('payment.captured', basic.razorpayPaymentId, {
      payment: { status: 'captured', amount_refunded: 0 },
    });
    expect((await context.deliver(late)).body.data?.outcome).toBe('already captured');
    const failed = context.loopback.webhook('payment.failed', basic.razorpayPaymentId, {
      payment: { status: 'failed' },
    });
    expect((await context.deliver(failed)).body.data?.outcome).toBe('failure ignored');
    expect(stored?.status).toBe('refunded');
    expect(await context.paymentRow(basic.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);
    const orderId = String(stored?.order_id);
    const callback = await context.update(buyer.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: basic.razorpayPaymentId,
      razorpay_signature: signCheckout(orderId, basic.razorpayPaymentId, context.config.RAZORPAY_KEY_SECRET ?? ''),
    });
    expect(callback.status).toBe(422);
    expect(callback.body.message).toBe('This payment has been refunded.');
  });

  it('acknowledges a refund of a payment it does not know with 200', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    context.loopback.refund(paid.razorpay_payment_id);
    const reply = await context.deliver(context.loopback.webhook('refund.processed', paid.razorpay_payment_id));
    expect(reply.status).toBe(200);
    expect(reply.body.data?.outcome).toBe('unknown payment');
  });
});
