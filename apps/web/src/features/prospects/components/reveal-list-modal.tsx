import type { SavedList } from '@leadpilot/contracts';
import { useRevealSavedListMutation } from '../api/reveal-saved-list.ts';
import { RevealPeopleModal } from './reveal-people-modal.tsx';

interface RevealListModalProps {
  list: SavedList;
  opened: boolean;
  onClose: () => void;
  /** The server says the cost changed: the caller reloads the list so the dialog shows the new one. */
  onCostChanged: () => void;
}

/** States the cost of revealing everyone on a list and the balance, then reveals at that cost. */
export function RevealListModal({ list, opened, onClose, onCostChanged }: RevealListModalProps) {
  const [revealList] = useRevealSavedListMutation();
  return (
    <RevealPeopleModal
      title={`Reveal everyone on “${list.name}”?`}
      scope="on this list"
      toReveal={list.unrevealedCount}
      cost={list.revealCredits}
      opened={opened}
      onClose={onClose}
      onReveal={(expectedCredits) => revealList({ listId: list.id, expectedCredits }).unwrap()}
      onCostChanged={onCostChanged}
      testIdPrefix="reveal-list"
    />
  );
}
