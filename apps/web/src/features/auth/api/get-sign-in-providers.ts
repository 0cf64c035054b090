import { dataReplySchema, type OidcProvider, oidcProvidersSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const providersReplySchema = dataReplySchema(oidcProvidersSchema);

const getSignInProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The providers this server offers sign-in with; their buttons show only when listed. */
    getSignInProviders: build.query<OidcProvider[], void>({
      query: () => ({ path: 'v1/auth/providers' }),
      rawResponseSchema: providersReplySchema,
      transformResponse: (reply: z.infer<typeof providersReplySchema>) => reply.data.providers,
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetSignInProvidersQuery } = getSignInProvidersApi;
