import { dataReplySchema, type TemplateDetail, templateDetailSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const templateDetailReplySchema = dataReplySchema(templateDetailSchema);

const getTemplateApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** A template with its versions, newest first. */
    getTemplate: build.query<TemplateDetail, string>({
      query: (id) => ({ path: `v1/emailtemplate/${encodeURIComponent(id)}` }),
      rawResponseSchema: templateDetailReplySchema,
      transformResponse: (reply: z.infer<typeof templateDetailReplySchema>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
  }),
});

export const { useGetTemplateQuery } = getTemplateApi;
