import type { SaveSignatureBody } from '@leadpilot/contracts';
import { messageOnlyReplySchema } from '../../../api/message-only-reply-schema.ts';
import { templatesApi } from './templates-api.ts';

const saveSignatureApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds, changes (`id`) or removes (`remove: true`) a signature. */
    saveSignature: build.mutation<void, SaveSignatureBody>({
      query: (body) => ({ path: 'v1/organisation/customsignatures', method: 'POST', body }),
      rawResponseSchema: messageOnlyReplySchema,
      transformResponse: () => undefined,
      invalidatesTags: ['Signature', 'TemplateMailbox'],
    }),
  }),
});

export const { useSaveSignatureMutation } = saveSignatureApi;
