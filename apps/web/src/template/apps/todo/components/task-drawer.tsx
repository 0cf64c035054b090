import '@mantine/dates/styles.css';
import { Button, Drawer, Group, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import type { TodoTask } from '../../../mocks/types.ts';
import { pickerAriaLabels } from '../../calendar/picker-aria-labels.ts';
import { type TaskFormValues, taskFormRules, taskFormValues } from '../task-form.ts';
import { todoTags } from '../todo-location.ts';
import { tagName } from './todo-display.ts';

interface TaskDrawerProps {
  /** Open for a new task (`null`) or an existing one; closed when `undefined`. */
  task: TodoTask | null | undefined;
  assigneeNames: string[];
  isSaving: boolean;
  onClose: () => void;
  onSave: (values: TaskFormValues) => void;
  onDelete: (task: TodoTask) => void;
  onRestore: (task: TodoTask) => void;
}

/** Adds or edits a task: title, assignee, due date, tags, description and importance. */
export function TaskDrawer({ task, assigneeNames, isSaving, onClose, onSave, onDelete, onRestore }: TaskDrawerProps) {
  return (
    <Drawer
      opened={task !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={task ? 'Edit task' : 'Add task'}
      closeButtonProps={{ 'aria-label': 'Close the task drawer' }}
    >
      {task === undefined ? null : (
        <TaskForm
          key={task?.id ?? 'new'}
          task={task}
          assigneeNames={assigneeNames}
          isSaving={isSaving}
          onCancel={onClose}
          onSave={onSave}
          onDelete={onDelete}
          onRestore={onRestore}
        />
      )}
    </Drawer>
  );
}

interface TaskFormProps extends Omit<TaskDrawerProps, 'task' | 'onClose'> {
  task: TodoTask | null;
  onCancel: () => void;
}

function TaskForm({ task, assigneeNames, isSaving, onCancel, onSave, onDelete, onRestore }: TaskFormProps) {
  const form = useForm<TaskFormValues>({ initialValues: taskFormValues(task), validate: taskFormRules });
  return (
    <form noValidate onSubmit={form.onSubmit(onSave)}>
      <Stack gap="md">
        <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Assignee"
          placeholder="Nobody yet"
          data={assigneeNames}
          searchable
          clearable
          {...form.getInputProps('assignee')}
        />
        <DatePickerInput
          label="Due date"
          withAsterisk
          valueFormat="MMM D, YYYY"
          ariaLabels={pickerAriaLabels}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect
          label="Tags"
          placeholder="Choose tags"
          data={todoTags.map((tag) => ({ value: tag, label: tagName(tag) }))}
          {...form.getInputProps('tags')}
        />
        <Textarea label="Description" autosize minRows={4} maxRows={10} {...form.getInputProps('description')} />
        <Switch label="Important" {...form.getInputProps('isImportant', { type: 'checkbox' })} />
        <Group justify="space-between" mt="sm">
          {task ? (
            task.isDeleted ? (
              <Button variant="light" onClick={() => onRestore(task)}>
                Restore
              </Button>
            ) : (
              <Button variant="light" color="red" onClick={() => onDelete(task)}>
                Delete
              </Button>
            )
          ) : (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSaving}>
            {task ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
