import { pageReplySchema, personSummarySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const listPeoplePageSchema = pageReplySchema(personSummarySchema);
export type ListPeoplePage = z.infer<typeof listPeoplePageSchema>;

export interface ListPeopleQuery {
  listId: string;
  page: number;
  perPage: number;
}

export const listSavedListPeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a saved list's members, masked unless revealed. */
    listSavedListPeople: build.query<ListPeoplePage, ListPeopleQuery>({
      query: ({ listId, page, perPage }) => ({
        path: `v1/lists/${encodeURIComponent(listId)}/people`,
        query: { page, perPage },
      }),
      rawResponseSchema: listPeoplePageSchema,
      providesTags: ['SavedList'],
    }),
  }),
});

export const { useListSavedListPeopleQuery } = listSavedListPeopleApi;
