import {
  dataReplySchema,
  type SearchSelection,
  type SearchSelectionBody,
  searchSelectionSchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const selectionReplySchema = dataReplySchema(searchSelectionSchema);

const searchSelectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What "select all results" takes of a search and what revealing it would cost. */
    getSearchSelection: build.query<SearchSelection, SearchSelectionBody>({
      query: (body) => ({ path: 'v1/people/search/selection', method: 'POST', body }),
      rawResponseSchema: selectionReplySchema,
      transformResponse: (reply: z.infer<typeof selectionReplySchema>) => reply.data,
      providesTags: ['Person'],
    }),
  }),
});

export const { useGetSearchSelectionQuery } = searchSelectionApi;
