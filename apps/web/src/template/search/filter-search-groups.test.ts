import { describe, expect, it } from 'vitest';
import type { SearchGroup, SearchPageItem } from '../mocks/types.ts';
import { filterSearchGroups } from './filter-search-groups.ts';
import { toggleBookmark } from './search-api.ts';

function page(id: number, title: string, isBookmarked = false): SearchPageItem {
  return { id, target: `page${id}`, isBookmarked, title, icon: 'file', link: `/page/${id}` };
}

const groups: SearchGroup[] = [
  {
    groupTitle: 'Pages',
    searchLimit: 4,
    data: ['Email', 'Chat', 'Invoice List', 'Invoice Add', 'Invoice Edit', 'Invoice Preview', 'User List'].map(
      (title, index) => page(index + 1, title),
    ),
  },
  {
    groupTitle: 'Files',
    searchLimit: 4,
    data: [
      { title: 'Invoice draft.pdf', by: 'Ann Lee', size: '1.2 MB', file: 'pdf' },
      { title: 'Budget.xls', by: 'Bob Invo', size: '300 KB', file: 'xls' },
    ],
  },
  {
    groupTitle: 'Contacts',
    searchLimit: 4,
    data: [{ title: 'Rose Hart', email: 'rose@example.com', img: '', date: '21/05/2019' }],
  },
];

describe('command palette filtering', () => {
  it('shows at most 4 results per group', () => {
    const result = filterSearchGroups(groups, '');
    expect(result.map((group) => [group.title, group.results.length])).toEqual([
      ['Pages', 4],
      ['Files', 2],
      ['Contacts', 1],
    ]);
  });

  it('matches case-insensitively and leaves out empty groups', () => {
    const result = filterSearchGroups(groups, '  INVO ');
    expect(result.map((group) => group.title)).toEqual(['Pages', 'Files']);
    expect(result[0]?.results.map((entry) => (entry.kind === 'page' ? entry.item.title : ''))).toEqual([
      'Invoice List',
      'Invoice Add',
      'Invoice Edit',
      'Invoice Preview',
    ]);
    // Files match by title or by author.
    expect(result[1]?.results).toHaveLength(2);
  });

  it('finds contacts by e-mail and returns nothing for an unknown word', () => {
    expect(filterSearchGroups(groups, 'rose@').map((group) => group.title)).toEqual(['Contacts']);
    expect(filterSearchGroups(groups, 'zebra')).toEqual([]);
  });
});

describe('bookmark toggle', () => {
  it('flips one page and rebuilds the bookmarks from the suggestions', () => {
    const reply = { suggestions: [page(1, 'Email', true), page(2, 'Chat')], bookmarks: [page(1, 'Email', true)] };
    const added = toggleBookmark(reply, 2);
    expect(added.bookmarks.map((item) => item.id)).toEqual([1, 2]);
    expect(toggleBookmark(added, 1).bookmarks.map((item) => item.id)).toEqual([2]);
    expect(reply.suggestions[1]?.isBookmarked).toBe(false);
  });
});
