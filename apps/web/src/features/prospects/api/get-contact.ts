import { dataReplySchema, type PersonDetail, personDetailSchema } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

const personDetailReplySchema = dataReplySchema(personDetailSchema);

export const getContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The full record of a person the organisation revealed (the server answers 422 for anyone else). */
    getContact: build.query<PersonDetail, string>({
      query: (id) => ({ path: `v1/contacts/${encodeURIComponent(id)}` }),
      // Checked here so a reveal can upsert the record (see get-partial-contact.ts).
      transformResponse: (reply: unknown) => personDetailReplySchema.parse(reply).data,
      providesTags: (_result, _error, id) => [{ type: 'Person', id }],
    }),
  }),
});

export const { useGetContactQuery } = getContactApi;
