import { type Member, memberSchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberReplySchema = messageReplySchema(memberSchema);

const deactivateMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Deactivates the member: their sessions end at once. */
    deactivateMember: build.mutation<Member, { userId: string }>({
      query: (body) => ({ path: 'v1/users/teams/deactivate', method: 'POST', body }),
      rawResponseSchema: memberReplySchema,
      transformResponse: (reply: z.infer<typeof memberReplySchema>) => reply.data,
      invalidatesTags: ['Team', 'SandboxMessage'],
    }),
  }),
});

export const { useDeactivateMemberMutation } = deactivateMemberApi;
