import { type Mailbox, mailboxSchema, messageReplySchema, type WarmupBody } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi, mailboxTags } from './mailboxes-api.ts';

const mailboxReplySchema = messageReplySchema(mailboxSchema);

const setWarmupApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Starts or stops a mailbox's warm-up, or changes its daily target. */
    setWarmup: build.mutation<Mailbox, WarmupBody>({
      query: (body) => ({ path: 'v1/organisation/emails/warmup', method: 'POST', body }),
      rawResponseSchema: mailboxReplySchema,
      transformResponse: (reply: z.infer<typeof mailboxReplySchema>) => reply.data,
      invalidatesTags: (_mailbox, _error, body) => mailboxTags(body.id),
    }),
  }),
});

export const { useSetWarmupMutation } = setWarmupApi;
