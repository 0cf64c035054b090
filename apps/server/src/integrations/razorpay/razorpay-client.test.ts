import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RazorpayLoopback, startRazorpayLoopback } from '../../../test/razorpay-loopback.ts';
import { createRazorpayClient } from './razorpay-client.ts';
import { providerUnavailableMessage, RazorpayError } from './razorpay-error.ts';

let loopback: RazorpayLoopback;
const credentials = { keyId: 'rzp_test_client', keySecret: 'client-secret-0123456789' };

beforeAll(async () => {
  loopback = await startRazorpayLoopback({ ...credentials, webhookSecret: 'client-webhook-secret' });
});
afterAll(() => loopback.close());

const client = () => createRazorpayClient({ apiUrl: loopback.url, ...credentials });

async function failure(promise: Promise<unknown>): Promise<RazorpayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RazorpayError)) throw new Error(`expected a RazorpayError, got ${String(error)}`);
  return error;
}

describe('the Razorpay client', () => {
  it("creates an order with Razorpay's JSON body and basic auth, and reads the order back", async () => {
    const order = await client().createOrder({
      amount: 999_900,
      currency: 'INR',
      receipt: 'lp_receipt_1',
      notes: { planId: 'growth' },
    });
    expect(order).toMatchObject({ entity: 'order', amount: 999_900, currency: 'INR', status: 'created' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(loopback.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders',
      isAuthorized: true,
      body: { amount: 999_900, currency: 'INR', receipt: 'lp_receipt_1', notes: { planId: 'growth' } },
    });
  });

  it('fetches a payment and captures an authorized one', async () => {
    const order = await client().createOrder({ amount: 11_900, currency: 'USD', receipt: 'lp_receipt_2' });
    const { razorpay_payment_id: paymentId } = loopback.pay(order.id, { status: 'authorized' });
    const fetched = await client().fetchPayment(paymentId);
    expect(fetched).toMatchObject({ id: paymentId, entity: 'payment', status: 'authorized', order_id: order.id });
    const captured = await client().capturePayment(paymentId, 11_900, 'USD');
    expect(captured).toMatchObject({ id: paymentId, status: 'captured', captured: true });
    expect(loopback.orders.get(order.id)?.status).toBe('paid');
  });

  it("turns Razorpay's refusals into a 422 carrying Razorpay's description", async () => {
    const error = await failure(client().createOrder({ amount: 5, currency: 'INR', receipt: 'r' }));
    expect(error).toMatchObject({
      status: 422,
      code: 'RULE_REFUSED',
      httpStatus: 400,
      providerCode: 'BAD_REQUEST_ERROR',
    });
    expect(error.message).toBe('The payment provider refused the request: The amount must be atleast INR 1.00');
    const unknown = await failure(client().fetchPayment('pay_doesnotexist00'));
    expect(unknown.message).toContain('The id provided does not exist');
  });

  it('answers 503 "could not be reached" for wrong keys, server errors, garbage and a closed port', async () => {
    const wrongKeys = createRazorpayClient({ apiUrl: loopback.url, keyId: 'rzp_test_client', keySecret: 'wrong' });
    const refused = await failure(wrongKeys.createOrder({ amount: 100, currency: 'INR', receipt: 'r' }));
    expect(refused).toMatchObject({ status: 503, code: 'UNAVAILABLE', httpStatus: 401 });
    expect(refused.message).toBe(providerUnavailableMessage);
    expect(refused.description).toBe('Authentication failed');

    loopback.failNextRequest({ status: 500 });
    expect(await failure(client().fetchPayment('pay_x'))).toMatchObject({ status: 503, httpStatus: 500 });

    const garbage = createRazorpayClient({
      apiUrl: loopback.url,
      ...credentials,
      fetch: async () => new Response('<html>gateway timeout</html>', { status: 504 }),
    });
    expect(await failure(garbage.fetchPayment('pay_x'))).toMatchObject({
      status: 503,
      message: providerUnavailableMessage,
    });

    const unexpected = createRazorpayClient({
      apiUrl: loopback.url,
      ...credentials,
      fetch: async () => Response.json({ id: 'pay_x', entity: 'refund' }),
    });
    expect(await failure(unexpected.fetchPayment('pay_x'))).toMatchObject({ status: 503 });

    const closed = await startRazorpayLoopback({ ...credentials, webhookSecret: 'x' });
    await closed.close();
    const unreachable = createRazorpayClient({ apiUrl: closed.url, ...credentials, timeoutMs: 2_000 });
    expect(await failure(unreachable.createOrder({ amount: 100, currency: 'INR', receipt: 'r' }))).toMatchObject({
      status: 503,
      message: providerUnavailableMessage,
    });
  });

  it('serves a stand-in Checkout script that defines window.Razorpay without inline handlers', async () => {
    const response = await fetch(loopback.checkoutScriptUrl);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain("'aria-label', 'Razorpay test checkout'");
    expect(script).not.toMatch(/\son[a-z]+=/i);
    expect(() => new Function(script)).not.toThrow();
  });
});
