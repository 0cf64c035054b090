import { listParamsSchema, messageReplySchema } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

const deletedListReplySchema = messageReplySchema(listParamsSchema);

const deleteSavedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Deletes the list; the people and the organisation's reveals stay. */
    deleteSavedList: build.mutation<void, string>({
      query: (listId) => ({ path: `v1/lists/${encodeURIComponent(listId)}/delete`, method: 'POST' }),
      rawResponseSchema: deletedListReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['SavedList'],
    }),
  }),
});

export const { useDeleteSavedListMutation } = deleteSavedListApi;
