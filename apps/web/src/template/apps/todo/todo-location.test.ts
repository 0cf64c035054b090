import { describe, expect, it } from 'vitest';
import { parseTodoLocation, tasksQuery, todoLocationPath } from './todo-location.ts';

describe('the to-do list in the address', () => {
  it('is all tasks when the path is empty or unknown', () => {
    expect(parseTodoLocation(undefined)).toEqual({ kind: 'all' });
    expect(parseTodoLocation('archived')).toEqual({ kind: 'all' });
    expect(parseTodoLocation('tag/urgent')).toEqual({ kind: 'all' });
  });

  it('reads a filter and a tag and writes them back to the same path', () => {
    expect(todoLocationPath(parseTodoLocation(''))).toBe('/apps/todo');
    for (const path of ['important', 'completed', 'deleted', 'tag/team', 'tag/high']) {
      expect(todoLocationPath(parseTodoLocation(path))).toBe(`/apps/todo/${path}`);
    }
  });

  it('asks for the saved order unless a sort is chosen', () => {
    expect(tasksQuery(parseTodoLocation('completed'), 'plan', undefined)).toEqual({ q: 'plan', filter: 'completed' });
    expect(tasksQuery(parseTodoLocation('tag/low'), '', 'due-date')).toEqual({ q: '', tag: 'low', sortBy: 'due-date' });
  });
});
