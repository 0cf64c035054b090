import { type CuratedPerson, curatedPeopleReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const findCuratedPeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Super-admin: people of the prospect data by id, email (any case) or name words. */
    findCuratedPeople: build.query<CuratedPerson[], { q: string }>({
      query: (query) => ({ path: 'v1/sadmin/contacts/people', query: { ...query } }),
      rawResponseSchema: curatedPeopleReplySchema,
      transformResponse: (reply: z.infer<typeof curatedPeopleReplySchema>) => reply.data,
      providesTags: ['Person'],
    }),
  }),
});

export const { useFindCuratedPeopleQuery } = findCuratedPeopleApi;
