import {
  dataReplySchema,
  type EnrichmentActionBody,
  type EnrichmentFile,
  type EnrichmentFileDetail,
  type EnrichmentStage,
  enrichmentFileDetailSchema,
  enrichmentFileSchema,
  enrichmentSavedFileSchema,
  messageReplySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const filePageSchema = pageReplySchema(enrichmentFileSchema);
const fileDataSchema = dataReplySchema(enrichmentFileDetailSchema);
const stepReplySchema = messageReplySchema(enrichmentFileSchema);
const savedReplySchema = messageReplySchema(enrichmentSavedFileSchema);

export interface FileListArguments {
  kind: 'normal' | 'ai';
  page: number;
  perPage: number;
  q?: string;
  stage?: EnrichmentStage;
}

const enrichmentApi = api.enhanceEndpoints({ addTagTypes: ['EnrichmentFile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's files of one kind, newest first, with stage and progress. */
    listEnrichmentFiles: build.query<z.infer<typeof filePageSchema>, FileListArguments>({
      query: ({ kind, ...query }) => ({
        path: kind === 'ai' ? 'v1/contacts/aienrichment/status' : 'v1/contacts/enrichment/status',
        query: { ...query },
      }),
      rawResponseSchema: filePageSchema,
      providesTags: (reply) => [
        { type: 'EnrichmentFile', id: 'LIST' },
        ...(reply?.data ?? []).map((file) => ({ type: 'EnrichmentFile' as const, id: file.id })),
      ],
    }),
    /** One file with its first rows (polled while it runs). */
    getEnrichmentFile: build.query<EnrichmentFileDetail, string>({
      query: (id) => ({ path: `v1/contacts/enrichment/file/${encodeURIComponent(id)}` }),
      rawResponseSchema: fileDataSchema,
      transformResponse: (reply: z.infer<typeof fileDataSchema>) => reply.data,
      providesTags: (_file, _error, id) => [{ type: 'EnrichmentFile', id }],
    }),
    /** Map, give AI columns, estimate, confirm or cancel: the server says what happened. */
    enrichmentStep: build.mutation<EnrichmentFile, EnrichmentActionBody>({
      query: (body) => ({ path: 'v1/contacts/enrichment', method: 'POST', body }),
      rawResponseSchema: stepReplySchema,
      transformResponse: (reply: z.infer<typeof stepReplySchema>) => reply.data,
      invalidatesTags: (_file, _error, { id }) => [
        { type: 'EnrichmentFile', id },
        { type: 'EnrichmentFile', id: 'LIST' },
      ],
    }),
    /** The matched people to a list (new or existing): answers the list's id beside the file. */
    saveEnrichmentToList: build.mutation<
      z.infer<typeof enrichmentSavedFileSchema>,
      { id: string; listName?: string; listId?: string }
    >({
      query: (body) => ({ path: 'v1/contacts/enrichment', method: 'POST', body: { action: 'save', ...body } }),
      rawResponseSchema: savedReplySchema,
      transformResponse: (reply: z.infer<typeof savedReplySchema>) => reply.data,
      invalidatesTags: (_file, _error, { id }) => [{ type: 'EnrichmentFile', id }],
    }),
  }),
});

export const {
  useListEnrichmentFilesQuery,
  useGetEnrichmentFileQuery,
  useEnrichmentStepMutation,
  useSaveEnrichmentToListMutation,
} = enrichmentApi;
export const invalidateEnrichmentFiles = () =>
  enrichmentApi.util.invalidateTags([{ type: 'EnrichmentFile', id: 'LIST' }]);
