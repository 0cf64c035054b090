import {
  type Conversation,
  conversationSchema,
  type DraftEmailBody,
  dataReplySchema,
  type EmailDraft,
  emailDraftSchema,
  type ManualEmailBody,
  manualEmailReplySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { campaignsApi } from '../../api/campaigns-api.ts';

const conversationReplySchema = dataReplySchema(conversationSchema);
const archiveReplySchema = messageReplySchema(z.object({ archived: z.boolean(), changed: z.boolean() }));
const draftReplySchema = messageReplySchema(emailDraftSchema);

export type ManualEmailResult = z.infer<typeof manualEmailReplySchema>['data'];

interface ArchiveArguments {
  enrolmentId: string;
  archived: boolean;
}

interface SendEmailArguments {
  /** The campaign the prospect is in: its prospects' last events change with the send. */
  campaignId: string;
  body: ManualEmailBody;
}

/** The cache tag of one prospect's conversation (by enrolment). */
const conversationTag = (enrolmentId: string | undefined) => ({ type: 'Conversation' as const, id: enrolmentId });

const conversationApi = campaignsApi.enhanceEndpoints({ addTagTypes: ['Conversation'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One prospect's thread in a campaign: their state, every message and event, their saved drafts. */
    getConversation: build.query<Conversation, string>({
      query: (enrolmentId) => ({ path: `v1/communication/id/${enrolmentId}` }),
      rawResponseSchema: conversationReplySchema,
      transformResponse: (reply: z.infer<typeof conversationReplySchema>) => reply.data,
      providesTags: (_conversation, _error, enrolmentId) => [conversationTag(enrolmentId)],
    }),
    /** Archives the conversation, or brings it back. */
    archiveConversation: build.mutation<boolean, ArchiveArguments>({
      query: (body) => ({ path: 'v1/communication/archive', method: 'POST', body }),
      rawResponseSchema: archiveReplySchema,
      transformResponse: (reply: z.infer<typeof archiveReplySchema>) => reply.data.archived,
      invalidatesTags: (_archived, _error, { enrolmentId }) => [conversationTag(enrolmentId)],
    }),
    /** Sends one email now; the same idempotency key sends once (a repeat answers `duplicate`). */
    sendManualEmail: build.mutation<ManualEmailResult, SendEmailArguments>({
      query: ({ body }) => ({ path: 'v1/communication/manualemail', method: 'POST', body }),
      rawResponseSchema: manualEmailReplySchema,
      transformResponse: (reply: z.infer<typeof manualEmailReplySchema>) => reply.data,
      // A failed send is logged in the conversation too.
      invalidatesTags: (_result, error, { campaignId, body }) =>
        error
          ? [conversationTag(body.enrolmentId)]
          : [conversationTag(body.enrolmentId), { type: 'Campaign', id: campaignId }],
    }),
    /** Saves a one-off email as a draft (with `id`, saves that draft again). */
    saveEmailDraft: build.mutation<EmailDraft, DraftEmailBody>({
      query: (body) => ({ path: 'v1/communication/draftemail', method: 'POST', body }),
      rawResponseSchema: draftReplySchema,
      transformResponse: (reply: z.infer<typeof draftReplySchema>) => reply.data,
      invalidatesTags: (draft) => (draft?.enrolmentId ? [conversationTag(draft.enrolmentId)] : []),
    }),
  }),
});

export const {
  useGetConversationQuery,
  useArchiveConversationMutation,
  useSendManualEmailMutation,
  useSaveEmailDraftMutation,
} = conversationApi;
