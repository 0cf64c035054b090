import { dataReplySchema, type SavedList, savedListSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const savedListsReplySchema = dataReplySchema(z.array(savedListSchema));

const listSavedListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's saved lists of people, with their counts. */
    listSavedLists: build.query<SavedList[], void>({
      query: () => ({ path: 'v1/lists' }),
      rawResponseSchema: savedListsReplySchema,
      transformResponse: (reply: z.infer<typeof savedListsReplySchema>) => reply.data,
      providesTags: ['SavedList'],
    }),
  }),
});

export const { useListSavedListsQuery } = listSavedListsApi;
