import {
  type AdminCommUpdateBody,
  adminCommLogEntrySchema,
  adminCommUpdateReplySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const communicationLogPageSchema = pageReplySchema(adminCommLogEntrySchema);
export type CommunicationLogPage = z.infer<typeof communicationLogPageSchema>;
type ResolveReply = z.infer<typeof adminCommUpdateReplySchema>;

export interface CommunicationLogArguments {
  organisationId?: string;
  kind?: string;
  /** Words of the reason, the recipient, the organisation's or the campaign's name. */
  q?: string;
  page: number;
  perPage: number;
}

const communicationLogApi = api.enhanceEndpoints({ addTagTypes: ['CommunicationLog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the communication log across organisations, newest first. */
    listCommunicationLog: build.query<CommunicationLogPage, CommunicationLogArguments>({
      query: (query) => ({ path: 'v1/sadmin/logs/comm', query: { ...query } }),
      rawResponseSchema: communicationLogPageSchema,
      providesTags: ['CommunicationLog'],
    }),
    /** Resends or drops a message whose outcome is unknown, or marks an entry handled. */
    resolveLogEntry: build.mutation<ResolveReply['data'], AdminCommUpdateBody>({
      query: (body) => ({ path: 'v1/sadmin/logs/commupdate', method: 'POST', body }),
      rawResponseSchema: adminCommUpdateReplySchema,
      transformResponse: (reply: ResolveReply) => reply.data,
      invalidatesTags: ['CommunicationLog'],
    }),
  }),
});

export const { useListCommunicationLogQuery, useResolveLogEntryMutation } = communicationLogApi;
