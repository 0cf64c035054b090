import type { HelpCategory } from '../../mocks/types.ts';

/** The categories with only the questions that contain the text (case-insensitive); empty ones dropped. */
export function filterQuestions(categories: readonly HelpCategory[], text: string): HelpCategory[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((item) => item.question.toLowerCase().includes(query)),
    }))
    .filter((category) => category.questions.length > 0);
}
