import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` under `secret`, in lower-case hex: Razorpay's signature format. */
export function hmacSha256Hex(secret: string, data: string | Uint8Array): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares two hex signatures in constant time; different lengths are simply unequal. */
function isSameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signature Checkout hands the browser on success: HMAC of `order_id|payment_id` with the key secret. */
export function signCheckout(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** True when Checkout's `razorpay_signature` proves Razorpay saw this payment for this order. */
export function verifyCheckoutSignature(orderId: string, paymentId: string, signature: string, keySecret: string) {
  return isSameSignature(signCheckout(orderId, paymentId, keySecret), signature);
}

/** The `X-Razorpay-Signature` of a webhook: HMAC of the raw body bytes with the webhook secret. */
export function signWebhook(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

/** True when the signature matches the raw body exactly as received (never a re-serialised copy). */
export function verifyWebhookSignature(rawBody: string | Uint8Array, signature: string, webhookSecret: string) {
  return isSameSignature(signWebhook(rawBody, webhookSecret), signature);
}
