import dayjs from 'dayjs';
import type { TodoTag, TodoTask } from '../../mocks/types.ts';
import { textToHtml } from '../email/email-html.ts';

/** What the task drawer edits. */
export interface TaskFormValues {
  title: string;
  assignee: string | null;
  dueDate: string | null;
  tags: TodoTag[];
  description: string;
  isImportant: boolean;
}

/** An HTML description as the lines of text the drawer edits. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The drawer's values for a task, or for a new one (due in a week). */
export function taskFormValues(task: TodoTask | null, today = dayjs()): TaskFormValues {
  if (!task) {
    const dueDate = today.add(7, 'day').format('YYYY-MM-DD');
    return { title: '', assignee: null, dueDate, tags: [], description: '', isImportant: false };
  }
  return {
    title: task.title,
    assignee: task.assignee?.fullName ?? null,
    dueDate: dayjs(task.dueDate).format('YYYY-MM-DD'),
    tags: task.tags,
    description: htmlToText(task.description),
    isImportant: task.isImportant,
  };
}

/** The checks of the drawer's fields: a title and a due date. */
export const taskFormRules = {
  title: (value: string) => (value.trim() === '' ? 'Give the task a title' : null),
  dueDate: (value: string | null) => (value ? null : 'Choose a due date'),
};

/** The task the drawer's values describe, keeping what the drawer does not edit. */
export function taskFromValues(
  values: TaskFormValues,
  assignees: NonNullable<TodoTask['assignee']>[],
  previous: TodoTask | null,
): Omit<TodoTask, 'id'> {
  return {
    title: values.title.trim(),
    assignee: assignees.find((person) => person.fullName === values.assignee) ?? null,
    dueDate: dayjs(values.dueDate).toISOString(),
    tags: values.tags,
    description: textToHtml(values.description),
    isImportant: values.isImportant,
    isCompleted: previous?.isCompleted ?? false,
    isDeleted: previous?.isDeleted ?? false,
  };
}
