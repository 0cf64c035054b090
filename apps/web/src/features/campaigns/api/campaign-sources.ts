import {
  dataReplySchema,
  type Mailbox,
  type Member,
  type MergeField,
  mailboxSchema,
  memberSchema,
  mergeFieldSchema,
  pageReplySchema,
  type SavedList,
  savedListSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { campaignsApi } from './campaigns-api.ts';

const mailboxPageSchema = pageReplySchema(mailboxSchema);
const memberPageSchema = pageReplySchema(memberSchema);
const savedListsReplySchema = dataReplySchema(z.array(savedListSchema));
const mergeFieldsReplySchema = dataReplySchema(z.array(mergeFieldSchema));

/** The most mailboxes and members the pickers list (the server's largest page). */
const pickerPageSize = 100;

const campaignSourcesApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's sending mailboxes with their status, for the senders step and the list's filter. */
    listCampaignMailboxes: build.query<Mailbox[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Email', page: 1, perPage: pickerPageSize } }),
      rawResponseSchema: mailboxPageSchema,
      transformResponse: (reply: z.infer<typeof mailboxPageSchema>) => reply.data,
      providesTags: ['CampaignSources'],
    }),
    /** The team, for the owner filter. */
    listCampaignOwners: build.query<Member[], void>({
      query: () => ({ path: 'v1/users/teams/list', query: { page: 1, perPage: pickerPageSize } }),
      rawResponseSchema: memberPageSchema,
      transformResponse: (reply: z.infer<typeof memberPageSchema>) => reply.data,
      providesTags: ['CampaignSources'],
    }),
    /** The organisation's saved lists, for the audience step. */
    listAudienceLists: build.query<SavedList[], void>({
      query: () => ({ path: 'v1/lists' }),
      rawResponseSchema: savedListsReplySchema,
      transformResponse: (reply: z.infer<typeof savedListsReplySchema>) => reply.data,
      providesTags: ['CampaignSources'],
    }),
    /** Merge fields an email step may use (built-in and custom). */
    listCampaignMergeFields: build.query<MergeField[], void>({
      query: () => ({ path: 'v1/emailtemplate/fields' }),
      rawResponseSchema: mergeFieldsReplySchema,
      transformResponse: (reply: z.infer<typeof mergeFieldsReplySchema>) => reply.data,
      providesTags: ['CampaignSources'],
    }),
  }),
});

export const {
  useListCampaignMailboxesQuery,
  useListCampaignOwnersQuery,
  useListAudienceListsQuery,
  useListCampaignMergeFieldsQuery,
} = campaignSourcesApi;
