import { dataReplySchema, savedListSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const listsReplySchema = dataReplySchema(z.array(savedListSchema));

const listJobListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's saved lists, as choices for a job's list. */
    listJobLists: build.query<{ value: string; label: string }[], void>({
      query: () => ({ path: 'v1/lists' }),
      rawResponseSchema: listsReplySchema,
      transformResponse: (reply: z.infer<typeof listsReplySchema>) =>
        reply.data.map((list) => ({ value: list.id, label: list.name })),
      providesTags: ['SavedList'],
    }),
  }),
});

export const { useListJobListsQuery } = listJobListsApi;
