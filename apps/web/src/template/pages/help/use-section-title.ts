import { useGetKnowledgeBaseQuery } from '../api/help-api.ts';

/** The knowledge-base section's title, from the cached section list, or its slug until it loads. */
export function useSectionTitle(slug: string): string {
  const { data } = useGetKnowledgeBaseQuery('');
  return data?.find((card) => card.category === slug)?.title ?? slug.replace(/-/g, ' ');
}
