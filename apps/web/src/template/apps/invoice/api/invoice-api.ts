import { templateApi } from '../../../api/template-api.ts';
import type {
  Invoice,
  InvoiceClientsReply,
  InvoiceReply,
  InvoicesParams,
  InvoicesReply,
  RemovedReply,
  SavedInvoiceReply,
} from '../../../mocks/types.ts';

/** The demo invoice calls of spec section 7. */
export const invoiceApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicesReply, InvoicesParams>({
      query: (params) => ({ url: 'apps/invoice/invoices', params }),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    getInvoice: build.query<InvoiceReply, number>({
      query: (id) => `api/invoice/invoices/${id}`,
      providesTags: (_reply, _error, id) => [{ type: 'Invoice', id }],
    }),
    getInvoiceClients: build.query<InvoiceClientsReply, void>({
      query: () => 'api/invoice/clients',
    }),
    addInvoice: build.mutation<SavedInvoiceReply, Omit<Invoice, 'id'>>({
      query: (invoice) => ({ url: 'apps/invoice/add-invoice', method: 'POST', body: { invoice } }),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    updateInvoice: build.mutation<SavedInvoiceReply, Invoice>({
      query: (invoice) => ({ url: 'apps/invoice/update-invoice', method: 'POST', body: { invoice } }),
      invalidatesTags: (_reply, _error, invoice) => [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Invoice', id: invoice.id },
      ],
    }),
    deleteInvoice: build.mutation<RemovedReply, number>({
      query: (id) => ({ url: 'apps/invoice/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Invoice', id },
      ],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceClientsQuery,
  useAddInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation,
} = invoiceApi;
