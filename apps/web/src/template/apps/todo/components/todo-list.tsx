import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ScrollArea } from '@mantine/core';
import type { TodoTask } from '../../../mocks/types.ts';
import { TodoItem } from './todo-item.tsx';
import classes from './todo-list.module.css';

interface TodoListProps {
  tasks: TodoTask[];
  /** Dragging needs the saved order: a sorted list cannot be reordered by hand. */
  isSortable: boolean;
  onReorder: (ids: number[]) => void;
  onToggleComplete: (task: TodoTask) => void;
  onOpen: (task: TodoTask) => void;
  onDelete: (task: TodoTask) => void;
  onRestore: (task: TodoTask) => void;
}

/** The tasks, reordered by dragging the handle with a pointer or with Space and the arrow keys. */
export function TodoList({
  tasks,
  isSortable,
  onReorder,
  onToggleComplete,
  onOpen,
  onDelete,
  onRestore,
}: TodoListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = tasks.map((task) => task.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <ScrollArea style={{ flex: 1 }} type="auto" scrollbars="y">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: dragInstructions } }}
      >
        <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          <ul className={classes.list} aria-label="Tasks">
            {tasks.map((task) => (
              <TodoItem
                key={task.id}
                task={task}
                isSortable={isSortable}
                onToggleComplete={() => onToggleComplete(task)}
                onOpen={() => onOpen(task)}
                onDelete={() => onDelete(task)}
                onRestore={() => onRestore(task)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </ScrollArea>
  );
}

const dragInstructions =
  'To move a task, press Space or Enter on its handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel.';
