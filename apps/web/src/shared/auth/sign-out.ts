import { api } from '../../api/api-slice.ts';
import { type MessageOnlyReply, messageOnlyReplySchema } from '../../api/message-only-reply-schema.ts';

const signOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Ends this session (or every session of the user) on the server. */
    signOut: build.mutation<MessageOnlyReply, { everywhere: boolean }>({
      query: (body) => ({ path: 'v1/auth/logout', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
    }),
  }),
});

export const { useSignOutMutation } = signOutApi;
