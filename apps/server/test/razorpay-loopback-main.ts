/**
 * Runs the loopback Razorpay as its own process, for the browser tests:
 *
 *   PORT=3210 RAZORPAY_KEY_ID=rzp_test_e2e RAZORPAY_KEY_SECRET=… RAZORPAY_WEBHOOK_SECRET=… \
 *   WEBHOOK_URL=http://localhost:3100/api/v1/payment/razorpay/webhook npx tsx apps/server/test/razorpay-loopback-main.ts
 *
 * and start Leadpilot with RAZORPAY_API_URL=http://127.0.0.1:3210 and
 * RAZORPAY_CHECKOUT_URL=http://127.0.0.1:3210/v1/checkout.js (and the same key, secret and webhook
 * secret). It prints one line with its address when ready and stops on SIGINT or SIGTERM.
 */
import { startRazorpayLoopback } from './razorpay-loopback.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`razorpay-loopback: set ${name}`);
    process.exit(1);
  }
  return value;
}

const loopback = await startRazorpayLoopback({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? '127.0.0.1',
  keyId: required('RAZORPAY_KEY_ID'),
  keySecret: required('RAZORPAY_KEY_SECRET'),
  webhookSecret: required('RAZORPAY_WEBHOOK_SECRET'),
  webhookUrl: process.env.WEBHOOK_URL || undefined,
});
console.log(`razorpay-loopback listening on ${loopback.url} (checkout script ${loopback.checkoutScriptUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void loopback.close().finally(() => process.exit(0));
  });
}
