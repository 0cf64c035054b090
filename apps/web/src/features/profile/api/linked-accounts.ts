import {
  dataReplySchema,
  messageReplySchema,
  type OidcProvider,
  type UserIdentity,
  userIdentitySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const listReplySchema = dataReplySchema(z.array(userIdentitySchema));
const unlinkReplySchema = messageReplySchema(z.array(userIdentitySchema));

const linkedAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Google and Microsoft accounts linked to the signed-in user. */
    getLinkedAccounts: build.query<UserIdentity[], void>({
      query: () => ({ path: 'v1/auth/identities' }),
      rawResponseSchema: listReplySchema,
      transformResponse: (reply: z.infer<typeof listReplySchema>) => reply.data,
      providesTags: ['Profile'],
    }),
    unlinkAccount: build.mutation<UserIdentity[], OidcProvider>({
      query: (provider) => ({ path: `v1/auth/oidc/${provider}/unlink`, method: 'POST', body: {} }),
      rawResponseSchema: unlinkReplySchema,
      transformResponse: (reply: z.infer<typeof unlinkReplySchema>) => reply.data,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetLinkedAccountsQuery, useUnlinkAccountMutation } = linkedAccountsApi;
