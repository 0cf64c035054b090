import { templateApi } from '../api/template-api.ts';
import type { BookmarksReply, MainSearchReply, UpdateBookmarkReply, UpdateBookmarkRequest } from '../mocks/types.ts';

/** The command palette's data and the navbar's bookmarks (spec section 7: search, bookmarks). */
export const searchApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getMainSearch: build.query<MainSearchReply, void>({
      query: () => 'api/main-search/data',
      providesTags: ['Bookmark'],
    }),
    getBookmarks: build.query<BookmarksReply, void>({
      query: () => 'api/bookmarks/data',
      providesTags: ['Bookmark'],
    }),
    updateBookmark: build.mutation<UpdateBookmarkReply, UpdateBookmarkRequest>({
      query: (body) => ({ url: 'api/bookmarks/update', method: 'POST', body }),
      // The bar changes at once; the refetch after the call confirms it (or undoes it on failure).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          searchApi.util.updateQueryData('getBookmarks', undefined, (draft) => {
            Object.assign(draft, toggleBookmark(draft, id));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Bookmark'],
    }),
  }),
});

/** The bookmarks with page `id` flipped, keeping the suggestions' order. */
export function toggleBookmark(reply: BookmarksReply, id: number): BookmarksReply {
  const suggestions = reply.suggestions.map((page) =>
    page.id === id ? { ...page, isBookmarked: !page.isBookmarked } : page,
  );
  return { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) };
}

export const { useGetMainSearchQuery, useGetBookmarksQuery, useUpdateBookmarkMutation } = searchApi;
