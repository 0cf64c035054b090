import { dataReplySchema, type PersonSummary, personSummarySchema } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

const personSummaryReplySchema = dataReplySchema(personSummarySchema);

export const getPartialContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A person as search shows them (masked unless revealed); free. */
    getPartialContact: build.query<PersonSummary, string>({
      query: (id) => ({ path: `v1/callback/partialcontact/${encodeURIComponent(id)}` }),
      // Checked here rather than by `rawResponseSchema`: a reveal upserts the unwrapped person into
      // this cache, and RTK Query would check that value against the `{ data }` envelope and fail.
      transformResponse: (reply: unknown) => personSummaryReplySchema.parse(reply).data,
      providesTags: (_result, _error, id) => [{ type: 'Person', id }],
    }),
  }),
});

export const { useGetPartialContactQuery } = getPartialContactApi;
