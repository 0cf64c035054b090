import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Paper, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One draggable row: the whole row is the handle (mouse, touch, or Space then the arrow keys). */
export function SortableItem({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="sm"
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        cursor: 'grab',
        touchAction: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-testid={`sortable-${id}`}
      {...attributes}
      {...listeners}
    >
      <Group gap="sm" wrap="nowrap">
        <IconGripVertical size={16} aria-hidden />
        <Text size="sm" component="span">
          {children}
        </Text>
      </Group>
    </Paper>
  );
}
