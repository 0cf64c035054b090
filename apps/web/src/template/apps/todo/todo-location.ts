import type { TasksParams, TodoFilter, TodoTag } from '../../mocks/types.ts';

/** The to-do filters beside "all" (the mock layer's own design). */
export const todoFilters: readonly TodoFilter[] = ['important', 'completed', 'deleted'];

/** The to-do tags, in the sidebar's order. */
export const todoTags: readonly TodoTag[] = ['team', 'low', 'medium', 'high', 'update'];

/** Which tasks the list shows: all, one filter, or one tag. */
export type TodoLocation = { kind: 'all' } | { kind: 'filter'; filter: TodoFilter } | { kind: 'tag'; tag: TodoTag };

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}

/** Reads the list from the path after `/apps/todo/`: `completed`, `tag/high`; anything else is all. */
export function parseTodoLocation(splat: string | undefined): TodoLocation {
  const [first, second] = (splat ?? '').split('/').filter(Boolean);
  if (first === 'tag' && isOneOf(todoTags, second)) return { kind: 'tag', tag: second };
  if (isOneOf(todoFilters, first)) return { kind: 'filter', filter: first };
  return { kind: 'all' };
}

/** The path of a list. */
export function todoLocationPath(location: TodoLocation): string {
  if (location.kind === 'filter') return `/apps/todo/${location.filter}`;
  if (location.kind === 'tag') return `/apps/todo/tag/${location.tag}`;
  return '/apps/todo';
}

/** The query of the task list for a list, a search and a sort (none: the saved order). */
export function tasksQuery(location: TodoLocation, q: string, sortBy: TasksParams['sortBy']): TasksParams {
  const params: TasksParams = { q };
  if (location.kind === 'filter') params.filter = location.filter;
  if (location.kind === 'tag') params.tag = location.tag;
  if (sortBy) params.sortBy = sortBy;
  return params;
}
