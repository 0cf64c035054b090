import type { OidcProvider, OidcProviders } from '@leadpilot/contracts';
import { api } from '../../api/api-slice.ts';
import { deferredSchema } from '../../api/schema-loader.ts';

const getSignInProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The providers this server offers sign-in with; their buttons show only when listed. */
    getSignInProviders: build.query<OidcProvider[], void>({
      query: () => ({ path: 'v1/auth/providers' }),
      rawResponseSchema: deferredSchema((schemas) => schemas.signInProvidersReplySchema),
      transformResponse: (reply: { data: OidcProviders }) => reply.data.providers,
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetSignInProvidersQuery } = getSignInProvidersApi;
