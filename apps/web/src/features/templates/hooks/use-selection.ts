import { useState } from 'react';

/** Row selection by id that empties itself whenever `resetKey` changes (a new search or page). */
export function useSelection(resetKey: string) {
  const [selection, setSelection] = useState<{ resetKey: string; ids: string[] }>({ resetKey, ids: [] });
  const ids = selection.resetKey === resetKey ? selection.ids : [];
  const set = (next: string[]) => setSelection({ resetKey, ids: next });
  return {
    ids,
    toggle: (id: string) => set(ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id]),
    setAll: (next: string[]) => set(next),
    clear: () => set([]),
  };
}
