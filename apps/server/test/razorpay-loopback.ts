import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCheckout, signWebhook } from '../src/integrations/razorpay/razorpay-signatures.ts';
import { checkoutScript } from './razorpay-checkout-script.ts';

/**
 * A Razorpay stand-in on loopback that speaks Razorpay's wire format: orders, payments and
 * captures under `/v1` with HTTP basic auth, a Checkout script at `/v1/checkout.js`, and test
 * controls to pay, fail and refund orders and to build signed webhook events. Orders and
 * payments live in memory. Start it with `startRazorpayLoopback`; the browser tests run
 * `razorpay-loopback-main.ts`.
 */

export interface RazorpayLoopbackOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** When set, the Checkout stand-in posts signed `payment.captured` / `payment.failed` events here. */
  webhookUrl?: string | undefined;
  port?: number;
  host?: string;
}

export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'refund.processed';

type Entity = Record<string, unknown> & { id: string };

export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface BuiltWebhook {
  eventId: string;
  body: string;
  headers: { 'content-type': string; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's id shape: a prefix and 14 letters or digits (`order_EKwxwAgItmmXdp`). */
export function razorpayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const seconds = () => Math.floor(Date.now() / 1000);

function errorBody(description: string, extra: Record<string, unknown> = {}) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...extra,
    },
  };
}

