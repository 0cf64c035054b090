import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signCheckout, signWebhook, verifyCheckoutSignature, verifyWebhookSignature } from './razorpay-signatures.ts';

// The official SDK's own helpers, as the reference our implementation must agree with.
const require = createRequire(import.meta.url);
const razorpayUtils =
  require('razorpay/dist/utils/razorpay-utils') as typeof import('razorpay/dist/utils/razorpay-utils');

const idText = fc.stringMatching(/^[A-Za-z0-9_]{1,40}$/);
const secretText = fc.string({ minLength: 1, maxLength: 64 });

describe('Razorpay signatures', () => {
  it('signs and verifies the checkout signature exactly as the official SDK does', () => {
    fc.assert(
      fc.property(idText, idText, secretText, (orderId, paymentId, secret) => {
        const signature = signCheckout(orderId, paymentId, secret);
        expect(signature).toMatch(/^[0-9a-f]{64}$/);
        const params = { order_id: orderId, payment_id: paymentId };
        expect(razorpayUtils.validatePaymentVerification(params, signature, secret)).toBe(true);
        expect(verifyCheckoutSignature(orderId, paymentId, signature, secret)).toBe(true);
      }),
    );
  });

  it('refuses what the SDK refuses: another order, another payment, another secret, a cut or empty signature', () => {
    fc.assert(
      fc.property(idText, idText, secretText, fc.string({ maxLength: 70 }), (orderId, paymentId, secret, forged) => {
        const params = { order_id: orderId, payment_id: paymentId };
        expect(verifyCheckoutSignature(orderId, paymentId, forged, secret)).toBe(
          razorpayUtils.validatePaymentVerification(params, forged.trim().toLowerCase(), secret),
        );
      }),
    );
    const good = signCheckout('order_A', 'pay_B', 'secret');
    expect(verifyCheckoutSignature('order_X', 'pay_B', good, 'secret')).toBe(false);
    expect(verifyCheckoutSignature('order_A', 'pay_X', good, 'secret')).toBe(false);
    expect(verifyCheckoutSignature('order_A', 'pay_B', good, 'other secret')).toBe(false);
    expect(verifyCheckoutSignature('order_A', 'pay_B', good.slice(0, 63), 'secret')).toBe(false);
    expect(verifyCheckoutSignature('order_A', 'pay_B', '', 'secret')).toBe(false);
    expect(verifyCheckoutSignature('order_A', 'pay_B', good.toUpperCase(), 'secret')).toBe(true);
  });

  it('signs webhook bodies byte for byte like the SDK, Unicode included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), secretText, (body, secret) => {
        const signature = signWebhook(Buffer.from(body, 'utf8'), secret);
        expect(razorpayUtils.validateWebhookSignature(body, signature, secret)).toBe(true);
        expect(verifyWebhookSignature(Buffer.from(body, 'utf8'), signature, secret)).toBe(true);
        expect(verifyWebhookSignature(body, signature, secret)).toBe(true);
      }),
    );
  });

  it('refuses a webhook body changed by even one byte, or re-serialised', () => {
    const body = '{"event":"payment.captured", "payload":{"payment":{"entity":{"amount":999900}}}}';
    const signature = signWebhook(body, 'webhook secret');
    expect(verifyWebhookSignature(body.replace('999900', '999901'), signature, 'webhook secret')).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body)), signature, 'webhook secret')).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'another secret')).toBe(false);
    expect(razorpayUtils.validateWebhookSignature(body, signature, 'another secret')).toBe(false);
  });
});
