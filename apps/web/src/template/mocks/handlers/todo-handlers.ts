import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import type { ReorderTasksReply, TaskReply, TasksReply, TodoTag, TodoTask } from '../types.ts';
import {
  badRequest,
  bodyObject,
  idOf,
  matchesText,
  nextId,
  notFound,
  queryOf,
  readBody,
  searchText,
} from './http-utils.ts';

/** Whether a task is in a filter's view: deleted tasks show only under 'deleted'. */
function isInFilter(task: TodoTask, filter: string | null): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

const sorters: Record<string, (a: TodoTask, b: TodoTask) => number> = {
  'title-asc': (a, b) => a.title.localeCompare(b.title),
  'title-desc': (a, b) => b.title.localeCompare(a.title),
  assignee: (a, b) => (a.assignee?.fullName ?? '~').localeCompare(b.assignee?.fullName ?? '~'),
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate),
};

/** The to-do app (own design; see README.md). */
export const todoHandlers = [
  http.get('/apps/todo/tasks', async ({ request }) => {
    const params = queryOf(request);
    const query = searchText(params);
    const tag = params.get('tag');
    const sorter = sorters[params.get('sortBy') ?? ''];
    const tasks = (await fixture('todo')).tasks.filter(
      (task) =>
        isInFilter(task, params.get('filter')) &&
        (!tag || task.tags.includes(tag as TodoTag)) &&
        matchesText(query, [task.title]),
    );
    return HttpResponse.json<TasksReply>({ tasks: sorter ? tasks.sort(sorter) : tasks });
  }),

  http.post('/apps/todo/add-tasks', async ({ request }) => {
    const draft = bodyObject<TodoTask>(await readBody(request), 'task');
    if (!draft?.title?.trim()) return badRequest('A task needs a title');
    const { tasks } = await fixture('todo');
    const task: TodoTask = {
      dueDate: new Date().toISOString(),
      description: '',
      assignee: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
      ...draft,
      title: draft.title.trim(),
      id: nextId(tasks),
    };
    tasks.unshift(task);
    return HttpResponse.json<TaskReply>({ task }, { status: 201 });
  }),

  http.post('/apps/todo/update-task', async ({ request }) => {
    const changes = bodyObject<TodoTask>(await readBody(request), 'task');
    const task = (await fixture('todo')).tasks.find((item) => item.id === idOf(changes?.id));
    if (!task || !changes) return notFound('Task not found');
    Object.assign(task, changes, { id: task.id });
    return HttpResponse.json<TaskReply>({ task });
  }),

  http.delete('/apps/todo/delete-task', async ({ request }) => {
    const task = (await fixture('todo')).tasks.find((item) => item.id === idOf(queryOf(request).get('id')));
    if (!task) return notFound('Task not found');
    task.isDeleted = true;
    return HttpResponse.json<TaskReply>({ task });
  }),

  http.post('/apps/todo/reorder', async ({ request }) => {
    const body = await readBody(request);
    const ids = (Array.isArray(body.ids) ? body.ids : []).map(idOf).filter((id): id is number => id !== null);
    const { tasks } = await fixture('todo');
    const moved = ids.map((id) => tasks.find((task) => task.id === id));
    if (moved.some((task) => !task) || new Set(ids).size !== ids.length) {
      return badRequest('The new order lists unknown or repeated task ids');
    }
    // The listed tasks take the slots they held, so tasks outside the current view keep their place.
    const slots = tasks.flatMap((task, index) => (ids.includes(task.id) ? [index] : []));
    slots.forEach((slot, order) => {
      tasks[slot] = moved[order] as TodoTask;
    });
    return HttpResponse.json<ReorderTasksReply>({ ids });
  }),
];
