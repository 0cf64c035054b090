import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { AddUserReply, RemovedReply, User, UsersListReply } from './types.ts';

serveMockLayer();

describe('demo users', () => {
  it('lists all 50+ users with every role, status and plan', async () => {
    const { body } = await get<User[]>('/api/users/list/all-data');
    expect(body.length).toBeGreaterThanOrEqual(50);
    expect(new Set(body.map((user) => user.role))).toEqual(
      new Set(['admin', 'editor', 'author', 'maintainer', 'subscriber']),
    );
    expect(new Set(body.map((user) => user.status))).toEqual(new Set(['active', 'inactive', 'pending']));
    expect(new Set(body.map((user) => user.currentPlan))).toEqual(new Set(['basic', 'company', 'enterprise', 'team']));
  });

  it('pages 10 users sorted by full name by default, with the total', async () => {
    const all = await get<User[]>('/api/users/list/all-data');
    const { body } = await get<UsersListReply>('/api/users/list/data');
    expect(body.total).toBe(all.body.length);
    expect(body.users).toHaveLength(10);
    const names = body.users.map((user) => user.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const desc = await get<UsersListReply>('/api/users/list/data?sort=desc&sortColumn=email&page=2');
    const emails = desc.body.users.map((user) => user.email);
    expect(emails).toEqual(
      [...emails].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })),
    );
  });

  it('searches email, full name and billing, and filters by role, status and plan', async () => {
    const all = (await get<User[]>('/api/users/list/all-data')).body;
    const sample = all[4] as User;
    for (const probe of [sample.email.toUpperCase(), sample.fullName.toLowerCase()]) {
      const { body } = await get<UsersListReply>(`/api/users/list/data?perPage=100&q=${encodeURIComponent(probe)}`);
      expect(body.users.map((user) => user.id)).toContain(sample.id);
    }
    const byBilling = await get<UsersListReply>('/api/users/list/data?perPage=100&q=auto%20debit');
    expect(byBilling.body.total).toBe(all.filter((user) => user.billing === 'Auto Debit').length);
    const filtered = await get<UsersListReply>(
      '/api/users/list/data?perPage=100&role=editor&status=active&currentPlan=team',
    );
    const expected = all.filter(
      (user) => user.role === 'editor' && user.status === 'active' && user.currentPlan === 'team',
    );
    expect(filtered.body.users.map((user) => user.id).sort()).toEqual(expected.map((user) => user.id).sort());
  });

  it('gets a user by id, or 404', async () => {
    const { body } = await get<User>('/api/users/user?id=3');
    expect(body.id).toBe(3);
    expect((await get('/api/users/user?id=9999')).status).toBe(404);
  });

  it('adds a user (201, new id, first) and deletes one', async () => {
    const fields = {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      username: 'ada',
      company: 'Analytical Engines',
      country: 'United Kingdom',
      contact: '(555) 010-2000',
      role: 'author',
      currentPlan: 'team',
      status: 'pending',
      billing: 'Auto Debit',
    };
    const added = await call<AddUserReply>('POST', '/apps/users/add-user', fields);
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ ...fields, id: 61 });
    const list = await get<User[]>('/api/users/list/all-data');
    expect(list.body[0]?.id).toBe(61);
    expect((await call('POST', '/apps/users/add-user', { username: 'no-name' })).status).toBe(400);

    const removed = await call<RemovedReply>('DELETE', '/apps/users/delete?id=61');
    expect(removed).toEqual({ status: 200, body: { id: 61 } });
    expect((await get('/api/users/user?id=61')).status).toBe(404);
  });
});
