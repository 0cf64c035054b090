import {
  dataReplySchema,
  type PreviewTemplateBody,
  type RenderedSamples,
  renderedSamplesSchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const previewReplySchema = dataReplySchema(renderedSamplesSchema);

const previewTemplateApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** An unsaved draft rendered for the chosen prospects; a read, so it is cached by its body. */
    previewTemplate: build.query<RenderedSamples, PreviewTemplateBody>({
      query: (body) => ({ path: 'v1/emailtemplate/preview', method: 'POST', body }),
      rawResponseSchema: previewReplySchema,
      transformResponse: (reply: z.infer<typeof previewReplySchema>) => reply.data,
      providesTags: ['CustomField'],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { usePreviewTemplateQuery } = previewTemplateApi;
