import { type Member, memberSchema, messageReplySchema, type OrganisationRole } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const memberReplySchema = messageReplySchema(memberSchema);

const changeMemberRoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeMemberRole: build.mutation<Member, { id: string; role: OrganisationRole }>({
      query: (body) => ({ path: 'v1/users', method: 'PUT', body }),
      rawResponseSchema: memberReplySchema,
      transformResponse: (reply: z.infer<typeof memberReplySchema>) => reply.data,
      invalidatesTags: ['Team'],
    }),
  }),
});

export const { useChangeMemberRoleMutation } = changeMemberRoleApi;
