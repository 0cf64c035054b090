import {
  type AdminEnrichmentStageBody,
  type AdminEnrichmentUpdateBody,
  type EnrichmentFile,
  enrichmentFileSchema,
  messageReplySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const adminEnrichmentPageSchema = pageReplySchema(enrichmentFileSchema);
const adminEnrichmentReplySchema = messageReplySchema(enrichmentFileSchema);
export type AdminEnrichmentPage = z.infer<typeof adminEnrichmentPageSchema>;
type AdminEnrichmentReply = z.infer<typeof adminEnrichmentReplySchema>;

export interface AdminEnrichmentListArguments {
  organisationId: string;
  page: number;
  perPage: number;
}

const tag = { type: 'AdminEnrichmentFile', id: 'LIST' } as const;

const adminEnrichmentApi = api.enhanceEndpoints({ addTagTypes: ['AdminEnrichmentFile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Super-admin: one organisation's enrichment files (normal and AI), newest first. */
    listAdminEnrichmentFiles: build.query<AdminEnrichmentPage, AdminEnrichmentListArguments>({
      query: ({ organisationId, ...query }) => ({
        path: `v1/sadmin/enrichment/${encodeURIComponent(organisationId)}`,
        query: { ...query },
      }),
      rawResponseSchema: adminEnrichmentPageSchema,
      providesTags: [tag],
    }),
    /** Super-admin: renames a file or replaces rows' cells (enriched again on the next run); audited with the reason. */
    correctEnrichmentFile: build.mutation<EnrichmentFile, AdminEnrichmentUpdateBody>({
      query: (body) => ({ path: 'v1/sadmin/enrichment/update', method: 'POST', body }),
      rawResponseSchema: adminEnrichmentReplySchema,
      transformResponse: (reply: AdminEnrichmentReply) => reply.data,
      invalidatesTags: [tag],
    }),
    /** Super-admin: moves a file to another stage (out of review, back to running); audited with the reason. */
    moveEnrichmentStage: build.mutation<EnrichmentFile, AdminEnrichmentStageBody>({
      query: (body) => ({ path: 'v1/sadmin/enrichment/updatestage', method: 'POST', body }),
      rawResponseSchema: adminEnrichmentReplySchema,
      transformResponse: (reply: AdminEnrichmentReply) => reply.data,
      invalidatesTags: [tag],
    }),
  }),
});

export const { useListAdminEnrichmentFilesQuery, useCorrectEnrichmentFileMutation, useMoveEnrichmentStageMutation } =
  adminEnrichmentApi;
