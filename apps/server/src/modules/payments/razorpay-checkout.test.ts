import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext, type PaymentsContext } from '../../../test/payments-fixture.ts';
import { createRazorpayClient } from '../../integrations/razorpay/razorpay-client.ts';
import { signWebhook } from '../../integrations/razorpay/razorpay-signatures.ts';

let context: PaymentsContext;

beforeAll(async () => {
  context = await createPaymentsContext();
});
afterAll(() => context.close());

describe('buying credits with Razorpay Checkout', () => {
  it("creates a Razorpay order for the plan's price and records the payment as created", async () => {
    const buyer = await context.buyer('Order Co');
    const order = await context.order(buyer.token, { planId: 'growth', currency: 'INR' });
    expect(order).toMatchObject({
      amountMinor: 999_900,
      currency: 'INR',
      planId: 'growth',
      credits: 5000,
      keyId: 'rzp_test_loopback',
      checkoutScriptUrl: context.loopback.checkoutScriptUrl,
      organisationName: 'Order Co',
    });
    expect(order.prefill.email).toMatch(/@example\.test$/);
    const atRazorpay = context.loopback.orders.get(order.orderId);
    expect(atRazorpay).toMatchObject({ amount: 999_900, currency: 'INR', notes: { paymentId: order.paymentId } });
    expect(String(atRazorpay?.receipt).length).toBeLessThanOrEqual(40);
    expect(await context.paymentRow(order.paymentId)).toMatchObject({ status: 'created', provider_payment_id: null });

    const dollars = await context.order(buyer.token, { planId: 'basic', currency: 'USD' });
    expect(dollars).toMatchObject({ amountMinor: 2300, currency: 'USD', credits: 600 });
  });

  it('credits once when the callback and the payment.captured webhook each arrive twice, in either order', async () => {
    for (const callbackFirst of [true, false]) {
      const buyer = await context.buyer();
      const order = await context.order(buyer.token);
      const paid = context.loopback.pay(order.orderId);
      const webhook = context.loopback.webhook('payment.captured', paid.razorpay_payment_id);
      const anotherEventForTheSamePayment = context.loopback.webhook('payment.captured', paid.razorpay_payment_id);
      const callback = async () => {
        const reply = await context.update(buyer.token, paid);
        expect(reply.status).toBe(200);
        expect(reply.body.message).toBe('Payment received: 5,000 credits added.');
        expect(reply.body.data).toMatchObject({ id: order.paymentId, status: 'captured', credits: 5000 });
        expect(reply.body.data.invoiceId).toEqual(expect.any(String));
      };
      const deliveries = async () => {
        expect((await context.deliver(webhook)).status).toBe(200);
        expect((await context.deliver(anotherEventForTheSamePayment)).status).toBe(200);
      };
      if (callbackFirst) {
        await callback();
        await callback();
        await deliveries();
      } else {
        await deliveries();
        await callback();
        await callback();
      }
      expect(await context.balanceOf(buyer.organisationId)).toBe(5000);
      expect(await context.countRows('invoices', buyer.organisationId)).toBe(1);
      expect(await context.countRows('credit_lots', buyer.organisationId)).toBe(1);
      expect(await context.paymentRow(order.paymentId)).toMatchObject({
        status: 'captured',
        provider_payment_id: paid.razorpay_payment_id,
      });
    }
  });

  it('refuses a callback whose signature is wrong with 400, and credits nothing', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    const forged = {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const reply = await context.update(buyer.token, forged);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('The payment could not be verified.');
    const otherPayment = await context.update(buyer.token, { ...paid, razorpay_payment_id: 'pay_Someoneelse123' });
    expect(otherPayment.status).toBe(400);
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);
    expect(await context.paymentRow(order.paymentId)).toMatchObject({ status: 'created' });
  });

  it("answers 404 for another organisation's order, even correctly signed, and credits neither", async () => {
    const owner = await context.buyer();
    const intruder = await context.buyer();
    const order = await context.order(owner.token);
    const paid = context.loopback.pay(order.orderId);
    const reply = await context.update(intruder.token, paid);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('This payment was not found.');
    // An order made at Razorpay outside Leadpilot: correctly signed, but no payment of ours.
    const outside = await createRazorpayClient({
      apiUrl: context.loopback.url,
      keyId: 'rzp_test_loopback',
      keySecret: 'loopback-key-secret-0123456789',
    }).createOrder({ amount: 999_900, currency: 'INR', receipt: 'outside' });
    const unknown = await context.update(intruder.token, context.loopback.pay(outside.id));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This payment was not found.');
    expect(await context.balanceOf(intruder.organisationId)).toBe(0);
    expect(await context.balanceOf(owner.organisationId)).toBe(0);
    expect((await context.update(owner.token, paid)).status).toBe(200);
    expect(await context.balanceOf(owner.organisationId)).toBe(5000);
  });

  it('acknowledges a replayed webhook (same event id) with 200 and does nothing again', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    const webhook = context.loopback.webhook('payment.captured', paid.razorpay_payment_id);
    const first = await context.deliver(webhook);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ eventId: webhook.eventId, outcome: 'captured' });
    const replay = await context.deliver(webhook);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.outcome).toBe('duplicate');
    const [events] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from payment_events where event_id = $1',
      [webhook.eventId],
    );
    expect(events?.count).toBe(1);
    expect(await context.balanceOf(buyer.organisationId)).toBe(5000);
  });

  it('refuses a tampered amount or currency, records nothing, and still takes the genuine event afterwards', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    const eventId = 'evt_TamperedAmount01';
    for (const payment of [{ amount: 100 }, { currency: 'USD' }]) {
      const tampered = context.loopback.webhook('payment.captured', paid.razorpay_payment_id, { eventId, payment });
      const reply = await context.deliver(tampered);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('The payment amount or currency does not match the order.');
    }
    const [recorded] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from payment_events where event_id = $1',
      [eventId],
    );
    expect(recorded?.count).toBe(0);

    // Razorpay's own record says another amount: the callback is refused too.
    const stored = context.loopback.payments.get(paid.razorpay_payment_id);
    if (!stored) throw new Error('payment missing');
    stored.amount = 100;
    const callback = await context.update(buyer.token, paid);
    expect(callback.status).toBe(422);
    expect(callback.body.message).toBe('The payment does not match this order.');
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);

    stored.amount = 999_900;
    const genuine = context.loopback.webhook('payment.captured', paid.razorpay_payment_id, { eventId });
    expect((await context.deliver(genuine)).body.data?.outcome).toBe('captured');
    expect(await context.balanceOf(buyer.organisationId)).toBe(5000);
  });

  it('refuses webhooks without a valid signature over the raw body with 400 and a message, recording nothing', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    const webhook = context.loopback.webhook('payment.captured', paid.razorpay_payment_id);
    const { 'x-razorpay-signature': _signature, ...unsigned } = webhook.headers;
    const attempts = [
      context.deliver(webhook, unsigned),
      context.deliver(webhook, {
        ...webhook.headers,
        'x-razorpay-signature': signWebhook(webhook.body, 'wrong secret'),
      }),
      context.deliver(webhook, { ...webhook.headers, 'x-razorpay-signature': 'not hex at all' }),
      // The same JSON, re-serialised: the bytes differ, so the signature does not match.
      context.deliver({ body: JSON.stringify(JSON.parse(webhook.body), null, 1), headers: webhook.headers }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('The webhook signature is missing or does not match.');
    }
    const noEventId = await context.deliver(webhook, {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.headers['x-razorpay-signature'],
    });
    expect(noEventId.status).toBe(400);
    expect(noEventId.body.message).toBe('The webhook has no X-Razorpay-Event-Id header.');
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);
    expect(await context.paymentRow(order.paymentId)).toMatchObject({ status: 'created' });
  });

  it('answers signed but malformed events with 400 and a message, never 500', async () => {
    const sign = (body: string, eventId: string) => ({
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, 'loopback-webhook-secret-0123456789'),
        'x-razorpay-event-id': eventId,
      },
    });
    const cases = [
      '{"event": "payment.captured", "payload": ',
      '[]',
      '{"event": "payment.captured"}',
      '{"event": "payment.captured", "payload": {"payment": {"entity": {"id": 5}}}}',
      '{"event": "refund.processed", "payload": {"payment": {}}}',
      '{"event": "payment.captured", "payload": {}, "__proto__": {"polluted": true}}',
      '',
    ];
    for (const [index, body] of cases.entries()) {
      const reply = await context.deliver(sign(body, `evt_Malformed${index}`));
      expect(reply.status, body).toBe(400);
      expect(reply.body.message, body).toEqual(expect.any(String));
    }
    const [recorded] = await context.database.query<{ count: number }>(
      "select count(*)::int as count from payment_events where event_id like 'evt_Malformed%'",
    );
    expect(recorded?.count).toBe(0);
  });

  it('acknowledges event types it does not act on, and events for orders it does not know, with 200', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'order.paid', contains: ['order'], payload: {} });
    const ignored = await context.deliver({
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, 'loopback-webhook-secret-0123456789'),
        'x-razorpay-event-id': 'evt_OrderPaid00001',
      },
    });
    expect(ignored.status).toBe(200);
    expect(ignored.body.data?.outcome).toBe('ignored');

    const stranger = await context.buyer();
    const order = await context.order(stranger.token);
    const paid = context.loopback.pay(order.orderId);
    const elsewhere = context.loopback.webhook('payment.captured', paid.razorpay_payment_id, {
      payment: { order_id: 'order_NotOurs0000001' },
    });
    const unknown = await context.deliver(elsewhere);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data?.outcome).toBe('unknown payment');
  });

  it('records payment.failed, then captures a later successful attempt on the same order', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const failedPaymentId = context.loopback.fail(order.orderId, 'Card declined (test).');
    const failed = await context.deliver(context.loopback.webhook('payment.failed', failedPaymentId));
    expect(failed.body.data?.outcome).toBe('failure recorded');
    expect(await context.paymentRow(order.paymentId)).toMatchObject({
      status: 'failed',
      last_error: 'Card declined (test).',
    });
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);

    const retried = context.loopback.pay(order.orderId);
    const reply = await context.update(buyer.token, retried);
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe('captured');
    expect(await context.balanceOf(buyer.organisationId)).toBe(5000);

    // The failed attempt's event, delivered late, moves nothing backwards.
    const late = await context.deliver(context.loopback.webhook('payment.failed', failedPaymentId));
    expect(late.body.data?.outcome).toBe('failure ignored');
    expect(await context.paymentRow(order.paymentId)).toMatchObject({
      status: 'captured',
      provider_payment_id: retried.razorpay_payment_id,
      last_error: null,
    });
  });

  it('refuses a callback for a payment Razorpay reports as failed, with its reason', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const failedPaymentId = context.loopback.fail(order.orderId);
    const signed = context.loopback.pay(order.orderId);
    const stored = context.loopback.payments.get(signed.razorpay_payment_id);
    if (!stored) throw new Error('payment missing');
    stored.status = 'failed';
    stored.error_description = 'Your payment was declined by the bank (test).';
    const reply = await context.update(buyer.token, signed);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('The payment was not completed: Your payment was declined by the bank (test).');
    expect(failedPaymentId).not.toBe(signed.razorpay_payment_id);
    expect(await context.balanceOf(buyer.organisationId)).toBe(0);
  });

  it('captures an authorized payment at Razorpay when the callback arrives', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token, { planId: 'startup', currency: 'USD' });
    const paid = context.loopback.pay(order.orderId, { status: 'authorized' });
    const reply = await context.update(buyer.token, paid);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Payment received: 2,000 credits added.');
    expect(context.loopback.payments.get(paid.razorpay_payment_id)?.status).toBe('captured');
    expect(context.loopback.requests).toContainEqual({
      method: 'POST',
      path: `/v1/payments/${paid.razorpay_payment_id}/capture`,
      isAuthorized: true,
      body: { amount: 6300, currency: 'USD' },
    });
    expect(await context.balanceOf(buyer.organisationId)).toBe(2000);
  });

  it('answers 503 with a message when Razorpay cannot be reached, and records no payment', async () => {
    const buyer = await context.buyer();
    context.loopback.failNextRequest({ status: 502 });
    const reply = await context.call('POST', '/api/v1/payment/razorpay/order', {
      token: buyer.token,
      body: { planId: 'basic', currency: 'INR' },
    });
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      message: 'The payment provider could not be reached. Please try again.',
      code: 'UNAVAILABLE',
    });
    const [row] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from payments where organisation_id = $1',
      [buyer.organisationId],
    );
    expect(row?.count).toBe(0);
  });

  it("tells the web payments are on, and lets its pages load Checkout's script and Razorpay's frames", async () => {
    const reply = await context.call<{ data: { payments: unknown } }>('GET', '/api/v1/app-config', {
      headers: { accept: 'text/html' },
    });
    expect(reply.body.data.payments).toEqual({
      isEnabled: true,
      keyId: 'rzp_test_loopback',
      checkoutScriptUrl: context.loopback.checkoutScriptUrl,
      isTestPurchaseEnabled: false,
    });
    const policy = String(reply.headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(`script-src 'self' ${context.loopback.url}`);
    expect(directive('connect-src')).toContain(context.loopback.url);
    expect(directive('frame-src')).toContain('https://api.razorpay.com');
    expect(directive('frame-src')).toContain('https://checkout.razorpay.com');
    expect(JSON.stringify(reply.body)).not.toContain('loopback-key-secret');
  });

  it('lets owners and admins buy, not members (403)', async () => {
    const owner = await context.buyer();
    const admin = await context.addMember(owner.token, 'admin');
    const member = await context.addMember(owner.token, 'member');
    await context.order(admin.accessToken);
    const refused = await context.call('POST', '/api/v1/payment/razorpay/order', {
      token: member.accessToken,
      body: { planId: 'growth', currency: 'INR' },
    });
    expect(refused.status).toBe(403);
  });
});
