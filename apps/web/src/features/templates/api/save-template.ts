import { type EmailTemplate, messageReplySchema, type SaveTemplateBody, templateSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const savedTemplateReplySchema = messageReplySchema(templateSchema);

const saveTemplateApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Adds a template, or saves a new version of one (`id`). With `baseVersion`, a newer version
     * saved meanwhile answers 409 instead of being overwritten; an unknown merge field answers 422.
     */
    saveTemplate: build.mutation<EmailTemplate, SaveTemplateBody>({
      query: (body) => ({ path: 'v1/emailtemplate', method: 'POST', body }),
      rawResponseSchema: savedTemplateReplySchema,
      transformResponse: (reply: z.infer<typeof savedTemplateReplySchema>) => reply.data,
      invalidatesTags: ['Template', 'CustomField'],
    }),
  }),
});

export const { useSaveTemplateMutation } = saveTemplateApi;
