import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/harness.ts';
import { createPaymentsContext, type PaymentsContext } from '../../../test/payments-fixture.ts';

/**
 * Concurrent deliveries of one payment. On PostgreSQL (TEST_DATABASE_URL) the requests really run
 * in parallel on a connection pool, so this is the test of the row locks and the event claim; on
 * PGlite (one connection) it checks the same outcome with interleaved requests.
 */
let context: PaymentsContext;

beforeAll(async () => {
  context = await createPaymentsContext();
});
afterAll(() => context.close());

async function ledgerPurchases(organisationId: string) {
  const [row] = await context.database.query<{ count: number }>(
    "select count(*)::int as count from credit_ledger where organisation_id = $1 and kind = 'purchase'",
    [organisationId],
  );
  return row?.count ?? 0;
}

describe(`concurrent confirmations of one payment (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('grants exactly once for 10 concurrent deliveries of one payment.captured event and 2 checkout callbacks', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token);
    const paid = context.loopback.pay(order.orderId);
    const webhook = context.loopback.webhook('payment.captured', paid.razorpay_payment_id);
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => context.deliver(webhook)),
      context.update(buyer.token, paid),
      context.update(buyer.token, paid),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(200));
    const outcomes = replies.slice(0, 10).map((reply) => (reply.body as { data?: { outcome: string } }).data?.outcome);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await context.balanceOf(buyer.organisationId)).toBe(5000);
    expect(await ledgerPurchases(buyer.organisationId)).toBe(1);
    expect(await context.countRows('invoices', buyer.organisationId)).toBe(1);
    expect(await context.countRows('credit_lots', buyer.organisationId)).toBe(1);
  });

  it('grants exactly once when every delivery is a different event for the same payment', async () => {
    const buyer = await context.buyer();
    const order = await context.order(buyer.token, { planId: 'startup', currency: 'USD' });
    const paid = context.loopback.pay(order.orderId);
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        context.deliver(context.loopback.webhook('payment.captured', paid.razorpay_payment_id)),
      ),
      context.update(buyer.token, paid),
      context.update(buyer.token, paid),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(200));
    expect(await context.balanceOf(buyer.organisationId)).toBe(2000);
    expect(await ledgerPurchases(buyer.organisationId)).toBe(1);
    expect(await context.countRows('invoices', buyer.organisationId)).toBe(1);
  });

  it('hands out gapless, distinct invoice numbers to purchases captured at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => context.buyer()));
    const paid = await Promise.all(
      buyers.map(async (buyer) => ({
        buyer,
        response: context.loopback.pay((await context.order(buyer.token)).orderId),
      })),
    );
    const replies = await Promise.all(paid.map(({ buyer, response }) => context.update(buyer.token, response)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(200));
    const numbers = await context.database.query<{ sequence: number }>(
      'select sequence from invoices order by sequence',
    );
    const sequences = numbers.map((row) => row.sequence);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  });
});
