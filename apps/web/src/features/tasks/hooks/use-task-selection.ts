import { useState } from 'react';

/**
 * Row selection by id that empties itself whenever `resetKey` changes (another status, kind or
 * page) and keeps only the rows still listed (a task done or skipped meanwhile leaves the list).
 */
export function useTaskSelection(resetKey: string, listedIds: string[]) {
  const [selection, setSelection] = useState<{ resetKey: string; ids: string[] }>({ resetKey, ids: [] });
  const ids = selection.resetKey === resetKey ? selection.ids.filter((id) => listedIds.includes(id)) : [];
  const set = (next: string[]) => setSelection({ resetKey, ids: next });
  return {
    ids,
    toggle: (id: string) => set(ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id]),
    setAll: (next: string[]) => set(next),
    clear: () => set([]),
  };
}
