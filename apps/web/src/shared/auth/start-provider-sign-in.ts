import type { OidcProvider, OidcStart, OidcStartBody } from '@leadpilot/contracts';
import { api } from '../../api/api-slice.ts';
import { deferredSchema } from '../../api/schema-loader.ts';

const startReplySchema = deferredSchema((schemas) => schemas.oidcStartReplySchema);

const startProviderSignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The provider's authorization address for a new sign-in or sign-up. */
    startProviderSignIn: build.mutation<OidcStart, { provider: OidcProvider; body: OidcStartBody }>({
      query: ({ provider, body }) => ({ path: `v1/auth/oidc/${provider}/start`, method: 'POST', body }),
      rawResponseSchema: startReplySchema,
      transformResponse: (reply: { data: OidcStart }) => reply.data,
    }),
    /** The provider's authorization address to link an account to the signed-in user. */
    startProviderLink: build.mutation<OidcStart, OidcProvider>({
      query: (provider) => ({ path: `v1/auth/oidc/${provider}/link/start`, method: 'POST', body: {} }),
      rawResponseSchema: startReplySchema,
      transformResponse: (reply: { data: OidcStart }) => reply.data,
    }),
  }),
});

export const { useStartProviderSignInMutation, useStartProviderLinkMutation } = startProviderSignInApi;
