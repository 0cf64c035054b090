import type { ForgotPasswordBody, ResetPasswordBody } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';
import { type MessageOnlyReply, messageOnlyReplySchema } from '../../../api/message-only-reply-schema.ts';

const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for a reset link; the answer is the same whether or not the email has an account. */
    requestPasswordReset: build.mutation<MessageOnlyReply, ForgotPasswordBody>({
      query: (body) => ({ path: 'v1/auth/password/forgot', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
    }),
    /** Sets a new password with the emailed token; every session of the account ends. */
    resetPassword: build.mutation<MessageOnlyReply, ResetPasswordBody>({
      query: (body) => ({ path: 'v1/auth/password/reset', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordResetApi;
