import { dataReplySchema, type MemberAllowance, memberAllowanceSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberAllowancesReplySchema = dataReplySchema(z.array(memberAllowanceSchema));

const listMemberAllowancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every member's credit allowance (null: no limit) and what they have spent. */
    listMemberAllowances: build.query<MemberAllowance[], void>({
      query: () => ({ path: 'v1/users/teams/credit' }),
      rawResponseSchema: memberAllowancesReplySchema,
      transformResponse: (reply: z.infer<typeof memberAllowancesReplySchema>) => reply.data,
      providesTags: ['Allowance'],
    }),
  }),
});

export const { useListMemberAllowancesQuery } = listMemberAllowancesApi;
