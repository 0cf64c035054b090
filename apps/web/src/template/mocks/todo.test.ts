import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { ReorderTasksReply, TaskReply, TasksReply } from './types.ts';

serveMockLayer();

const ids = (reply: TasksReply) => reply.tasks.map((task) => task.id);

describe('to-do', () => {
  it('lists tasks that are not deleted, and filters important, completed and deleted', async () => {
    const all = await get<TasksReply>('/apps/todo/tasks');
    expect(all.body.tasks.length).toBeGreaterThan(8);
    expect(all.body.tasks.every((task) => !task.isDeleted)).toBe(true);
    const important = await get<TasksReply>('/apps/todo/tasks?filter=important');
    expect(important.body.tasks.length).toBeGreaterThan(0);
    expect(important.body.tasks.every((task) => task.isImportant && !task.isDeleted)).toBe(true);
    const completed = await get<TasksReply>('/apps/todo/tasks?filter=completed');
    expect(completed.body.tasks.every((task) => task.isCompleted && !task.isDeleted)).toBe(true);
    const deleted = await get<TasksReply>('/apps/todo/tasks?filter=deleted');
    expect(ids(deleted.body)).toEqual([7, 14]);
  });

  it('filters by tag and search, and sorts', async () => {
    const tagged = await get<TasksReply>('/apps/todo/tasks?tag=high');
    expect(tagged.body.tasks.every((task) => task.tags.includes('high'))).toBe(true);
    const found = await get<TasksReply>('/apps/todo/tasks?q=AUDIT');
    expect(found.body.tasks.map((task) => task.title)).toEqual(['Audit unsubscribe handling']);
    const sorted = await get<TasksReply>('/apps/todo/tasks?sortBy=title-asc');
    const titles = sorted.body.tasks.map((task) => task.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const due = await get<TasksReply>('/apps/todo/tasks?sortBy=due-date');
    const dates = due.body.tasks.map((task) => task.dueDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('adds a task first (201), updates it and deletes it into the deleted filter', async () => {
    const added = await call<TaskReply>('POST', '/apps/todo/add-tasks', {
      task: { title: 'Call Ada', tags: ['team'], isImportant: true, dueDate: '2026-12-01T00:00:00.000Z' },
    });
    expect(added.status).toBe(201);
    const id = added.body.task.id;
    expect((await get<TasksReply>('/apps/todo/tasks')).body.tasks[0]?.id).toBe(id);
    const updated = await call<TaskReply>('POST', '/apps/todo/update-task', {
      task: { ...added.body.task, isCompleted: true },
    });
    expect(updated.body.task.isCompleted).toBe(true);
    expect(ids((await get<TasksReply>('/apps/todo/tasks?filter=completed')).body)).toContain(id);
    const removed = await call<TaskReply>('DELETE', `/apps/todo/delete-task?id=${id}`);
    expect(removed.body.task.isDeleted).toBe(true);
    expect(ids((await get<TasksReply>('/apps/todo/tasks')).body)).not.toContain(id);
    expect(ids((await get<TasksReply>('/apps/todo/tasks?filter=deleted')).body)).toContain(id);
    expect((await call('POST', '/apps/todo/add-tasks', { task: { title: '' } })).status).toBe(400);
  });

  it('reorders the listed tasks and keeps the order in the next list', async () => {
    const before = ids((await get<TasksReply>('/apps/todo/tasks?filter=important')).body);
    const reversed = [...before].reverse();
    const reply = await call<ReorderTasksReply>('POST', '/apps/todo/reorder', { ids: reversed });
    expect(reply.body.ids).toEqual(reversed);
    expect(ids((await get<TasksReply>('/apps/todo/tasks?filter=important')).body)).toEqual(reversed);
    expect((await call('POST', '/apps/todo/reorder', { ids: [1, 1] })).status).toBe(400);
  });
});
