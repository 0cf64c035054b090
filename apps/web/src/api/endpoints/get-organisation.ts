import { dataReplySchema, type Organisation, organisationSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../api-slice.ts';

const organisationReplySchema = dataReplySchema(organisationSchema);

const getOrganisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganisation: build.query<Organisation, void>({
      query: () => ({ path: 'v1/organisation' }),
      rawResponseSchema: organisationReplySchema,
      transformResponse: (reply: z.infer<typeof organisationReplySchema>) => reply.data,
      providesTags: ['Organisation'],
    }),
  }),
});

export const { useGetOrganisationQuery } = getOrganisationApi;
