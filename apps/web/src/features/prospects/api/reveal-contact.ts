import { dataReplySchema, type PersonDetail, type PersonSummary, personDetailSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import { getContactApi } from './get-contact.ts';
import { getPartialContactApi } from './get-partial-contact.ts';
import { listSavedListPeopleApi } from './list-saved-list-people.ts';
import { searchPeopleApi } from './search-people.ts';

const personDetailReplySchema = dataReplySchema(personDetailSchema);

/** The revealed person's row as search shows it: the same summary fields, now unmasked. */
function toSummary(detail: PersonDetail): PersonSummary {
  return {
    id: detail.id,
    fullName: detail.fullName,
    title: detail.title,
    seniority: detail.seniority,
    department: detail.department,
    company: detail.company,
    country: detail.country,
    region: detail.region,
    city: detail.city,
    timeZone: detail.timeZone,
    email: detail.email,
    emailStatus: detail.emailStatus,
    phone: detail.phone,
    hasPhone: detail.hasPhone,
    linkedinUrl: detail.linkedinUrl,
    isRevealed: true,
    intent: detail.intent,
  };
}

function replaceRow(rows: PersonSummary[], summary: PersonSummary) {
  const index = rows.findIndex((row) => row.id === summary.id);
  if (index >= 0) rows[index] = summary;
}

const revealContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Reveals a person's email and phone (`opencontact`): spends one credit the first time for the
     * organisation, free after that. A GET that spends credits, so a mutation: it runs only when
     * the user asks, never on load or refetch.
     */
    revealContact: build.mutation<PersonDetail, string>({
      query: (id) => ({ path: `v1/callback/opencontact/${encodeURIComponent(id)}` }),
      rawResponseSchema: personDetailReplySchema,
      transformResponse: (reply: z.infer<typeof personDetailReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'SavedList'],
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        let detail: PersonDetail;
        try {
          ({ data: detail } = await queryFulfilled);
        } catch {
          return;
        }
        const summary = toSummary(detail);
        const state = getState();
        // Patch the cached rows rather than refetch: a search is the costliest read there is.
        for (const body of searchPeopleApi.util.selectCachedArgsForQuery(state, 'searchPeople')) {
          dispatch(
            searchPeopleApi.util.updateQueryData('searchPeople', body, (reply) => replaceRow(reply.data, summary)),
          );
        }
        for (const query of listSavedListPeopleApi.util.selectCachedArgsForQuery(state, 'listSavedListPeople')) {
          dispatch(
            listSavedListPeopleApi.util.updateQueryData('listSavedListPeople', query, (page) =>
              replaceRow(page.data, summary),
            ),
          );
        }
        dispatch(getPartialContactApi.util.upsertQueryData('getPartialContact', id, summary));
        dispatch(getContactApi.util.upsertQueryData('getContact', id, detail));
      },
    }),
  }),
});

export const { useRevealContactMutation } = revealContactApi;
