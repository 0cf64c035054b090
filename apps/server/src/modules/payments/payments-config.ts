import type { PaymentsConfig } from '@leadpilot/contracts';
import type { Config } from '../../config.ts';

export type PaymentSettings = Pick<
  Config,
  | 'RAZORPAY_API_URL'
  | 'RAZORPAY_CHECKOUT_URL'
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
  | 'PAYMENTS_TEST_PURCHASE_ENABLED'
  | 'INVOICE_SELLER_NAME'
  | 'INVOICE_SELLER_ADDRESS'
  | 'INVOICE_TAX_LABEL'
  | 'INVOICE_TAX_PERCENT'
>;

/** Razorpay is on when both the key id and the key secret are set. */
export function isRazorpayConfigured(config: Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>): boolean {
  return Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);
}

/** What the web needs to offer payments (part of `GET /api/v1/app-config`); never the secrets. */
export function paymentsConfigOf(config: PaymentSettings): PaymentsConfig {
  const isEnabled = isRazorpayConfigured(config);
  return {
    isEnabled,
    keyId: isEnabled ? (config.RAZORPAY_KEY_ID ?? null) : null,
    checkoutScriptUrl: isEnabled ? config.RAZORPAY_CHECKOUT_URL : null,
    isTestPurchaseEnabled: config.PAYMENTS_TEST_PURCHASE_ENABLED,
  };
}
