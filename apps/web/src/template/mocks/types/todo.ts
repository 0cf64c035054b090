/** The to-do app (own design; see README.md). */

export type TodoTag = 'team' | 'low' | 'medium' | 'high' | 'update';
export type TodoFilter = 'important' | 'completed' | 'deleted';
export type TodoSortBy = 'title-asc' | 'title-desc' | 'assignee' | 'due-date';

export interface TodoTask {
  id: number;
  title: string;
  dueDate: string;
  /** HTML. */
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TodoTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** GET /apps/todo/tasks?filter&tag&q&sortBy — without sortBy, in the saved (reorderable) order. */
export interface TasksParams {
  filter?: TodoFilter;
  tag?: TodoTag;
  q?: string;
  sortBy?: TodoSortBy;
}
export interface TasksReply {
  tasks: TodoTask[];
}

/** POST /apps/todo/add-tasks — 201; the task goes first. */
export interface AddTaskRequest {
  task: Omit<TodoTask, 'id'>;
}
/** POST /apps/todo/update-task — 200. */
export interface UpdateTaskRequest {
  task: TodoTask;
}
/** Reply of add-tasks, update-task and delete-task. */
export interface TaskReply {
  task: TodoTask;
}
/** DELETE /apps/todo/delete-task?id — marks the task deleted (restore it with update-task): 200 TaskReply, or 404. */

/** POST /apps/todo/reorder — the given ids take the places they held, in this order (400 for unknown or repeated ids). */
export interface ReorderTasksRequest {
  ids: number[];
}
export interface ReorderTasksReply {
  ids: number[];
}
