import type { CheckoutOrder } from '@leadpilot/contracts';

/** What Checkout hands the success handler; passed on unchanged to `payment/razorpay/update`. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout reports on `payment.failed`; the customer may retry inside Checkout. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void; escape?: boolean; confirm_close?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by Razorpay's Checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function injectScript(scriptUrl: string): Promise<RazorpayConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.razorpayCheckout = 'true';
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The payment window did not start.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
}

/** Loads Checkout's script once (reusing `window.Razorpay` when it is there) and gives its constructor. */
export function loadRazorpayCheckout(scriptUrl: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (!loading) {
    loading = injectScript(scriptUrl);
    // A failed load may be retried with a fresh script element.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The product's colour in Checkout's window. */
const brandColor = '#485bf9';

export interface CheckoutHandlers {
  /** What Checkout says the payment is for ("Growth plan — 5,000 credits"). */
  description: string;
  /** The payment went through: hand the response to `payment/razorpay/update`. */
  onPaid: (response: RazorpaySuccessResponse) => void;
  /** A declined attempt; the customer may retry inside Checkout. */
  onFailed: (message: string) => void;
  /** The window was closed without paying. */
  onDismiss: () => void;
  /** Called just before the window opens. */
  onOpen: () => void;
}

/**
 * Opens Razorpay Checkout for an order the server made (`payment/razorpay/order`, or the free
 * page's `callback/freeenrich/payment`), in the product's colours; resolves once it is open.
 * Rejects with a message when the script cannot load.
 */
export async function openRazorpayCheckout(order: CheckoutOrder, handlers: CheckoutHandlers): Promise<void> {
  const Razorpay = await loadRazorpayCheckout(order.checkoutScriptUrl);
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amountMinor,
    currency: order.currency,
    name: 'Leadpilot',
    description: handlers.description,
    prefill: order.prefill,
    theme: { color: brandColor },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on('payment.failed', (response) => {
    handlers.onFailed(response.error.description ?? 'The payment failed. Try again or use another payment method.');
  });
  handlers.onOpen();
  checkout.open();
}
