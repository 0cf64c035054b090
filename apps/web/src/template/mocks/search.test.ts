import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { AutocompleteReply, BookmarksReply, MainSearchReply, UpdateBookmarkReply } from './types.ts';

serveMockLayer();

describe('search, bookmarks and auto-complete', () => {
  it('gives the Pages, Files and Contacts groups, limited to 4 results each', async () => {
    const { body } = await get<MainSearchReply>('/api/main-search/data');
    expect(body.searchArr.map((group) => [group.groupTitle, group.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    const [pages, files, contacts] = body.searchArr;
    expect(pages?.data[0]).toEqual(
      expect.objectContaining({
        id: 1,
        target: expect.any(String),
        isBookmarked: expect.any(Boolean),
        link: '/dashboard/analytics',
      }),
    );
    expect(Object.keys(files?.data[0] ?? {}).sort()).toEqual(['by', 'file', 'size', 'title']);
    expect(Object.keys(contacts?.data[0] ?? {}).sort()).toEqual(['date', 'email', 'img', 'title']);
  });

  it('lists bookmarks among the suggestions, and an update flips one (200)', async () => {
    const { body } = await get<BookmarksReply>('/api/bookmarks/data');
    expect(body.bookmarks.length).toBeGreaterThan(0);
    expect(body.bookmarks).toEqual(body.suggestions.filter((page) => page.isBookmarked));
    const target = body.suggestions.find((page) => !page.isBookmarked);
    const flipped = await call<UpdateBookmarkReply>('POST', '/api/bookmarks/update', { id: target?.id });
    expect(flipped.status).toBe(200);
    expect(flipped.body.bookmark.isBookmarked).toBe(true);
    const after = await get<BookmarksReply>('/api/bookmarks/data');
    expect(after.body.bookmarks.map((page) => page.id)).toContain(target?.id);
    const search = await get<MainSearchReply>('/api/main-search/data');
    expect(search.body.searchArr[0]?.data.find((page) => 'id' in page && page.id === target?.id)).toMatchObject({
      isBookmarked: true,
    });
    await call('POST', '/api/bookmarks/update', { id: target?.id });
    expect((await get<BookmarksReply>('/api/bookmarks/data')).body.bookmarks).toEqual(body.bookmarks);
    expect((await call('POST', '/api/bookmarks/update', { id: 999 })).status).toBe(404);
  });

  it('gives exactly 100 distinct ranked titles', async () => {
    const { body } = await get<AutocompleteReply>('/api/autocomplete/data');
    expect(body.autoComplete).toHaveLength(100);
    expect(body.autoComplete.map((item) => item.rank)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(new Set(body.autoComplete.map((item) => item.title)).size).toBe(100);
  });
});
