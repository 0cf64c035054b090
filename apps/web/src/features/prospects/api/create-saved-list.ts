import { messageReplySchema, type SavedList, savedListSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const savedListReplySchema = messageReplySchema(savedListSchema);

const createSavedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSavedList: build.mutation<SavedList, { name: string }>({
      query: (body) => ({ path: 'v1/lists', method: 'POST', body }),
      rawResponseSchema: savedListReplySchema,
      transformResponse: (reply: z.infer<typeof savedListReplySchema>) => reply.data,
      invalidatesTags: ['SavedList'],
    }),
  }),
});

export const { useCreateSavedListMutation } = createSavedListApi;
