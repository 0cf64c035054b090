import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconGripVertical, IconRestore, IconStarFilled, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { UserAvatar } from '../../../../shared/ui/user-avatar.tsx';
import type { TodoTask } from '../../../mocks/types.ts';
import { HiddenText } from '../../../shared/ui/hidden-text.tsx';
import { tagColors, tagName } from './todo-display.ts';
import classes from './todo-list.module.css';

interface TodoItemProps {
  task: TodoTask;
  isSortable: boolean;
  onToggleComplete: () => void;
  onOpen: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

/** One task: drag handle, complete, title with tags, due date, assignee, delete. */
export function TodoItem({ task, isSortable, onToggleComplete, onOpen, onDelete, onRestore }: TodoItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !isSortable,
  });
  const isOverdue = !task.isCompleted && dayjs(task.dueDate).isBefore(dayjs(), 'day');
  return (
    <Box
      component="li"
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-completed={task.isCompleted || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {isSortable ? (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={`Move “${task.title}”`}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      ) : null}
      <Checkbox
        checked={task.isCompleted}
        onChange={onToggleComplete}
        disabled={task.isDeleted}
        aria-label={`Complete “${task.title}”`}
        radius="xl"
      />
      <UnstyledButton
        className={classes.open}
        onClick={onOpen}
        aria-label={`Edit “${task.title}”${task.isImportant ? ', important' : ''}`}
      >
        <Group gap={6} wrap="nowrap" miw={0}>
          {task.isImportant ? <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden /> : null}
          <Text size="sm" fw={500} truncate className={classes.title}>
            {task.title}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.meta}>
          <Group gap={4} wrap="nowrap" visibleFrom="sm">
            {task.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color={tagColors[tag]}>
                {tagName(tag)}
              </Badge>
            ))}
          </Group>
          <Text
            size="xs"
            c={isOverdue ? 'var(--mantine-color-red-light-color)' : 'dimmed'}
            fw={isOverdue ? 600 : undefined}
            className={classes.date}
          >
            {dayjs(task.dueDate).format('MMM D')}
            {isOverdue ? <HiddenText>, overdue</HiddenText> : null}
          </Text>
          {task.assignee ? (
            <UserAvatar
              name={task.assignee.fullName}
              src={task.assignee.avatar || null}
              size={28}
              alt={task.assignee.fullName}
            />
          ) : null}
        </Group>
      </UnstyledButton>
      {task.isDeleted ? (
        <Tooltip label="Restore">
          <ActionIcon variant="subtle" color="gray" aria-label={`Restore “${task.title}”`} onClick={onRestore}>
            <IconRestore size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="gray" aria-label={`Delete “${task.title}”`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  );
}
