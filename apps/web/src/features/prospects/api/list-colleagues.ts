import { type Colleagues, colleaguesReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

export interface ColleaguesArgs {
  personId: string;
  limit?: number;
}

const listColleaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Other people at the person's company, most senior first, with the total (`contacts/{id}/colleagues`). */
    listColleagues: build.query<Colleagues, ColleaguesArgs>({
      query: ({ personId, limit }) => ({
        path: `v1/contacts/${encodeURIComponent(personId)}/colleagues`,
        query: { limit },
      }),
      rawResponseSchema: colleaguesReplySchema,
      transformResponse: (reply: z.infer<typeof colleaguesReplySchema>) => reply.data,
    }),
  }),
});

export const { useListColleaguesQuery } = listColleaguesApi;
