import { IconCheck, IconListCheck, IconStar, IconTrash } from '@tabler/icons-react';
import type { TodoFilter, TodoSortBy, TodoTag } from '../../../mocks/types.ts';
import type { TodoLocation } from '../todo-location.ts';

/** Each tag's colour, the same in the sidebar, the rows and the drawer. */
export const tagColors: Record<TodoTag, string> = {
  team: 'indigo',
  low: 'green',
  medium: 'orange',
  high: 'red',
  update: 'cyan',
};

/** A tag's name as people read it. */
export function tagName(tag: TodoTag): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The sidebar's lists: all tasks, then each filter. */
export const filterDisplay: Record<TodoFilter | 'all', { label: string; icon: typeof IconCheck }> = {
  all: { label: 'My tasks', icon: IconListCheck },
  important: { label: 'Important', icon: IconStar },
  completed: { label: 'Completed', icon: IconCheck },
  deleted: { label: 'Deleted', icon: IconTrash },
};

/** The sort menu's choices. */
export const sortChoices: { value: TodoSortBy; label: string }[] = [
  { value: 'title-asc', label: 'Title, A to Z' },
  { value: 'title-desc', label: 'Title, Z to A' },
  { value: 'assignee', label: 'Assignee' },
  { value: 'due-date', label: 'Due date' },
];

/** What the list says when a filter, tag or search has nothing: "No completed tasks". */
export function emptyTodoTitle(location: TodoLocation, q: string): string {
  if (q) return `No tasks match “${q}”`;
  if (location.kind === 'tag') return `No tasks tagged ${tagName(location.tag)}`;
  if (location.kind === 'filter') return `No ${location.filter} tasks`;
  return 'No tasks yet';
}
