import { type CreditSummary, creditSummarySchema, dataReplySchema, type LedgerKind } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../api-slice.ts';

const creditSummaryReplySchema = dataReplySchema(creditSummarySchema);

/** History page size; the organisation settings card asks for the same page so both share the cache. */
export const creditHistoryPerPage = 10;

export interface CreditSummaryArguments {
  page: number;
  perPage: number;
  kind?: LedgerKind;
  /** `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

const getCreditSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's balance, plan, lots and one page of its credit history. */
    getCreditSummary: build.query<CreditSummary, CreditSummaryArguments>({
      query: (query) => ({ path: 'v1/payment/credit', query: { ...query } }),
      rawResponseSchema: creditSummaryReplySchema,
      transformResponse: (reply: z.infer<typeof creditSummaryReplySchema>) => reply.data,
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetCreditSummaryQuery } = getCreditSummaryApi;
