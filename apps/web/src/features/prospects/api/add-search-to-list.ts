import { messageReplySchema, type SavedList, type SearchSelectionBody, savedListSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const savedListReplySchema = messageReplySchema(savedListSchema);

const addSearchToListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Adds the people of a whole search (its first 1,000) to a saved list. */
    addSearchToList: build.mutation<SavedList, { listId: string; search: SearchSelectionBody }>({
      query: ({ listId, search }) => ({
        path: `v1/lists/${encodeURIComponent(listId)}/people/search`,
        method: 'POST',
        body: { search },
      }),
      rawResponseSchema: savedListReplySchema,
      transformResponse: (reply: z.infer<typeof savedListReplySchema>) => reply.data,
      invalidatesTags: ['SavedList'],
    }),
  }),
});

export const { useAddSearchToListMutation } = addSearchToListApi;
