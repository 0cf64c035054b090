import type { z } from 'zod';
import {
  type RazorpayOrder,
  type RazorpayPayment,
  razorpayErrorBodySchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
} from './razorpay-entities.ts';
import { RazorpayError } from './razorpay-error.ts';

export interface CreateOrderInput {
  /** In minor units (paise, cents). */
  amount: number;
  currency: string;
  /** Our reference, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

/** The three Razorpay calls the payments module makes; tests point it at the loopback stand-in. */
export interface RazorpayGateway {
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>;
}

export interface RazorpayClientOptions {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Razorpay's REST API over `fetch`, with HTTP basic auth (key id and secret) and JSON bodies. */
export function createRazorpayClient(options: RazorpayClientOptions): RazorpayGateway {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const send = options.fetch ?? fetch;

  async function request<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let status: number;
    let text: string;
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw Object.assign(new RazorpayError({ httpStatus: null, description: String(error) }), { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayError({ httpStatus: status, description: `a reply that is not JSON (HTTP ${status})` });
    }
    if (status < 200 || status >= 300) {
      const parsed = razorpayErrorBodySchema.safeParse(json);
      throw new RazorpayError({
        httpStatus: status,
        providerCode: parsed.success ? (parsed.data.error.code ?? null) : null,
        description: parsed.success ? (parsed.data.error.description ?? null) : null,
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError({ httpStatus: null, description: `an unexpected reply to ${method} ${path}` });
    }
    return parsed.data;
  }

  const paymentPath = (paymentId: string) => `/v1/payments/${encodeURIComponent(paymentId)}`;

  return {
    keyId: options.keyId,
    createOrder: (input) =>
      request('POST', '/v1/orders', razorpayOrderSchema, {
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      }),
    fetchPayment: (paymentId) => request('GET', paymentPath(paymentId), razorpayPaymentSchema),
    capturePayment: (paymentId, amount, currency) =>
      request('POST', `${paymentPath(paymentId)}/capture`, razorpayPaymentSchema, { amount, currency }),
  };
}
