import { type AiDraft, type AiRewriteBody, aiDraftSchema, dataReplySchema } from '@leadpilot/contracts';
import { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const draftReplySchema = dataReplySchema(aiDraftSchema).extend({ message: z.string().optional() });

const rewriteTemplateWithAiApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Rewrites a draft following an instruction ("shorter", "more casual"); spends credits. */
    rewriteTemplateWithAi: build.mutation<AiDraft, AiRewriteBody>({
      query: (body) => ({ path: 'v1/emailtemplate/aiprompt', method: 'POST', body }),
      rawResponseSchema: draftReplySchema,
      transformResponse: (reply: z.infer<typeof draftReplySchema>) => reply.data,
      invalidatesTags: ['Credits', 'Allowance'],
    }),
  }),
});

export const { useRewriteTemplateWithAiMutation } = rewriteTemplateWithAiApi;
