import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { announcementsFor, screenReaderInstructions, useDragSensors } from './drag-sensors.ts';
import { SortableItem } from './sortable-item.tsx';

const initialTasks = [
  'Write the welcome email',
  'Import the lead list',
  'Warm up the new mailbox',
  'Schedule the first campaign',
  'Review the replies',
];

/** A list reordered by dragging; the order read-out below it follows every drop. */
export function SortableList() {
  const [tasks, setTasks] = useState(initialTasks);
  const sensors = useDragSensors();

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setTasks((current) => arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements: announcementsFor((id) => id), screenReaderInstructions }}
    >
      <SortableContext items={tasks} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid="sortable-list">
          {tasks.map((task) => (
            <SortableItem key={task} id={task}>
              {task}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
      <Text size="sm" mt="sm" data-testid="sortable-order">
        Order: {tasks.map((task, index) => `${index + 1}. ${task}`).join(', ')}
      </Text>
    </DndContext>
  );
}
