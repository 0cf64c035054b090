import { type LoginReply, loginReplySchema, type userValidateBodySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import { saveSession } from '../../../session/session-storage.ts';

export type AcceptInvitationBody = z.input<typeof userValidateBodySchema>;

const acceptInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the invited member's password and signs them in. */
    acceptInvitation: build.mutation<LoginReply, AcceptInvitationBody>({
      query: (body) => ({ path: 'v1/callback/user-validate', method: 'POST', body }),
      rawResponseSchema: loginReplySchema,
      async onQueryStarted(_body, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) saveSession(data);
      },
    }),
  }),
});

export const { useAcceptInvitationMutation } = acceptInvitationApi;
