import { closestCorners, DndContext, type DragEndEvent, type DragOverEvent, useDroppable } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { announcementsFor, screenReaderInstructions, useDragSensors } from './drag-sensors.ts';
import { SortableItem } from './sortable-item.tsx';

type Column = 'To do' | 'Done';
type Board = Record<Column, string[]>;

const initialBoard: Board = {
  'To do': ['Call Ana Costa', 'Send the proposal to Lyon', 'Book a demo with Nordwind'],
  Done: ['Clean the bounced emails', 'Update the pricing page'],
};

function columnOf(board: Board, id: string): Column | undefined {
  if (id in board) return id as Column;
  return (Object.keys(board) as Column[]).find((column) => board[column].includes(id));
}

/** Moves a card to the place of another card in the same list. */
export function reorderCard(board: Board, activeId: string, overId: string): Board {
  const column = columnOf(board, activeId);
  if (!column || columnOf(board, overId) !== column) return board;
  const cards = board[column];
  return { ...board, [column]: arrayMove(cards, cards.indexOf(activeId), cards.indexOf(overId)) };
}

/** Moves a card into the list (or next to the card) it is dragged over. */
export function moveCard(board: Board, activeId: string, overId: string): Board {
  const from = columnOf(board, activeId);
  const to = columnOf(board, overId);
  if (!from || !to || from === to) return board;
  const target = board[to];
  const overIndex = target.indexOf(overId);
  const index = overIndex === -1 ? target.length : overIndex;
  return {
    ...board,
    [from]: board[from].filter((card) => card !== activeId),
    [to]: [...target.slice(0, index), activeId, ...target.slice(index)],
  };
}

function CardColumn({ column, cards }: { column: Column; cards: string[] }) {
  const { setNodeRef } = useDroppable({ id: column });
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" mb="sm">
        <Text fw={600} component="h3" m={0} size="sm">
          {column}
        </Text>
        <Badge variant="light">{cards.length}</Badge>
      </Group>
      <SortableContext id={column} items={cards} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" ref={setNodeRef} mih={120} data-testid={`column-${column}`}>
          {cards.map((card) => (
            <SortableItem key={card} id={card}>
              {card}
            </SortableItem>
          ))}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

/** Two lists; a card dragged from one to the other moves there. */
export function BoardLists() {
  const [board, setBoard] = useState(initialBoard);
  const sensors = useDragSensors();

  function handleDragOver({ active, over }: DragOverEvent) {
    if (over) setBoard((current) => moveCard(current, String(active.id), String(over.id)));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) setBoard((current) => reorderCard(current, String(active.id), String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements: announcementsFor((id) => id), screenReaderInstructions }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(board) as Column[]).map((column) => (
          <CardColumn key={column} column={column} cards={board[column]} />
        ))}
      </SimpleGrid>
    </DndContext>
  );
}
