import {
  type CheckMailboxBody,
  type ConnectionCheck,
  connectionCheckSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

const connectionCheckReplySchema = messageReplySchema(connectionCheckSchema);

const checkMailboxApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signs in to the servers for real (a stored mailbox, or settings not saved yet) and reports each step. */
    checkMailbox: build.mutation<ConnectionCheck, CheckMailboxBody>({
      query: (body) => ({ path: 'v1/organisation/emails/check', method: 'POST', body }),
      rawResponseSchema: connectionCheckReplySchema,
      transformResponse: (reply: z.infer<typeof connectionCheckReplySchema>) => reply.data,
      // A check of a stored mailbox may mark it broken or active again.
      invalidatesTags: (_check, _error, body) => (body.id ? [{ type: 'Mailbox', id: body.id }, 'MailboxList'] : []),
    }),
  }),
});

export const { useCheckMailboxMutation } = checkMailboxApi;

/** The steps a refused check still reports (`{ message, data: { steps } }`), when the server sent them. */
export function failedCheckOf(error: unknown): ConnectionCheck | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const parsed = connectionCheckReplySchema.safeParse(error.body);
  return parsed.success ? parsed.data.data : null;
}
