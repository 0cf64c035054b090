import type { DeleteTemplatesBody } from '@leadpilot/contracts';
import { messageOnlyReplySchema } from '../../../api/message-only-reply-schema.ts';
import { templatesApi } from './templates-api.ts';

const deleteTemplatesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Deletes the chosen templates with their versions. */
    deleteTemplates: build.mutation<void, DeleteTemplatesBody>({
      query: (body) => ({ path: 'v1/emailtemplate/delete', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['Template', 'CustomField'],
    }),
  }),
});

export const { useDeleteTemplatesMutation } = deleteTemplatesApi;
