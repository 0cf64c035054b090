import { type PeopleSearchReply, peopleSearchReplySchema } from '@leadpilot/contracts';
import { templatesApi } from './templates-api.ts';

const searchPreviewPeopleApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The first people matching a name, title or company, to preview a template for. */
    searchPreviewPeople: build.query<PeopleSearchReply, string>({
      query: (q) => ({
        path: 'v1/people/search',
        method: 'POST',
        body: { q: q || undefined, perPage: 10, includeFacets: false, sort: 'relevance' },
      }),
      rawResponseSchema: peopleSearchReplySchema,
      providesTags: ['Person'],
    }),
  }),
});

export const { useSearchPreviewPeopleQuery } = searchPreviewPeopleApi;
