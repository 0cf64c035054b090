import { useSearchParams } from 'react-router';

/** The URL parameter holding the cursors that led to the current page, joined by dots (cursors are base64url). */
export const pagesParam = 'pages';

/**
 * Keyset paging: a stack of the cursors that led to the current page, kept in the URL, so opening a
 * person and pressing back shows the same page. Changing the filters or sort writes a new query
 * without it (use-people-search-params.ts), which starts again at the first page.
 */
export function useCursorPages() {
  const [params, setParams] = useSearchParams();
  const cursors = (params.get(pagesParam) ?? '').split('.').filter((cursor) => /^[A-Za-z0-9_-]+$/.test(cursor));
  const write = (next: string[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length === 0) updated.delete(pagesParam);
        else updated.set(pagesParam, next.join('.'));
        return updated;
      },
      { replace: true },
    );
  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    goNext: (nextCursor: string) => write([...cursors, nextCursor]),
    goPrevious: () => write(cursors.slice(0, -1)),
  };
}
