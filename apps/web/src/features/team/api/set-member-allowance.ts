import {
  type MemberAllowance,
  type MemberCreditBody,
  memberAllowanceSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberAllowanceReplySchema = messageReplySchema(memberAllowanceSchema);

const setMemberAllowanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets a member's credit allowance, or removes it with `credit: null`. */
    setMemberAllowance: build.mutation<MemberAllowance, MemberCreditBody>({
      query: (body) => ({ path: 'v1/users/teams/credit', method: 'POST', body }),
      rawResponseSchema: memberAllowanceReplySchema,
      transformResponse: (reply: z.infer<typeof memberAllowanceReplySchema>) => reply.data,
      invalidatesTags: ['Allowance', 'Credits'],
    }),
  }),
});

export const { useSetMemberAllowanceMutation } = setMemberAllowanceApi;
