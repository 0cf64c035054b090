import { messageReplySchema, type RevealListResult, revealListResultSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const revealListReplySchema = messageReplySchema(revealListResultSchema);

export interface RevealListArguments {
  listId: string;
  /** The cost the user confirmed; the server answers 409 when it changed. */
  expectedCredits: number;
}

const revealSavedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Reveals everyone on the list not yet revealed, one credit each. */
    revealSavedList: build.mutation<RevealListResult, RevealListArguments>({
      query: ({ listId, expectedCredits }) => ({
        path: `v1/lists/${encodeURIComponent(listId)}/reveal`,
        method: 'POST',
        body: { expectedCredits },
      }),
      rawResponseSchema: revealListReplySchema,
      transformResponse: (reply: z.infer<typeof revealListReplySchema>) => reply.data,
      // Search rows and person pages of the people revealed are stale too.
      invalidatesTags: ['SavedList', 'Credits', 'Person'],
    }),
  }),
});

export const { useRevealSavedListMutation } = revealSavedListApi;
