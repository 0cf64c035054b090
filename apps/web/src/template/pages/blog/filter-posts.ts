import type { BlogCategory, BlogListItem } from '../../mocks/types.ts';

export interface PostFilter {
  /** Text searched in the title and the excerpt, case-insensitively. */
  search: string;
  category: BlogCategory | null;
}

/** The posts that match the sidebar's search and chosen category. */
export function filterPosts(posts: readonly BlogListItem[], { search, category }: PostFilter): BlogListItem[] {
  const query = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === null || post.tags.includes(category)) &&
      (query === '' || post.title.toLowerCase().includes(query) || post.excerpt.toLowerCase().includes(query)),
  );
}
