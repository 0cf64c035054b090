import { type Announcements, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Mouse and touch after a 4 px move (so a click stays a click), and the keyboard with the arrow keys. */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export const screenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
};

/** What screen readers hear while an item moves, named by its text rather than its id. */
export function announcementsFor(nameOf: (id: string) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is over ${nameOf(String(over.id))}.`
        : `${nameOf(String(active.id))} is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} was dropped at ${nameOf(String(over.id))}.`
        : `${nameOf(String(active.id))} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  };
}
