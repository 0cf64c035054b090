import { messageReplySchema, type SavedList, savedListSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const savedListReplySchema = messageReplySchema(savedListSchema);

export interface ListPeopleArguments {
  listId: string;
  personIds: string[];
}

const addPeopleToListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Adds people to a saved list (people already on it stay once); answers the list's new counts. */
    addPeopleToList: build.mutation<SavedList, ListPeopleArguments>({
      query: ({ listId, personIds }) => ({
        path: `v1/lists/${encodeURIComponent(listId)}/people`,
        method: 'POST',
        body: { personIds },
      }),
      rawResponseSchema: savedListReplySchema,
      transformResponse: (reply: z.infer<typeof savedListReplySchema>) => reply.data,
      invalidatesTags: ['SavedList'],
    }),
  }),
});

export const { useAddPeopleToListMutation } = addPeopleToListApi;
