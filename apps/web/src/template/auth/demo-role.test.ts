import { describe, expect, it } from 'vitest';
import { canDemoRole, getDemoRole, isDemoRole } from './demo-role.ts';

describe('demo roles', () => {
  it('lets the admin manage every subject', () => {
    expect(canDemoRole('admin', 'read', 'ACL')).toBe(true);
    expect(canDemoRole('admin', 'delete', 'Invoice')).toBe(true);
  });

  it('lets the client only read ACL and Auth', () => {
    expect(canDemoRole('client', 'read', 'ACL')).toBe(true);
    expect(canDemoRole('client', 'read', 'Auth')).toBe(true);
    expect(canDemoRole('client', 'manage', 'ACL')).toBe(false);
    expect(canDemoRole('client', 'read', 'Invoice')).toBe(false);
  });

  it('recognises only the two role names', () => {
    expect(['admin', 'client', 'editor', '', null].map(isDemoRole)).toEqual([true, true, false, false, false]);
  });

  it('is admin when nothing is stored', () => {
    expect(getDemoRole()).toBe('admin');
  });
});
