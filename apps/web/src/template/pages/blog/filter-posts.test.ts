import { describe, expect, it } from 'vitest';
import type { BlogListItem } from '../../mocks/types.ts';
import { filterPosts } from './filter-posts.ts';

function post(id: number, title: string, tags: BlogListItem['tags'], excerpt = ''): BlogListItem {
  return { id, title, tags, excerpt, img: '', avatar: '', userFullName: 'Ann', blogPosted: '', comment: 0 };
}

const posts = [
  post(1, 'Ten pasta recipes', ['Food']),
  post(2, 'Autumn jackets', ['Fashion', 'Video']),
  post(3, 'Speedruns explained', ['Gaming'], 'Why players chase seconds, with a recipe for practice.'),
];

describe('blog filter', () => {
  it('keeps every post without a search or category', () => {
    expect(filterPosts(posts, { search: '', category: null })).toHaveLength(3);
  });

  it('searches titles and excerpts case-insensitively', () => {
    expect(filterPosts(posts, { search: 'RECIPE', category: null }).map((item) => item.id)).toEqual([1, 3]);
  });

  it('narrows to a category, together with the search', () => {
    expect(filterPosts(posts, { search: '', category: 'Video' }).map((item) => item.id)).toEqual([2]);
    expect(filterPosts(posts, { search: 'recipe', category: 'Gaming' }).map((item) => item.id)).toEqual([3]);
  });
});
