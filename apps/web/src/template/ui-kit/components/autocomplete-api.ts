import { templateApi } from '../../api/template-api.ts';
import type { AutocompleteReply } from '../../mocks/types.ts';

/** The 100 ranked titles of the auto-complete demo (spec section 7: GET /api/autocomplete/data). */
export const autocompleteApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getAutocompleteTitles: build.query<AutocompleteReply, void>({ query: () => 'api/autocomplete/data' }),
  }),
});

export const { useGetAutocompleteTitlesQuery } = autocompleteApi;
