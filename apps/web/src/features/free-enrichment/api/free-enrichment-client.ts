import type {
  CheckoutOrder,
  CreateOrderBody,
  EnrichmentFile,
  FreeDashboard,
  FreeOtpBody,
  FreeOtpReply,
  FreeSignupBody,
  FreeSignupReply,
  Invoice,
  Payment,
  RazorpayUpdateBody,
} from '@leadpilot/contracts';
import { apiBase } from '../../../api/http-client.ts';

/** A refused or failed call: the server's message in its words, and its status (0: no answer). */
export class FreeRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'FreeRequestError';
    this.status = status;
  }
}

const unreachable = 'The server could not be reached: check your connection and try again.';
export const sessionEnded = 'Your free enrichment session has ended: confirm your email again to continue.';

/**
 * One JSON call of the free-enrichment page. The page is public: its token is the emailed code's,
 * kept in the page's state (never the app's session), and it is not renewed, so a 401 ends it.
 */
async function call<T>(path: string, options: { body?: unknown; token?: string; method?: 'GET' | 'POST' } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBase}/${path}`, {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new FreeRequestError(0, unreachable);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : 'Something went wrong. Try again in a moment.';
    throw new FreeRequestError(response.status, options.token && response.status === 401 ? sessionEnded : message);
  }
  return body as T;
}

export const freeEnrichmentApi = {
  signup: (body: FreeSignupBody) => call<FreeSignupReply>('v1/callback/freeenrich/signup', { body }),
  verify: (body: FreeOtpBody) => call<FreeOtpReply>('v1/callback/freeenrich/otp', { body }),
  dashboard: (token: string) =>
    call<{ data: FreeDashboard }>('v1/callback/freeenrich/dashboard', { token, body: { page: 1, perPage: 5 } }),
  /** One step of an uploaded file (`map`, `estimate`, `confirm`), as the app's enrichment takes it. */
  step: (token: string, body: Record<string, unknown>) =>
    call<{ message: string; data: EnrichmentFile }>('v1/contacts/enrichment', { token, body }),
  /** A Razorpay order for a plan; Checkout opens with it. */
  payment: (token: string, body: CreateOrderBody) =>
    call<{ data: CheckoutOrder }>('v1/callback/freeenrich/payment', { token, body }),
  /** Checkout's success response, checked by the server, which adds the credits (as in the app). */
  confirmPayment: (token: string, body: RazorpayUpdateBody) =>
    call<{ message: string; data: Payment }>('v1/payment/razorpay/update', { token, body }),
  invoices: (token: string, page: number, perPage: number) =>
    call<{ data: Invoice[]; total: number; page: number; perPage: number }>('v1/callback/freeenrich/invoices', {
      token,
      body: { page, perPage },
    }),
};

/** The message to show for any failure of the page's calls. */
export function problemOf(error: unknown): string {
  return error instanceof FreeRequestError ? error.message : unreachable;
}
