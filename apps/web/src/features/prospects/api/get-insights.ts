import { type PersonInsights, personInsightsReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const getInsightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A person's predicted personality profile and grounded pitch suggestions; free, no reveal needed. */
    getInsights: build.query<PersonInsights, string>({
      query: (id) => ({ path: `v1/contacts/${encodeURIComponent(id)}/insights` }),
      rawResponseSchema: personInsightsReplySchema,
      transformResponse: (reply: z.infer<typeof personInsightsReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetInsightsQuery } = getInsightsApi;
