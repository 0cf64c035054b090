import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { helpQuestionPage } from '../fixtures/help-data.ts';
import type { HelpCategory, HelpQuestionReply, KnowledgeBaseCard } from '../types.ts';
import { matchesText, notFound, queryOf, searchText } from './http-utils.ts';

/** The help centre: knowledge base, categories, question page (spec section 7). */
export const helpHandlers = [
  http.get('/faq/data/knowledge_base', ({ request }) => {
    const query = searchText(queryOf(request));
    return HttpResponse.json<KnowledgeBaseCard[]>(
      db().knowledgeBase.filter((card) => matchesText(query, [card.title, card.desc])),
    );
  }),

  // Every knowledge-base card opens the same categories; an unknown card is a 404.
  http.get('/faq/data/category', ({ request }) => {
    const card = queryOf(request).get('category');
    if (card && !db().knowledgeBase.some((item) => item.category === card)) return notFound('Category not found');
    return HttpResponse.json<HelpCategory[]>(db().helpCategories);
  }),

  http.get('/faq/data/question', ({ request }) => {
    const categories = db().helpCategories;
    const slug = queryOf(request).get('slug') ?? categories[0]?.questions[0]?.slug ?? '';
    const category = categories.find((item) => item.questions.some((question) => question.slug === slug));
    const page = category ? helpQuestionPage(category, slug) : null;
    return page ? HttpResponse.json<HelpQuestionReply>(page) : notFound('Question not found');
  }),
];
