import { type CompanyDetail, companyDetailSchema, dataReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const companyDetailReplySchema = dataReplySchema(companyDetailSchema);

const getCompanyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A company's profile with its key people (`contacts/din/{companyId}`). */
    getCompany: build.query<CompanyDetail, string>({
      query: (id) => ({ path: `v1/contacts/din/${encodeURIComponent(id)}` }),
      rawResponseSchema: companyDetailReplySchema,
      transformResponse: (reply: z.infer<typeof companyDetailReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetCompanyQuery } = getCompanyApi;
