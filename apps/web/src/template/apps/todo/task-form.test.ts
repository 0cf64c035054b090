import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { TodoTask } from '../../mocks/types.ts';
import { textToHtml } from '../email/email-html.ts';
import { htmlToText, taskFormRules, taskFormValues, taskFromValues } from './task-form.ts';

const ann = { fullName: 'Ann Lee', avatar: '' };
const task: TodoTask = {
  id: 4,
  title: 'Plan the launch',
  dueDate: '2026-06-02T10:00:00.000Z',
  description: '<p>Book the room &amp; snacks</p><p>Invite <b>sales</b></p>',
  assignee: ann,
  tags: ['team', 'high'],
  isCompleted: true,
  isDeleted: false,
  isImportant: true,
};

describe('the task drawer', () => {
  it('starts a new task empty, due in a week', () => {
    expect(taskFormValues(null, dayjs('2026-05-10'))).toEqual({
      title: '',
      assignee: null,
      dueDate: '2026-05-17',
      tags: [],
      description: '',
      isImportant: false,
    });
  });

  it('edits an HTML description as lines of text and saves it back as paragraphs', () => {
    expect(htmlToText(task.description)).toBe('Book the room & snacks\nInvite sales');
    expect(textToHtml('Book the room & snacks\n\nInvite <sales>')).toBe(
      '<p>Book the room &amp; snacks</p><p>Invite &lt;sales&gt;</p>',
    );
  });

  it('keeps what it does not edit, and finds the assignee by name', () => {
    const values = { ...taskFormValues(task), title: '  Plan the big launch ' };
    const saved = taskFromValues(values, [ann], task);
    expect(saved).toMatchObject({
      title: 'Plan the big launch',
      assignee: ann,
      isCompleted: true,
      tags: ['team', 'high'],
    });
    expect(taskFromValues({ ...values, assignee: null }, [ann], null)).toMatchObject({
      assignee: null,
      isCompleted: false,
    });
  });

  it('asks for a title and a due date', () => {
    expect(taskFormRules.title('  ')).toBe('Give the task a title');
    expect(taskFormRules.title('Call Ann')).toBeNull();
    expect(taskFormRules.dueDate(null)).toBe('Choose a due date');
  });
});
