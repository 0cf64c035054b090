import { dataReplySchema, invitationInfoSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const invitationReplySchema = dataReplySchema(invitationInfoSchema);
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

const getInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<InvitationInfo, string>({
      query: (token) => ({ path: 'v1/callback/user-validate', query: { token } }),
      rawResponseSchema: invitationReplySchema,
      transformResponse: (reply: z.infer<typeof invitationReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetInvitationQuery } = getInvitationApi;
