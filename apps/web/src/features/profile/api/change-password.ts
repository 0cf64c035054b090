import type { changePasswordBodySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import { type MessageOnlyReply, messageOnlyReplySchema } from '../../../api/message-only-reply-schema.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageOnlyReply, ChangePasswordBody>({
      query: (body) => ({ path: 'v1/users/password', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
      // The server ends every other session, the browser extension's too: its sign-in list reads again.
      invalidatesTags: ['ExtensionSignIn'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
