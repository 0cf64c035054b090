import { type CalendarProvider, type ConsentUrl, consentUrlSchema, dataReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

/** What the consent is for: a Gmail or Microsoft mailbox, or a Google or Microsoft calendar. */
export type ConsentTarget =
  | { kind: 'gmail' }
  | { kind: 'microsoft' }
  | { kind: 'calendar'; provider: CalendarProvider };

const consentUrlReplySchema = dataReplySchema(consentUrlSchema);

function consentRequest(target: ConsentTarget) {
  if (target.kind === 'calendar') return { path: 'v1/organisation/calendar', query: { provider: target.provider } };
  return { path: `v1/organisation/${target.kind}` };
}

const getConsentUrlApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The provider's consent address, with a fresh state each time. A mutation, not a query: every
     * click asks for a new address and nothing is cached.
     */
    getConsentUrl: build.mutation<ConsentUrl, ConsentTarget>({
      query: consentRequest,
      rawResponseSchema: consentUrlReplySchema,
      transformResponse: (reply: z.infer<typeof consentUrlReplySchema>) => reply.data,
    }),
  }),
});

export const { useGetConsentUrlMutation } = getConsentUrlApi;
