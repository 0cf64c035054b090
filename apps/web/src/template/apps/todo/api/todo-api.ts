import { templateApi } from '../../../api/template-api.ts';
import type {
  AddTaskRequest,
  ReorderTasksReply,
  TaskReply,
  TasksParams,
  TasksReply,
  UpdateTaskRequest,
} from '../../../mocks/types.ts';

/** The demo to-do list's calls (the mock layer's own design, see mocks/README.md). */
const todoApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<TasksReply, TasksParams>({
      query: (params) => ({ url: 'apps/todo/tasks', params }),
      providesTags: ['Todo'],
    }),
    addTask: build.mutation<TaskReply, AddTaskRequest>({
      query: (body) => ({ url: 'apps/todo/add-tasks', method: 'POST', body }),
      invalidatesTags: ['Todo'],
    }),
    /** Saves a task; with `list`, that list shows the change at once (a ticked checkbox does not wait). */
    updateTask: build.mutation<TaskReply, UpdateTaskRequest & { list?: TasksParams }>({
      query: ({ task }) => ({ url: 'apps/todo/update-task', method: 'POST', body: { task } }),
      async onQueryStarted({ task, list }, { dispatch, queryFulfilled }) {
        if (!list) return;
        const patch = dispatch(
          todoApi.util.updateQueryData('getTasks', list, (draft) => {
            const index = draft.tasks.findIndex((item) => item.id === task.id);
            if (index >= 0) draft.tasks[index] = task;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Todo'],
    }),
    /** Moves a task to "deleted" (restoring it is an update). */
    deleteTask: build.mutation<TaskReply, number>({
      query: (id) => ({ url: 'apps/todo/delete-task', method: 'DELETE', params: { id } }),
      invalidatesTags: ['Todo'],
    }),
    /**
     * Saves a new order of the listed tasks. The list takes the order at once (the cache entry
     * of `list`), so the dragged row does not jump back while the call runs.
     */
    reorderTasks: build.mutation<ReorderTasksReply, { ids: number[]; list: TasksParams }>({
      query: ({ ids }) => ({ url: 'apps/todo/reorder', method: 'POST', body: { ids } }),
      async onQueryStarted({ ids, list }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          todoApi.util.updateQueryData('getTasks', list, (draft) => {
            const byId = new Map(draft.tasks.map((task) => [task.id, task]));
            draft.tasks = ids.flatMap((id) => byId.get(id) ?? []);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Todo'],
    }),
  }),
});

export const {
  useGetTasksQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useReorderTasksMutation,
} = todoApi;
