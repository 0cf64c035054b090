import { type AdminCreditBody, adminCreditReplySchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const adjustCreditsReplySchema = messageReplySchema(adminCreditReplySchema);
export type AdjustCreditsReply = z.infer<typeof adminCreditReplySchema>;

const adjustOrganisationCreditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Super-admin: adds (positive) or removes (negative) credits, with a reason for the ledger. */
    adjustOrganisationCredits: build.mutation<AdjustCreditsReply, AdminCreditBody>({
      query: (body) => ({ path: 'v1/sadmin/organisations/credit', method: 'POST', body }),
      rawResponseSchema: adjustCreditsReplySchema,
      transformResponse: (reply: z.infer<typeof adjustCreditsReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'AdminOrganisation'],
    }),
  }),
});

export const { useAdjustOrganisationCreditsMutation } = adjustOrganisationCreditsApi;
