import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type {
  ErrorReply,
  InvoiceClient,
  InvoiceReply,
  InvoicesReply,
  RemovedReply,
  SavedInvoiceReply,
} from './types.ts';

serveMockLayer();

describe('GET /apps/invoice/invoices', () => {
  it('pages 10 invoices out of 50+ with every status, and gives allData and total', async () => {
    const { status, body } = await get<InvoicesReply>('/apps/invoice/invoices');
    expect(status).toBe(200);
    expect(body.invoices).toHaveLength(10);
    expect(body.allData.length).toBeGreaterThanOrEqual(50);
    expect(body.total).toBe(body.allData.length);
    expect(new Set(body.allData.map((invoice) => invoice.invoiceStatus))).toEqual(
      new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']),
    );
    expect(
      body.allData.filter((invoice) => invoice.invoiceStatus === 'Paid').every((invoice) => invoice.balance === 0),
    ).toBe(true);
  });

  it('searches client email, client name, id, total, balance and due date, case-insensitively', async () => {
    const { body } = await get<InvoicesReply>('/apps/invoice/invoices?perPage=100');
    const sample = body.allData[7];
    if (!sample) throw new Error('no invoice');
    const probes = [
      sample.client.companyEmail.toUpperCase(),
      sample.client.name.toUpperCase(),
      String(sample.id),
      String(sample.total),
      sample.dueDate,
    ];
    for (const probe of probes) {
      const found = await get<InvoicesReply>(`/apps/invoice/invoices?perPage=100&q=${encodeURIComponent(probe)}`);
      expect(found.body.invoices.map((invoice) => invoice.id)).toContain(sample.id);
      expect(found.body.total).toBe(found.body.invoices.length);
    }
    const withBalance = body.allData.find((invoice) => invoice.balance > 0);
    const byBalance = await get<InvoicesReply>(`/apps/invoice/invoices?perPage=100&q=${withBalance?.balance}`);
    expect(byBalance.body.invoices.map((invoice) => invoice.id)).toContain(withBalance?.id);
    const none = await get<InvoicesReply>('/apps/invoice/invoices?q=zzzz-no-such-client');
    expect(none.body).toMatchObject({ invoices: [], total: 0 });
  });

  it('filters by status', async () => {
    const { body } = await get<InvoicesReply>('/apps/invoice/invoices?status=Past%20Due&perPage=100');
    expect(body.total).toBe(body.allData.filter((invoice) => invoice.invoiceStatus === 'Past Due').length);
    expect(body.invoices.every((invoice) => invoice.invoiceStatus === 'Past Due')).toBe(true);
  });

  it('sorts by a column, also a nested one, both ways', async () => {
    const asc = await get<InvoicesReply>('/apps/invoice/invoices?sortColumn=total&sort=asc&perPage=100');
    const totals = asc.body.invoices.map((invoice) => invoice.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const desc = await get<InvoicesReply>('/apps/invoice/invoices?sortColumn=client.name&sort=desc&perPage=100');
    const names = desc.body.invoices.map((invoice) => invoice.client.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
  });

  it('pages with perPage and page', async () => {
    const all = await get<InvoicesReply>('/apps/invoice/invoices?sortColumn=id&sort=asc&perPage=100');
    const page2 = await get<InvoicesReply>('/apps/invoice/invoices?sortColumn=id&sort=asc&page=2');
    expect(page2.body.invoices.map((invoice) => invoice.id)).toEqual(
      all.body.invoices.slice(10, 20).map((invoice) => invoice.id),
    );
  });
});

describe('invoice by id, delete, clients', () => {
  it('returns an invoice with its payment details, or 404', async () => {
    const { body: list } = await get<InvoicesReply>('/apps/invoice/invoices');
    const invoice = list.invoices[0];
    const { status, body } = await get<InvoiceReply>(`/api/invoice/invoices/${invoice?.id}`);
    expect(status).toBe(200);
    expect(body.invoice).toEqual(invoice);
    expect(body.paymentDetails).toMatchObject({ totalDue: invoice?.balance, bankName: expect.any(String) });
    expect(Object.keys(body.paymentDetails).sort()).toEqual(['bankName', 'country', 'iban', 'swiftCode', 'totalDue']);
    expect((await get<ErrorReply>('/api/invoice/invoices/1')).status).toBe(404);
  });

  it('deletes an invoice so the next list lacks it', async () => {
    const { body: list } = await get<InvoicesReply>('/apps/invoice/invoices');
    const id = list.invoices[0]?.id;
    const removed = await call<RemovedReply>('DELETE', `/apps/invoice/delete?id=${id}`);
    expect(removed).toEqual({ status: 200, body: { id } });
    const after = await get<InvoicesReply>('/apps/invoice/invoices');
    expect(after.body.total).toBe(list.total - 1);
    expect(after.body.allData.some((invoice) => invoice.id === id)).toBe(false);
    expect((await call('DELETE', `/apps/invoice/delete?id=${id}`)).status).toBe(404);
  });

  it('lists the first 5 clients', async () => {
    const { body: list } = await get<InvoicesReply>('/apps/invoice/invoices');
    const { body } = await get<InvoiceClient[]>('/api/invoice/clients');
    expect(body).toEqual(list.allData.slice(0, 5).map((invoice) => invoice.client));
  });

  it('saves a new invoice (201, next id) and an edited one', async () => {
    const { body: list } = await get<InvoicesReply>('/apps/invoice/invoices');
    const [first] = list.invoices;
    if (!first) throw new Error('no invoice');
    const { id: _id, ...fields } = first;
    const added = await call<SavedInvoiceReply>('POST', '/apps/invoice/add-invoice', {
      invoice: { ...fields, total: 1234 },
    });
    expect(added.status).toBe(201);
    expect(added.body.invoice.id).toBe(Math.max(...list.allData.map((invoice) => invoice.id)) + 1);
    const newest = await get<InvoicesReply>('/apps/invoice/invoices');
    expect(newest.body.invoices[0]).toMatchObject({ id: added.body.invoice.id, total: 1234 });
    const edited = await call<SavedInvoiceReply>('POST', '/apps/invoice/update-invoice', {
      invoice: { ...added.body.invoice, invoiceStatus: 'Sent' },
    });
    expect(edited.body.invoice.invoiceStatus).toBe('Sent');
    expect((await call('POST', '/apps/invoice/add-invoice', { invoice: { total: 5 } })).status).toBe(400);
    expect((await call('POST', '/apps/invoice/update-invoice', { invoice: { id: 1 } })).status).toBe(404);
  });
});
