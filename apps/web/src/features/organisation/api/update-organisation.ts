import {
  messageReplySchema,
  type Organisation,
  organisationSchema,
  type UpdateOrganisationBody,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const updateOrganisationReplySchema = messageReplySchema(organisationSchema);

const updateOrganisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateOrganisation: build.mutation<Organisation, UpdateOrganisationBody>({
      query: (body) => ({ path: 'v1/organisation', method: 'PUT', body }),
      rawResponseSchema: updateOrganisationReplySchema,
      transformResponse: (reply: z.infer<typeof updateOrganisationReplySchema>) => reply.data,
      invalidatesTags: ['Organisation', 'AdminOrganisation'],
    }),
  }),
});

export const { useUpdateOrganisationMutation } = updateOrganisationApi;
