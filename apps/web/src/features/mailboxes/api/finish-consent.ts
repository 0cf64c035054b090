import { type ConsentCallbackQuery, type ConsentFinishResult, consentFinishResultSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

// The reply may carry a message (a finished consent) or only data; both are read the same way.
const consentReplySchema = z.object({ message: z.string().optional(), data: consentFinishResultSchema });

const finishConsentApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET organisation/emailcode`: finishes a consent with what the provider sent back. It changes
     * state, so it is a mutation: called once by the callback page, never cached or refetched.
     */
    finishConsent: build.mutation<ConsentFinishResult, ConsentCallbackQuery>({
      query: (query) => ({ path: 'v1/organisation/emailcode', query: { ...query } }),
      rawResponseSchema: consentReplySchema,
      transformResponse: (reply: z.infer<typeof consentReplySchema>) => reply.data,
      invalidatesTags: ['MailboxList'],
    }),
  }),
});

export const { useFinishConsentMutation } = finishConsentApi;