export async function startRazorpayLoopback(options: RazorpayLoopbackOptions) {
  const accountId = razorpayId('acc');
  const orders = new Map<string, Entity>();
  const payments = new Map<string, Entity>();
  const refunds = new Map<string, Entity>();
  const requests: { method: string; path: string; isAuthorized: boolean; body: unknown }[] = [];
  const deliveries: { event: string; status: number | 'error' }[] = [];
  let nextFailure: { status: number; body: unknown } | null = null;
  const expectedAuthorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  function order(orderId: string) {
    const found = orders.get(orderId);
    if (!found) throw new Error(`the loopback Razorpay has no order ${orderId}`);
    return found;
  }
  function payment(paymentId: string) {
    const found = payments.get(paymentId);
    if (!found) throw new Error(`the loopback Razorpay has no payment ${paymentId}`);
    return found;
  }

  function newPayment(orderId: string, status: 'authorized' | 'captured' | 'failed', description?: string) {
    const target = order(orderId);
    const entity: Entity = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: target.amount,
      currency: target.currency,
      status,
      order_id: orderId,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      description: 'Leadpilot credits',
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: 'buyer@example.test',
      contact: '+919000090000',
      notes: target.notes,
      fee: status === 'captured' ? Math.round(Number(target.amount) * 0.02) : null,
      tax: status === 'captured' ? 0 : null,
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? (description ?? 'Your payment was declined by the bank (test).') : null,
      error_source: status === 'failed' ? 'bank' : null,
      error_step: status === 'failed' ? 'payment_authorization' : null,
      error_reason: status === 'failed' ? 'payment_failed' : null,
      acquirer_data: {},
      created_at: seconds(),
    };
    payments.set(entity.id, entity);
    target.attempts = Number(target.attempts) + 1;
    if (status !== 'failed') target.status = 'attempted';
    if (status === 'captured') markPaid(target);
    return entity;
  }

  function markPaid(target: Entity) {
    target.status = 'paid';
    target.amount_paid = target.amount;
    target.amount_due = 0;
  }

  const controls = {
    accountId,
    orders,
    payments,
    refunds,
    /** Every API request received, with whether its credentials were right. */
    requests,
    /** Webhooks the Checkout stand-in posted to `webhookUrl`. */
    deliveries,

    /** A successful payment of the whole order, as Checkout reports it to the browser. */
    pay(orderId: string, payOptions: { status?: 'authorized' | 'captured' } = {}): CheckoutResponse {
      const entity = newPayment(orderId, payOptions.status ?? 'captured');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: entity.id,
        razorpay_signature: signCheckout(orderId, entity.id, options.keySecret),
      };
    },

    /** A declined attempt on the order; returns the failed payment's id. */
    fail(orderId: string, description?: string): string {
      return newPayment(orderId, 'failed', description).id;
    },

    /** Refunds `amount` (default: what is left) of a captured payment; returns the refund's id. */
    refund(paymentId: string, amount?: number): string {
      const target = payment(paymentId);
      const left = Number(target.amount) - Number(target.amount_refunded);
      const value = amount ?? left;
      const refund: Entity = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount: value,
        receipt: null,
        currency: target.currency,
        payment_id: paymentId,
        notes: [],
        acquirer_data: { arn: null },
        created_at: seconds(),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      refunds.set(refund.id, refund);
      target.amount_refunded = Number(target.amount_refunded) + value;
      target.refund_status = target.amount_refunded === target.amount ? 'full' : 'partial';
      if (target.amount_refunded === target.amount) target.status = 'refunded';
      return refund.id;
    },

    /**
     * A signed webhook event in Razorpay's format for this payment (and refund), ready to deliver
     * as many times as a test likes. `payment` overrides fields of the payment entity as sent.
     */
    webhook(
      event: WebhookEvent,
      paymentId: string,
      webhookOptions: { eventId?: string; refundId?: string; payment?: Record<string, unknown> } = {},
    ): BuiltWebhook {
      const paymentEntity = { ...payment(paymentId), ...webhookOptions.payment };
      const payload: Record<string, { entity: Entity }> = { payment: { entity: paymentEntity } };
      const contains = ['payment'];
      if (event === 'refund.processed') {
        const refundId =
          webhookOptions.refundId ?? [...refunds.values()].findLast((refund) => refund.payment_id === paymentId)?.id;
        const refund = refundId ? refunds.get(refundId) : undefined;
        if (!refund) throw new Error(`the loopback Razorpay has no refund of ${paymentId}`);
        payload.refund = { entity: refund };
        contains.unshift('refund');
      }
      const body = JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event,
        contains,
        payload,
        created_at: seconds(),
      });
      const eventId = webhookOptions.eventId ?? razorpayId('evt');
      return {
        eventId,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(body, options.webhookSecret),
          'x-razorpay-event-id': eventId,
        },
      };
    },

    /** The next API request answers this instead (e.g. a 500, or a 400 with Razorpay's error body). */
    failNextRequest(failure: { status: number; body?: unknown }) {
      nextFailure = { status: failure.status, body: failure.body ?? errorBody('Something went wrong (test).') };
    },
  };

  async function deliver(webhook: BuiltWebhook, event: string) {
    if (!options.webhookUrl) return;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      });
      deliveries.push({ event, status: response.status });
    } catch {
      deliveries.push({ event, status: 'error' });
    }
  }

  function handleApi(method: string, path: string, body: unknown, reply: (status: number, body: unknown) => void) {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return reply(failure.status, failure.body);
    }
    if (method === 'POST' && path === '/v1/orders') {
      const input = (body ?? {}) as Record<string, unknown>;
      const amount = input.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return reply(400, errorBody('The amount must be atleast INR 1.00', { field: 'amount' }));
      }
      if (input.currency !== 'INR' && input.currency !== 'USD') {
        return reply(400, errorBody('The currency provided is not supported', { field: 'currency' }));
      }
      if (typeof input.receipt === 'string' && input.receipt.length > 40) {
        return reply(400, errorBody('receipt: the length must be no more than 40.', { field: 'receipt' }));
      }
      const created: Entity = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: input.currency,
        receipt: typeof input.receipt === 'string' ? input.receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: input.notes ?? [],
        created_at: seconds(),
      };
      orders.set(created.id, created);
      return reply(200, created);
    }
    const match = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(path);
    const found = match?.[1] ? payments.get(decodeURIComponent(match[1])) : undefined;
    if (match && !found) return reply(400, errorBody('The id provided does not exist'));
    if (found && method === 'GET' && !match?.[2]) return reply(200, found);
    if (found && method === 'POST' && match?.[2]) {
      const input = (body ?? {}) as Record<string, unknown>;
      if (found.status === 'captured') return reply(400, errorBody('This payment has already been captured'));
      if (found.status !== 'authorized') {
        return reply(400, errorBody('Only payments which have been authorized and not yet captured can be captured'));
      }
      if (input.amount !== found.amount || input.currency !== found.currency) {
        return reply(400, errorBody('Capture amount must be equal to the amount authorized'));
      }
      found.status = 'captured';
      found.captured = true;
      markPaid(order(String(found.order_id)));
      return reply(200, found);
    }
    return reply(400, errorBody('The requested URL was not found on the server.'));
  }

  /** The Checkout stand-in's own calls: no credentials (like the real Checkout), CORS open. */
  async function handleCheckout(path: string, body: unknown, reply: (status: number, body: unknown) => void) {
    const orderId = String((body as { order_id?: unknown } | null)?.order_id ?? '');
    if (!orders.has(orderId)) return reply(400, errorBody('The order id provided does not exist'));
    if (path === '/test-checkout/pay') {
      const response = controls.pay(orderId);
      void deliver(controls.webhook('payment.captured', response.razorpay_payment_id), 'payment.captured');
      return reply(200, response);
    }
    const paymentId = controls.fail(orderId);
    void deliver(controls.webhook('payment.failed', paymentId), 'payment.failed');
    return reply(200, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment was declined by the bank (test).',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://loopback').pathname;
    const method = request.method ?? 'GET';
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (method === 'GET' && path === '/v1/checkout.js') {
      response.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'cross-origin-resource-policy': 'cross-origin',
        ...cors,
      });
      response.end(checkoutScript);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return reply(400, errorBody('The request body is not valid JSON'), cors);
    }
    if (path.startsWith('/test-checkout/')) {
      if (method === 'OPTIONS') {
        response.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' });
        response.end();
        return;
      }
      if (method !== 'POST') return reply(405, errorBody('Use POST'), cors);
      return handleCheckout(path, body, (status, value) => reply(status, value, cors));
    }
    const isAuthorized = request.headers.authorization === expectedAuthorization;
    requests.push({ method, path, isAuthorized, body });
    if (!isAuthorized) {
      return reply(401, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Authentication failed',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    }
    return handleApi(method, path, body, reply);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    ...controls,
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    /** The Config overrides that point Leadpilot at this server. */
    config: {
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
      RAZORPAY_KEY_ID: options.keyId,
      RAZORPAY_KEY_SECRET: options.keySecret,
      RAZORPAY_WEBHOOK_SECRET: options.webhookSecret,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
export type RazorpayLoopback = Awaited<ReturnType<typeof startRazorpayLoopback>>;
