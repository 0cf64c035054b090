import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testConfig } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { contentSecurityPolicy } from '../../platform/security-headers.ts';
import { paymentsConfigOf } from './payments-config.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const secrets = { JWT_SECRET: 'j'.repeat(32), ENCRYPTION_KEY: 'e'.repeat(32) };

describe('payments on an installation without Razorpay keys', () => {
  it('tells the web payments are off, and keeps Razorpay out of the Content-Security-Policy', async () => {
    const reply = await context.call<{ data: { payments: unknown } }>('GET', '/api/v1/app-config');
    expect(reply.body.data.payments).toEqual({
      isEnabled: false,
      keyId: null,
      checkoutScriptUrl: null,
      isTestPurchaseEnabled: false,
    });
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).not.toContain('razorpay');
    expect(policy).not.toContain('frame-src');
  });

  it('refuses orders, callbacks and test purchases with 422 and says why; webhooks with 400', async () => {
    const owner = await context.signup();
    const order = await context.call('POST', '/api/v1/payment/razorpay/order', {
      token: owner.accessToken,
      body: { planId: 'growth', currency: 'USD' },
    });
    expect(order.status).toBe(422);
    expect(order.body).toEqual({
      message: 'Payments are not configured on this installation yet.',
      code: 'RULE_REFUSED',
    });
    const callback = await context.call('POST', '/api/v1/payment/razorpay/update', {
      token: owner.accessToken,
      body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) },
    });
    expect(callback.status).toBe(422);
    const testPurchase = await context.call('POST', '/api/v1/payment/test-purchase', {
      token: owner.accessToken,
      body: { planId: 'growth', currency: 'USD' },
    });
    expect(testPurchase.status).toBe(422);
    expect(testPurchase.body).toMatchObject({ message: 'Test purchases are not enabled on this installation.' });
    const webhook = await context.call('POST', '/api/v1/payment/razorpay/webhook', {
      body: { event: 'payment.captured', payload: {} },
      headers: { 'x-razorpay-signature': 'a'.repeat(64), 'x-razorpay-event-id': 'evt_1' },
    });
    expect(webhook.status).toBe(400);
    expect(webhook.body).toMatchObject({ message: 'Payment webhooks are not configured on this installation.' });
  });
});

describe('payment settings', () => {
  it('offers Checkout with the public key id and script, never a secret', () => {
    const config = testConfig({
      RAZORPAY_KEY_ID: 'rzp_live_public',
      RAZORPAY_KEY_SECRET: 'very-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      PAYMENTS_TEST_PURCHASE_ENABLED: 'true',
    });
    const payments = paymentsConfigOf(config);
    expect(payments).toEqual({
      isEnabled: true,
      keyId: 'rzp_live_public',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      isTestPurchaseEnabled: true,
    });
    expect(JSON.stringify(payments)).not.toContain('secret');
  });

  it("adds Checkout's origin to script-src and connect-src and Razorpay's frames to frame-src when configured", () => {
    const policy = contentSecurityPolicy(testConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }));
    expect(policy.scriptSrc).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(policy.connectSrc).toContain('https://checkout.razorpay.com');
    expect(policy.frameSrc).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
    const loopback = contentSecurityPolicy(
      testConfig({
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:3210/v1/checkout.js',
      }),
    );
    expect(loopback.scriptSrc).toEqual(["'self'", 'http://127.0.0.1:3210']);
    expect(contentSecurityPolicy(testConfig()).scriptSrc).toEqual(["'self'"]);
  });

  it('reads the payment and invoice variables with their defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...secrets });
    expect(config).toMatchObject({
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
      PAYMENTS_TEST_PURCHASE_ENABLED: false,
      INVOICE_SELLER_NAME: 'Leadpilot',
      INVOICE_SELLER_ADDRESS: '',
      SALES_INQUIRIES_PER_IP_PER_HOUR: 5,
    });
    expect(config.RAZORPAY_KEY_ID).toBeUndefined();
    const custom = loadConfig({
      NODE_ENV: 'test',
      ...secrets,
      INVOICE_SELLER_ADDRESS: '12 MG Road\\nBengaluru',
      INVOICE_TAX_LABEL: 'GST',
      INVOICE_TAX_PERCENT: '18',
    });
    expect(custom).toMatchObject({ INVOICE_SELLER_ADDRESS: '12 MG Road\nBengaluru', INVOICE_TAX_PERCENT: 18 });
  });

  it('refuses to start with test purchases in production, half a key pair, or half a tax setting', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENTS_TEST_PURCHASE_ENABLED: 'true' }),
    ).toThrowError(/PAYMENTS_TEST_PURCHASE_ENABLED: .*not allowed in production/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...secrets, RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrowError(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...secrets, INVOICE_TAX_LABEL: 'GST' })).toThrowError(
      /INVOICE_TAX_LABEL, INVOICE_TAX_PERCENT: set both/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ...secrets, INVOICE_TAX_PERCENT: '18.125', INVOICE_TAX_LABEL: 'GST' }),
    ).toThrowError(/INVOICE_TAX_PERCENT: use at most two decimals/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...secrets, RAZORPAY_API_URL: 'not a url' })).toThrowError(
      /RAZORPAY_API_URL/,
    );
  });
});
