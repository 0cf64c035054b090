import { adminOrganisationSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const adminOrganisationPageSchema = pageReplySchema(adminOrganisationSchema);
export type AdminOrganisationPage = z.infer<typeof adminOrganisationPageSchema>;

export interface AdminOrganisationListArguments {
  q?: string;
  page: number;
  perPage: number;
}

const listAdminOrganisationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrganisations: build.query<AdminOrganisationPage, AdminOrganisationListArguments>({
      query: (query) => ({ path: 'v1/sadmin/organisations', query: { ...query } }),
      rawResponseSchema: adminOrganisationPageSchema,
      providesTags: ['AdminOrganisation'],
    }),
  }),
});

export const { useListAdminOrganisationsQuery } = listAdminOrganisationsApi;
