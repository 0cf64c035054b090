import { type CreditSummary, creditSummarySchema, dataReplySchema, type LedgerKind } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const creditSummaryReplySchema = dataReplySchema(creditSummarySchema);

export interface OrganisationCreditArguments {
  organisationId: string;
  page: number;
  perPage: number;
  kind?: LedgerKind;
}

const getOrganisationCreditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Super-admin: any organisation's balance, plan, lots and one page of its ledger. */
    getOrganisationCredit: build.query<CreditSummary, OrganisationCreditArguments>({
      query: ({ organisationId, ...query }) => ({
        path: `v1/sadmin/organisations/${encodeURIComponent(organisationId)}/credit`,
        query: { ...query },
      }),
      rawResponseSchema: creditSummaryReplySchema,
      transformResponse: (reply: z.infer<typeof creditSummaryReplySchema>) => reply.data,
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetOrganisationCreditQuery } = getOrganisationCreditApi;
