import { type Member, memberSchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberReplySchema = messageReplySchema(memberSchema);

const resendInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a member who has not joined yet a fresh invitation link. */
    resendInvitation: build.mutation<Member, { userId: string }>({
      query: (body) => ({ path: 'v1/users/teams/resend-invitation', method: 'POST', body }),
      rawResponseSchema: memberReplySchema,
      transformResponse: (reply: z.infer<typeof memberReplySchema>) => reply.data,
      invalidatesTags: ['Team', 'SandboxMessage'],
    }),
  }),
});

export const { useResendInvitationMutation } = resendInvitationApi;
