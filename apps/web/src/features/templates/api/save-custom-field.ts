import type { SaveCustomFieldBody } from '@leadpilot/contracts';
import { messageOnlyReplySchema } from '../../../api/message-only-reply-schema.ts';
import { templatesApi } from './templates-api.ts';

const saveCustomFieldApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds, changes (`id`) or removes (`remove: true`) a custom field; a field in use cannot be renamed away or removed. */
    saveCustomField: build.mutation<void, SaveCustomFieldBody>({
      query: (body) => ({ path: 'v1/organisation/customfields', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['CustomField', 'MergeField'],
    }),
  }),
});

export const { useSaveCustomFieldMutation } = saveCustomFieldApi;
