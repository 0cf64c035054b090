import { type CompanyNews, companyNewsReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

export interface CompanyNewsArgs {
  /** A person's id (their company's news) or a company's id. */
  id: string;
  limit?: number;
}

const getCompanyNewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** News about a person's company, newest first (`extension/newsdetails/{id}`); free. */
    getCompanyNews: build.query<CompanyNews, CompanyNewsArgs>({
      query: ({ id, limit }) => ({ path: `v1/extension/newsdetails/${encodeURIComponent(id)}`, query: { limit } }),
      rawResponseSchema: companyNewsReplySchema,
      transformResponse: (reply: z.infer<typeof companyNewsReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetCompanyNewsQuery } = getCompanyNewsApi;
