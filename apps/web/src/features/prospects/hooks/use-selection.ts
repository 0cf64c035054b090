import { useState } from 'react';

/**
 * Row selection by id, or the whole search ("select all results"), that empties itself whenever
 * `resetKey` changes (a new search or page).
 */
export function useSelection(resetKey: string) {
  const [selection, setSelection] = useState<{ resetKey: string; ids: string[]; isWholeSearch: boolean }>({
    resetKey,
    ids: [],
    isWholeSearch: false,
  });
  const isCurrent = selection.resetKey === resetKey;
  const ids = isCurrent ? selection.ids : [];
  const set = (next: string[]) => setSelection({ resetKey, ids: next, isWholeSearch: false });
  return {
    ids,
    isWholeSearch: isCurrent && selection.isWholeSearch,
    isSelected: (id: string) => ids.includes(id),
    toggle: (id: string) => set(ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id]),
    setAll: (next: string[]) => set(next),
    selectWholeSearch: () => setSelection({ resetKey, ids, isWholeSearch: true }),
    clear: () => set([]),
  };
}
