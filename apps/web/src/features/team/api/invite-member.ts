import { type CreateMemberBody, type Member, memberSchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberReplySchema = messageReplySchema(memberSchema);

const inviteMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the member and sends the invitation email (kept by the sandbox mailbox). */
    inviteMember: build.mutation<Member, CreateMemberBody>({
      query: (body) => ({ path: 'v1/users', method: 'POST', body }),
      rawResponseSchema: memberReplySchema,
      transformResponse: (reply: z.infer<typeof memberReplySchema>) => reply.data,
      invalidatesTags: ['Team', 'SandboxMessage', 'AdminOrganisation'],
    }),
  }),
});

export const { useInviteMemberMutation } = inviteMemberApi;
