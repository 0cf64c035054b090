import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import type { Invoice, InvoiceClient, InvoiceReply, InvoicesReply, SavedInvoiceReply } from '../types.ts';
import {
  badRequest,
  bodyObject,
  idOf,
  intParam,
  matchesText,
  nextId,
  notFound,
  paginate,
  queryOf,
  readBody,
  removeById,
  searchText,
  sortByField,
} from './http-utils.ts';

function paymentDetailsOf(invoice: Invoice): InvoiceReply['paymentDetails'] {
  return {
    totalDue: invoice.balance,
    bankName: 'American Bank',
    country: 'United States',
    iban: `ETD95476213${String(invoice.id).padStart(6, '0')}`,
    swiftCode: 'BR91905',
  };
}

/** Invoices, their payment details and clients (spec section 7), plus saving one from the add and edit pages. */
export const invoiceHandlers = [
  http.get('/apps/invoice/invoices', async ({ request }) => {
    const { invoices: allData } = await fixture('invoice');
    const params = queryOf(request);
    const query = searchText(params);
    const status = (params.get('status') ?? '').toLowerCase();
    const sort = params.get('sort') === 'asc' ? 'asc' : 'desc';
    const filtered = allData.filter(
      (invoice) =>
        (!status || invoice.invoiceStatus.toLowerCase() === status) &&
        matchesText(query, [
          invoice.client.companyEmail,
          invoice.client.name,
          invoice.id,
          invoice.total,
          invoice.balance,
          invoice.dueDate,
        ]),
    );
    const sorted = sortByField(filtered, params.get('sortColumn') || 'id', sort);
    return HttpResponse.json<InvoicesReply>({
      allData,
      invoices: paginate(sorted, intParam(params, 'perPage', 10), intParam(params, 'page', 1)),
      total: filtered.length,
    });
  }),

  http.get('/api/invoice/invoices/:id', async ({ params }) => {
    const invoice = (await fixture('invoice')).invoices.find((item) => item.id === idOf(params.id));
    return invoice
      ? HttpResponse.json<InvoiceReply>({ invoice, paymentDetails: paymentDetailsOf(invoice) })
      : notFound('Invoice not found');
  }),

  http.delete('/apps/invoice/delete', async ({ request }) =>
    removeById((await fixture('invoice')).invoices, queryOf(request).get('id'), 'Invoice'),
  ),

  http.post('/apps/invoice/add-invoice', async ({ request }) => {
    const draft = bodyObject<Invoice>(await readBody(request), 'invoice');
    if (!draft?.client?.name || typeof draft.total !== 'number')
      return badRequest('An invoice needs a client and a total');
    const { invoices } = await fixture('invoice');
    const invoice = { ...draft, id: nextId(invoices) } as Invoice;
    invoices.push(invoice);
    return HttpResponse.json<SavedInvoiceReply>({ invoice }, { status: 201 });
  }),

  http.post('/apps/invoice/update-invoice', async ({ request }) => {
    const changes = bodyObject<Invoice>(await readBody(request), 'invoice');
    const invoice = (await fixture('invoice')).invoices.find((item) => item.id === idOf(changes?.id));
    if (!invoice || !changes) return notFound('Invoice not found');
    Object.assign(invoice, changes, { id: invoice.id });
    return HttpResponse.json<SavedInvoiceReply>({ invoice });
  }),

  http.get('/api/invoice/clients', async () =>
    HttpResponse.json<InvoiceClient[]>(
      (await fixture('invoice')).invoices.slice(0, 5).map((invoice) => invoice.client),
    ),
  ),
];
