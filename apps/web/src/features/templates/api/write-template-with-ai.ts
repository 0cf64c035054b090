import { type AiDraft, type AiTemplateBody, aiDraftSchema, dataReplySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { templatesApi } from './templates-api.ts';

// A write that spends credits answers `{ message?, data }`; the draft is all the dialog needs.
const draftReplySchema = dataReplySchema(aiDraftSchema).extend({ message: z.string().optional() });

const writeTemplateWithAiApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Writes a template from a brief; spends credits once per `requestId`. */
    writeTemplateWithAi: build.mutation<AiDraft, AiTemplateBody>({
      query: (body) => ({ path: 'v1/emailtemplate/ai', method: 'POST', body }),
      rawResponseSchema: draftReplySchema,
      transformResponse: (reply: z.infer<typeof draftReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'Allowance'],
    }),
  }),
});

export const { useWriteTemplateWithAiMutation } = writeTemplateWithAiApi;
