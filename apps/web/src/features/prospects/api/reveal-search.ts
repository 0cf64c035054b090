import {
  messageReplySchema,
  type RevealSearchResult,
  revealSearchResultSchema,
  type SearchSelectionBody,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const revealSearchReplySchema = messageReplySchema(revealSearchResultSchema);

export interface RevealSearchArguments {
  search: SearchSelectionBody;
  /** The cost the user confirmed; the server answers 409 when it changed. */
  expectedCredits: number;
}

const revealSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Reveals the people of a whole search (its first 1,000) not yet revealed, at the confirmed cost. */
    revealSearch: build.mutation<RevealSearchResult, RevealSearchArguments>({
      query: (body) => ({ path: 'v1/people/search/reveal', method: 'POST', body }),
      rawResponseSchema: revealSearchReplySchema,
      transformResponse: (reply: z.infer<typeof revealSearchReplySchema>) => reply.data,
      // Search rows, the selection's cost, lists and person pages of the people revealed are stale too.
      invalidatesTags: ['SavedList', 'Credits', 'Person'],
    }),
  }),
});

export const { useRevealSearchMutation } = revealSearchApi;
