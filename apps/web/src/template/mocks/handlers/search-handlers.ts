import { HttpResponse, http } from 'msw';
import { db, fixture } from '../db.ts';
import { searchGroups } from '../fixtures/search-pages.ts';
import type { AutocompleteReply, BookmarksReply, MainSearchReply, UpdateBookmarkReply } from '../types.ts';
import { idOf, notFound, readBody } from './http-utils.ts';

/** Command-palette search, bookmarks and the auto-complete list (spec section 7). */
export const searchHandlers = [
  http.get('/api/main-search/data', async () =>
    HttpResponse.json<MainSearchReply>({ searchArr: searchGroups(db().searchPages, await fixture('search')) }),
  ),

  http.get('/api/bookmarks/data', () => {
    const pages = db().searchPages;
    return HttpResponse.json<BookmarksReply>({
      suggestions: pages,
      bookmarks: pages.filter((page) => page.isBookmarked),
    });
  }),

  http.post('/api/bookmarks/update', async ({ request }) => {
    const id = idOf((await readBody(request)).id);
    const bookmark = db().searchPages.find((page) => page.id === id);
    if (!bookmark) return notFound('Page not found');
    bookmark.isBookmarked = !bookmark.isBookmarked;
    return HttpResponse.json<UpdateBookmarkReply>({ bookmark });
  }),

  http.get('/api/autocomplete/data', async () =>
    HttpResponse.json<AutocompleteReply>({ autoComplete: (await fixture('autocomplete')).autocomplete }),
  ),
];
