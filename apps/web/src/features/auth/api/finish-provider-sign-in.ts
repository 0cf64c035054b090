import {
  type LoginReply,
  loginReplySchema,
  messageReplySchema,
  type OidcCallbackBody,
  type OidcProvider,
  type UserIdentity,
  userIdentitySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import { saveSession } from '../../../session/session-storage.ts';

interface FinishArguments {
  provider: OidcProvider;
  step: 'validate' | 'signup';
  body: OidcCallbackBody;
}

const linkReplySchema = messageReplySchema(userIdentitySchema);

const finishProviderSignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's `v1/{provider}/validate` (sign in) or `v1/{provider}/signup`, with what the provider sent back. */
    finishProviderSignIn: build.mutation<LoginReply, FinishArguments>({
      query: ({ provider, step, body }) => ({ path: `v1/${provider}/${step}`, method: 'POST', body }),
      rawResponseSchema: loginReplySchema,
      async onQueryStarted(_arguments, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) saveSession(data);
      },
    }),
    /** Links the provider account to the signed-in user. */
    finishProviderLink: build.mutation<UserIdentity, { provider: OidcProvider; body: OidcCallbackBody }>({
      query: ({ provider, body }) => ({ path: `v1/auth/oidc/${provider}/link`, method: 'POST', body }),
      rawResponseSchema: linkReplySchema,
      transformResponse: (reply: z.infer<typeof linkReplySchema>) => reply.data,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useFinishProviderSignInMutation, useFinishProviderLinkMutation } = finishProviderSignInApi;
