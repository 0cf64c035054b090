import type { TodoTask } from '../../../mocks/types.ts';
import { useGetTasksQuery } from '../api/todo-api.ts';

type Assignee = NonNullable<TodoTask['assignee']>;

/** The people tasks are assigned to, by name: the choices of the drawer's assignee field. */
export function useKnownAssignees(): Assignee[] {
  const { data } = useGetTasksQuery({ q: '' });
  const byName = new Map<string, Assignee>();
  for (const task of data?.tasks ?? []) if (task.assignee) byName.set(task.assignee.fullName, task.assignee);
  return [...byName.values()].sort((first, second) => first.fullName.localeCompare(second.fullName));
}
