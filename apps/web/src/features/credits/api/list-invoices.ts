import { invoiceSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const invoicePageSchema = pageReplySchema(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

const listInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<InvoicePage, { page: number; perPage: number }>({
      query: (query) => ({ path: 'v1/payment/invoices', query: { ...query } }),
      rawResponseSchema: invoicePageSchema,
      providesTags: ['Invoice'],
    }),
  }),
});

export const { useListInvoicesQuery } = listInvoicesApi;
