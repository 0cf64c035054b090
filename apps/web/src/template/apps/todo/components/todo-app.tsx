import { Box, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { TodoSortBy, TodoTask } from '../../../mocks/types.ts';
import { AppFrame, AppSearchBar } from '../../../shared/ui/app-frame.tsx';
import { EmptyState, ListSkeleton } from '../../../shared/ui/list-states.tsx';
import {
  useAddTaskMutation,
  useDeleteTaskMutation,
  useGetTasksQuery,
  useReorderTasksMutation,
  useUpdateTaskMutation,
} from '../api/todo-api.ts';
import { type TaskFormValues, taskFromValues } from '../task-form.ts';
import { parseTodoLocation, tasksQuery } from '../todo-location.ts';
import { TaskDrawer } from './task-drawer.tsx';
import { emptyTodoTitle, sortChoices } from './todo-display.ts';
import { TodoList } from './todo-list.tsx';
import { TodoSidebar } from './todo-sidebar.tsx';
import { useKnownAssignees } from './use-known-assignees.ts';

const savedOrder = 'saved';

/** The demo to-do list: lists and tags in the address, search, sort, drag to reorder, add and edit in a drawer. */
export function TodoApp() {
  const location = parseTodoLocation(useParams()['*']);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [sortBy, setSortBy] = useState<TodoSortBy | undefined>(undefined);
  const [isSidebarOpened, setIsSidebarOpened] = useState(false);
  const [drawerTask, setDrawerTask] = useState<TodoTask | null | undefined>(undefined);
  const listQuery = tasksQuery(location, q, sortBy);
  const list = useGetTasksQuery(listQuery);
  const assignees = useKnownAssignees();
  const [addTask, adding] = useAddTaskMutation();
  const [updateTask, updating] = useUpdateTaskMutation();
  const [deleteTask] = useDeleteTaskMutation();
  const [reorderTasks] = useReorderTasksMutation();

  function showFailure(message: string) {
    notifications.show({ color: 'red', message });
  }

  function handleToggleComplete(task: TodoTask) {
    void updateTask({ task: { ...task, isCompleted: !task.isCompleted }, list: listQuery })
      .unwrap()
      .catch(() => showFailure('The task could not be updated.'));
  }

  function handleDelete(task: TodoTask) {
    void deleteTask(task.id)
      .unwrap()
      .then(() => {
        setDrawerTask(undefined);
        notifications.show({ color: 'green', message: `“${task.title}” moved to Deleted`, autoClose: 2000 });
      })
      .catch(() => showFailure('The task could not be deleted.'));
  }

  function handleRestore(task: TodoTask) {
    void updateTask({ task: { ...task, isDeleted: false } })
      .unwrap()
      .then(() => {
        setDrawerTask(undefined);
        notifications.show({ color: 'green', message: `“${task.title}” restored`, autoClose: 2000 });
      })
      .catch(() => showFailure('The task could not be restored.'));
  }

  function handleSave(values: TaskFormValues) {
    const previous = drawerTask ?? null;
    const task = taskFromValues(values, assignees, previous);
    const saving = previous ? updateTask({ task: { ...task, id: previous.id } }) : addTask({ task });
    void saving
      .unwrap()
      .then(() => {
        setDrawerTask(undefined);
        notifications.show({ color: 'green', message: previous ? 'Task saved' : 'Task added', autoClose: 2000 });
      })
      .catch(() => showFailure('The task could not be saved.'));
  }

  function handleReorder(ids: number[]) {
    void reorderTasks({ ids, list: listQuery })
      .unwrap()
      .catch(() => showFailure('The new order could not be saved.'));
  }

  const tasks = list.data?.tasks;
  return (
    <AppFrame
      title="To-do"
      isSidebarOpened={isSidebarOpened}
      onSidebarClose={() => setIsSidebarOpened(false)}
      sidebar={
        <TodoSidebar
          location={location}
          onAdd={() => {
            setIsSidebarOpened(false);
            setDrawerTask(null);
          }}
          onNavigate={() => setIsSidebarOpened(false)}
        />
      }
    >
      <AppSearchBar
        menuLabel="Open the task lists"
        onOpenSidebar={() => setIsSidebarOpened(true)}
        searchLabel="Search tasks"
        placeholder="Search tasks"
        search={search}
        onSearchChange={setSearch}
      >
        <Select
          aria-label="Sort tasks"
          w={{ base: 124, sm: 150 }}
          size="sm"
          allowDeselect={false}
          data={[{ value: savedOrder, label: 'My order' }, ...sortChoices]}
          value={sortBy ?? savedOrder}
          onChange={(value) => setSortBy(value === savedOrder || value === null ? undefined : (value as TodoSortBy))}
        />
      </AppSearchBar>
      {list.isLoading ? <ListSkeleton label="Loading tasks" /> : null}
      {list.isError ? (
        <Box p="md">
          <QueryErrorState message="The tasks could not be loaded." onRetry={() => void list.refetch()} />
        </Box>
      ) : null}
      {tasks && tasks.length === 0 ? (
        <EmptyState icon={<IconListCheck size={28} />} title={emptyTodoTitle(location, q)} />
      ) : null}
      {tasks && tasks.length > 0 ? (
        <TodoList
          tasks={tasks}
          isSortable={sortBy === undefined}
          onReorder={handleReorder}
          onToggleComplete={handleToggleComplete}
          onOpen={setDrawerTask}
          onDelete={handleDelete}
          onRestore={handleRestore}
        />
      ) : null}
      <TaskDrawer
        task={drawerTask}
        assigneeNames={assignees.map((person) => person.fullName)}
        isSaving={adding.isLoading || updating.isLoading}
        onClose={() => setDrawerTask(undefined)}
        onSave={handleSave}
        onDelete={handleDelete}
        onRestore={handleRestore}
      />
    </AppFrame>
  );
}
