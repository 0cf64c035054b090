import { messageReplySchema, type SavedList, savedListSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import type { ListPeopleArguments } from './add-people-to-list.ts';

const savedListReplySchema = messageReplySchema(savedListSchema);

const removePeopleFromListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Takes people off a saved list; answers the list's new counts. */
    removePeopleFromList: build.mutation<SavedList, ListPeopleArguments>({
      query: ({ listId, personIds }) => ({
        path: `v1/lists/${encodeURIComponent(listId)}/remove`,
        method: 'POST',
        body: { personIds },
      }),
      rawResponseSchema: savedListReplySchema,
      transformResponse: (reply: z.infer<typeof savedListReplySchema>) => reply.data,
      invalidatesTags: ['SavedList'],
    }),
  }),
});

export const { useRemovePeopleFromListMutation } = removePeopleFromListApi;
