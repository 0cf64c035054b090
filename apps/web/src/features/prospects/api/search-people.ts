import { type PeopleSearchBody, type PeopleSearchReply, peopleSearchReplySchema } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

export const searchPeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One keyset page of people matching the filters, with the total and per-value facet counts. */
    searchPeople: build.query<PeopleSearchReply, PeopleSearchBody>({
      query: (body) => ({ path: 'v1/people/search', method: 'POST', body }),
      rawResponseSchema: peopleSearchReplySchema,
      providesTags: ['Person'],
    }),
  }),
});

export const { useSearchPeopleQuery } = searchPeopleApi;
