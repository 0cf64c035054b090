import { type Mailbox, mailboxSchema, messageReplySchema, type SaveCalendarBody } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi, mailboxTags } from './mailboxes-api.ts';

const mailboxReplySchema = messageReplySchema(mailboxSchema);

const saveCalendarApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves a connected calendar's booking settings: hours, time zone, length, buffer, notice, daily cap, slug. */
    saveCalendar: build.mutation<Mailbox, SaveCalendarBody>({
      query: (body) => ({ path: 'v1/organisation/calendar', method: 'POST', body }),
      rawResponseSchema: mailboxReplySchema,
      transformResponse: (reply: z.infer<typeof mailboxReplySchema>) => reply.data,
      invalidatesTags: (_mailbox, _error, body) => mailboxTags(body.id),
    }),
  }),
});

export const { useSaveCalendarMutation } = saveCalendarApi;
