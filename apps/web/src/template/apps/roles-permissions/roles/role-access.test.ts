import { describe, expect, it } from 'vitest';
import { accessKey, fullAccess, permissionAreas, readAccess, selectionState } from './role-access.ts';

describe('role access', () => {
  it('lists the nine permissions of the spec', () => {
    expect(permissionAreas).toHaveLength(9);
    expect(permissionAreas).toContain("Manage Others' Tasks");
  });

  it('gives full access as every permission at read, write and create', () => {
    const access = fullAccess();
    expect(access.size).toBe(27);
    expect(access.has(accessKey('Financial Management', 'create'))).toBe(true);
    expect(selectionState(access)).toBe('all');
  });

  it('tells a partial selection from none', () => {
    expect(selectionState(readAccess(['Only View']))).toBe('some');
    expect(selectionState(new Set())).toBe('none');
  });
});
