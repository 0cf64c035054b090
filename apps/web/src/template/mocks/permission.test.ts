import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { PermissionReply, PermissionsReply } from './types.ts';

serveMockLayer();

describe('permissions', () => {
  it("lists the spec's nine permissions over the spec's roles, with params filled in", async () => {
    const { body } = await get<PermissionsReply>('/apps/permissions/data');
    expect(body.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' });
    expect(body.allData.map((permission) => permission.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    expect(new Set(body.allData.flatMap((permission) => permission.assignedTo))).toEqual(
      new Set(['administrator', 'manager', 'user', 'support', 'restricted-user']),
    );
    expect(body.total).toBe(9);
    expect(body.allData[0]?.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('filters by name or created date case-insensitively, and by role', async () => {
    const byName = await get<PermissionsReply>('/apps/permissions/data?q=MANAGE');
    expect(byName.body.permissions.every((permission) => /manage/i.test(permission.name))).toBe(true);
    expect(byName.body.total).toBe(5);
    const byDate = await get<PermissionsReply>('/apps/permissions/data?q=oct%202021');
    expect(byDate.body.permissions.map((permission) => permission.name)).toEqual([
      'Add & Remove Users',
      'Project Planning',
    ]);
    const byRole = await get<PermissionsReply>('/apps/permissions/data?assignedTo=support');
    expect(byRole.body.permissions.every((permission) => permission.assignedTo.includes('support'))).toBe(true);
    expect(byRole.body.total).toBe(3);
    expect(byRole.body.params.assignedTo).toBe('support');
  });

  it('pages 10 at a time', async () => {
    for (let index = 0; index < 3; index += 1) {
      await call('POST', '/apps/permissions/add-permission', { permission: { name: `Extra ${index}` } });
    }
    const page2 = await get<PermissionsReply>('/apps/permissions/data?page=2');
    expect(page2.body.total).toBe(12);
    expect(page2.body.permissions).toHaveLength(2);
  });

  it('adds a permission first with the next id, administrator only, and a created date (201)', async () => {
    const { status, body } = await call<PermissionReply>('POST', '/apps/permissions/add-permission', {
      permission: { name: 'Export Reports' },
    });
    expect(status).toBe(201);
    expect(body.permission).toMatchObject({ id: 10, name: 'Export Reports', assignedTo: ['administrator'] });
    expect(body.permission.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(body.permission.createdDate).toContain(String(new Date().getFullYear()));
    const list = await get<PermissionsReply>('/apps/permissions/data');
    expect(list.body.permissions[0]).toEqual(body.permission);
    expect((await call('POST', '/apps/permissions/add-permission', { permission: { name: ' ' } })).status).toBe(400);
  });

  it('renames a permission (201) and deletes one (200)', async () => {
    const updated = await call<PermissionReply>('POST', '/apps/permissions/update-permission', {
      id: 3,
      name: 'Invite Users',
    });
    expect(updated.status).toBe(201);
    expect(updated.body.permission).toMatchObject({ id: 3, name: 'Invite Users' });
    const removed = await call('DELETE', '/apps/permissions/delete?id=3');
    expect(removed).toEqual({ status: 200, body: { id: 3 } });
    const list = await get<PermissionsReply>('/apps/permissions/data');
    expect(list.body.allData.some((permission) => permission.id === 3)).toBe(false);
    expect((await call('POST', '/apps/permissions/update-permission', { id: 3, name: 'x' })).status).toBe(404);
  });
});
