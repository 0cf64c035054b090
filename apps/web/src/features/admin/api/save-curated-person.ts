import { type CuratePersonBody, type CuratePersonReply, curatePersonReplySchema } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

const saveCuratedPersonApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Super-admin: adds a person (201) or corrects one (200); every change is audited. */
    saveCuratedPerson: build.mutation<CuratePersonReply, CuratePersonBody>({
      query: (body) => ({ path: 'v1/sadmin/contacts/people', method: 'POST', body }),
      rawResponseSchema: curatePersonReplySchema,
      invalidatesTags: ['Person'],
    }),
  }),
});

export const { useSaveCuratedPersonMutation } = saveCuratedPersonApi;
