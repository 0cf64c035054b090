import { useState } from 'react';

/**
 * Keyset paging: a stack of the cursors that led to the current page. Any change of `resetKey`
 * (the filters and sort) starts again at the first page.
 */
export function useCursorPages(resetKey: string) {
  const [paging, setPaging] = useState<{ resetKey: string; cursors: string[] }>({ resetKey, cursors: [] });
  const cursors = paging.resetKey === resetKey ? paging.cursors : [];
  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    goNext: (nextCursor: string) => setPaging({ resetKey, cursors: [...cursors, nextCursor] }),
    goPrevious: () => setPaging({ resetKey, cursors: cursors.slice(0, -1) }),
  };
}
