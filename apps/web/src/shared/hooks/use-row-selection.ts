import { useState } from 'react';

/**
 * Row selection by id that empties itself whenever `resetKey` changes (other filters or another
 * page) and keeps only the rows still listed (a row sent, skipped or done meanwhile leaves it).
 */
export function useRowSelection(resetKey: string, listedIds: string[]) {
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
