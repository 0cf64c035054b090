import { templateApi } from '../../api/template-api.ts';
import type { HelpCategory, HelpQuestionReply, KnowledgeBaseCard } from '../../mocks/types.ts';

/** The help centre: knowledge-base cards, help categories with their questions, a question's answer. */
const helpApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getKnowledgeBase: build.query<KnowledgeBaseCard[], string>({
      query: (q) => ({ url: 'faq/data/knowledge_base', params: q ? { q } : undefined }),
    }),
    getHelpCategories: build.query<HelpCategory[], string | undefined>({
      query: (category) => ({ url: 'faq/data/category', params: category ? { category } : undefined }),
    }),
    getHelpQuestion: build.query<HelpQuestionReply, string>({
      query: (slug) => ({ url: 'faq/data/question', params: { slug } }),
    }),
  }),
});

export const { useGetKnowledgeBaseQuery, useGetHelpCategoriesQuery, useGetHelpQuestionQuery } = helpApi;
