import type { Invoice, Payment } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext, type PaymentsContext } from '../../../test/payments-fixture.ts';
import { extractPdfText } from '../../../test/pdf-text.ts';

let context: PaymentsContext;

beforeAll(async () => {
  context = await createPaymentsContext({
    config: {
      PAYMENTS_TEST_PURCHASE_ENABLED: 'true',
      INVOICE_SELLER_NAME: 'Leadpilot Technologies Pvt Ltd',
      INVOICE_SELLER_ADDRESS: '12 MG Road\\nBengaluru 560001\\nIndia',
      INVOICE_TAX_LABEL: 'GST',
      INVOICE_TAX_PERCENT: '18',
    },
  });
  context.clock.set(new Date('2026-03-01T10:00:00Z'));
});
afterAll(() => context.close());

async function testPurchase(token: string, body = { planId: 'growth', currency: 'INR' }) {
  const reply = await context.call<{ message: string; data: Payment }>('POST', '/api/v1/payment/test-purchase', {
    token,
    body,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function invoicesOf(token: string, query = '') {
  const reply = await context.call<{ data: Invoice[]; total: number }>('GET', `/api/v1/payment/invoices${query}`, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function pdfOf(token: string, invoiceId: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/v1/payment/invoices/${invoiceId}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

describe('invoices', () => {
  it('numbers invoices in one sequence per calendar year: LP-2026-000001, 000002, … then LP-2027-000001', async () => {
    const first = await context.buyer();
    const second = await context.buyer();
    await testPurchase(first.token);
    await testPurchase(second.token, { planId: 'basic', currency: 'USD' });
    const order = await context.order(first.token, { planId: 'startup', currency: 'USD' });
    expect((await context.update(first.token, context.loopback.pay(order.orderId))).status).toBe(200);
    const ofFirst = (await invoicesOf(first.token)).data.map((invoice) => invoice.number);
    const ofSecond = (await invoicesOf(second.token)).data.map((invoice) => invoice.number);
    expect(ofFirst).toEqual(['LP-2026-000003', 'LP-2026-000001']);
    expect(ofSecond).toEqual(['LP-2026-000002']);

    context.clock.set(new Date('2027-01-01T00:00:05Z'));
    const nextYear = await context.buyer();
    await testPurchase(nextYear.token);
    await testPurchase(nextYear.token);
    const ofNextYear = (await invoicesOf(nextYear.token)).data.map((invoice) => invoice.number);
    expect(ofNextYear).toEqual(['LP-2027-000002', 'LP-2027-000001']);
    context.clock.set(new Date('2027-02-01T00:00:00Z'));
  });

  it('lists only the organisation’s own invoices, newest first, paged, with tax split out of the price', async () => {
    const buyer = await context.buyer();
    const member = await context.addMember(buyer.token, 'member');
    await testPurchase(buyer.token, { planId: 'growth', currency: 'INR' });
    await testPurchase(buyer.token, { planId: 'basic', currency: 'USD' });
    const page = await invoicesOf(member.accessToken, '?page=1&perPage=1');
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      planId: 'basic',
      currency: 'USD',
      totalMinor: 2300,
      paymentStatus: 'captured',
    });
    const [, growth] = (await invoicesOf(buyer.token)).data;
    // Prices include 18 % GST: tax = round(999,900 × 18 / 118) = 152,527 paise.
    expect(growth).toMatchObject({
      planId: 'growth',
      credits: 5000,
      currency: 'INR',
      totalMinor: 999_900,
      taxMinor: 152_527,
      subtotalMinor: 847_373,
      taxLabel: 'GST',
    });
    const stranger = await context.buyer();
    expect((await invoicesOf(stranger.token)).total).toBe(0);
  });

  it('serves the invoice as a PDF that embeds a font with the rupee sign and says what was bought', async () => {
    const buyer = await context.buyer('Rupee Traders');
    await context.call('PUT', '/api/v1/organisation', {
      token: buyer.token,
      body: {
        domain: 'rupee.example',
        country: 'IN',
        address: {
          line1: '4 Park Street',
          line2: '',
          city: 'Kolkata',
          region: 'WB',
          postalCode: '700016',
          country: 'IN',
        },
      },
    });
    const order = await context.order(buyer.token, { planId: 'growth', currency: 'INR' });
    const paid = context.loopback.pay(order.orderId);
    const confirmed = await context.update(buyer.token, paid);
    const invoiceId = confirmed.body.data.invoiceId ?? '';
    const [invoice] = (await invoicesOf(buyer.token)).data;

    const response = await pdfOf(buyer.token, invoiceId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(5_000);
    const structure = pdf.toString('latin1');
    expect(structure).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(structure).toContain('/FontFile2');

    const text = await extractPdfText(pdf);
    for (const expected of [
      'Leadpilot Technologies Pvt Ltd',
      '12 MG Road',
      'Bengaluru 560001',
      `Invoice number: ${invoice?.number}`,
      'Date: 1 February 2027',
      'Rupee Traders',
      '4 Park Street',
      'Kolkata, WB, 700016',
      'rupee.example',
      'Growth plan — 5,000 credits (valid for 1 year)',
      '₹8,473.73',
      'GST (included)',
      '₹1,525.27',
      'Total (INR)',
      '₹9,999.00',
      'Prices include tax.',
      'Payment status: Paid',
      `Razorpay payment id: ${paid.razorpay_payment_id}`,
    ]) {
      expect(text, text).toContain(expected);
    }
  });

  it('shows dollars with $ and a test purchase as such', async () => {
    const buyer = await context.buyer();
    const purchase = await testPurchase(buyer.token, { planId: 'enterprise', currency: 'USD' });
    const text = await extractPdfText((await pdfOf(buyer.token, purchase.data.invoiceId ?? '')).rawPayload);
    expect(text).toContain('Enterprise plan — 10,000 credits (valid for 1 year)');
    expect(text).toContain('$199.00');
    expect(text).toContain('Payment: test purchase (no payment provider)');
  });

  it('prints names with ligatures and accents exactly', async () => {
    // The PDF's text layer maps a ligature glyph (the "ffi" of Office, the "fl" of Flow) to several letters.
    const name = 'Société Générale Office Workflow Łódź';
    const buyer = await context.buyer(name);
    const purchase = await testPurchase(buyer.token, { planId: 'enterprise', currency: 'USD' });
    const text = await extractPdfText((await pdfOf(buyer.token, purchase.data.invoiceId ?? '')).rawPayload);
    expect(text).toContain(name);
    expect(text).toContain('Enterprise plan — 10,000 credits (valid for 1 year)');
  });

  it("answers 404 for another organisation's invoice, as for one that does not exist", async () => {
    const owner = await context.buyer();
    const intruder = await context.buyer();
    const purchase = await testPurchase(owner.token);
    for (const id of [purchase.data.invoiceId ?? '', '00000000-0000-4000-8000-000000000000']) {
      const response = await pdfOf(intruder.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This invoice was not found.', code: 'NOT_FOUND' });
    }
  });
});

describe('test purchases', () => {
  it('complete at once when enabled, with an invoice and the credits', async () => {
    const buyer = await context.buyer();
    const reply = await testPurchase(buyer.token, { planId: 'startup', currency: 'INR' });
    expect(reply.message).toBe('Test purchase complete: 2,000 credits added.');
    expect(reply.data).toMatchObject({ planId: 'startup', credits: 2000, status: 'captured', amountMinor: 519_900 });
    expect(reply.data.invoiceId).toEqual(expect.any(String));
    expect(await context.balanceOf(buyer.organisationId)).toBe(2000);
    const [row] = await context.database.query<{ provider: string }>('select provider from payments where id = $1', [
      reply.data.id,
    ]);
    expect(row?.provider).toBe('test');
  });
});
