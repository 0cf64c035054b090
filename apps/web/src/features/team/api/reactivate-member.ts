import { type Member, memberSchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberReplySchema = messageReplySchema(memberSchema);

const reactivateMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Gives a deactivated member access again. */
    reactivateMember: build.mutation<Member, { userId: string }>({
      query: (body) => ({ path: 'v1/users/teams/reactivate', method: 'POST', body }),
      rawResponseSchema: memberReplySchema,
      transformResponse: (reply: z.infer<typeof memberReplySchema>) => reply.data,
      invalidatesTags: ['Team', 'SandboxMessage'],
    }),
  }),
});

export const { useReactivateMemberMutation } = reactivateMemberApi;
