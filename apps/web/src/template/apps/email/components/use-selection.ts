import { useState } from 'react';

/**
 * Which of the listed items are ticked. Ticks of items no longer listed (moved away, filtered
 * out) drop off by themselves, so a bulk action never reaches an item the user cannot see.
 */
export function useSelection(listedIds: number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selectedIds = listedIds.filter((id) => ticked.has(id));
  return {
    selectedIds,
    selectedSet: new Set(selectedIds) as ReadonlySet<number>,
    set(id: number, isSelected: boolean) {
      setTicked((current) => {
        const next = new Set(current);
        if (isSelected) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    setAll(isSelected: boolean) {
      setTicked(new Set(isSelected ? listedIds : []));
    },
    clear() {
      setTicked(new Set());
    },
  };
}
