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

/**
 * Puts the providers in the cache without asking the server: a pre-rendered sign-in page names them
 * (docs/public-pages.md), so the buttons hydrate as drawn and are not fetched again.
 */
export function seedSignInProviders(
  dispatch: (action: ReturnType<typeof getSignInProvidersApi.util.upsertQueryEntries>) => unknown,
  providers: OidcProvider[],
) {
  dispatch(
    getSignInProvidersApi.util.upsertQueryEntries([
      { endpointName: 'getSignInProviders', arg: undefined, value: providers },
    ]),
  );
}
