import type { CheckoutOrder, CreateOrderBody, Payment } from '@leadpilot/contracts';
import { createTestContext } from './harness.ts';
import { type BuiltWebhook, type CheckoutResponse, startRazorpayLoopback } from './razorpay-loopback.ts';

export const webhookUrl = '/api/v1/payment/razorpay/webhook';

/**
 * The real app on a fresh database, configured against a loopback Razorpay, with helpers that
 * read like the steps of a purchase. The balance is read straight from the ledger.
 */
export async function createPaymentsContext(options: { config?: Record<string, string> } = {}) {
  const loopback = await startRazorpayLoopback({
    keyId: 'rzp_test_loopback',
    keySecret: 'loopback-key-secret-0123456789',
    webhookSecret: 'loopback-webhook-secret-0123456789',
  });
  const context = await createTestContext({ config: { ...loopback.config, ...options.config } });

  async function balanceOf(organisationId: string): Promise<number> {
    const [row] = await context.database.query<{ balance: number }>(
      'select coalesce(sum(amount), 0)::int as balance from credit_ledger where organisation_id = $1',
      [organisationId],
    );
    return row?.balance ?? 0;
  }

  /** A new organisation and its owner, who may buy credits. */
  async function buyer(organisationName?: string) {
    const owner = await context.signup(organisationName ? { organisationName } : {});
    return {
      token: owner.accessToken,
      userId: owner.userData.id,
      organisationId: owner.userData.organisation.id,
    };
  }

  async function order(token: string, body: CreateOrderBody = { planId: 'growth', currency: 'INR' }) {
    const reply = await context.call<{ data: CheckoutOrder }>('POST', '/api/v1/payment/razorpay/order', {
      token,
      body,
    });
    if (reply.status !== 200) throw new Error(`order failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  }

  /** Hands Checkout's success response to the server, as the browser does. */
  function update(token: string, response: CheckoutResponse) {
    return context.call<{ message: string; data: Payment; code?: string }>('POST', '/api/v1/payment/razorpay/update', {
      token,
      body: response,
    });
  }

  /** Delivers a webhook exactly as built (raw body and headers), as Razorpay does. */
  async function deliver(webhook: Pick<BuiltWebhook, 'body' | 'headers'>, headers?: Record<string, string>) {
    const response = await context.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: headers ?? webhook.headers,
      payload: webhook.body,
    });
    return {
      status: response.statusCode,
      body: response.json() as { message: string; code?: string; data?: { outcome: string; eventId: string } },
    };
  }

  async function paymentRow(paymentId: string) {
    const [row] = await context.database.query<{
      status: string;
      provider_payment_id: string | null;
      last_error: string | null;
      refunded_minor: number;
    }>('select status, provider_payment_id, last_error, refunded_minor from payments where id = $1', [paymentId]);
    if (!row) throw new Error(`no payment ${paymentId}`);
    return row;
  }

  async function countRows(table: 'payment_events' | 'invoices' | 'credit_lots', organisationId?: string) {
    const [row] = await context.database.query<{ count: number }>(
      organisationId
        ? `select count(*)::int as count from ${table} where organisation_id = $1`
        : `select count(*)::int as count from ${table}`,
      organisationId ? [organisationId] : [],
    );
    return row?.count ?? 0;
  }

  return {
    ...context,
    loopback,
    balanceOf,
    buyer,
    order,
    update,
    deliver,
    paymentRow,
    countRows,
    async close() {
      await context.close();
      await loopback.close();
    },
  };
}
export type PaymentsContext = Awaited<ReturnType<typeof createPaymentsContext>>;
