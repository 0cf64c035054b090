import type { AdminOrganisation, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureSuperAdmin } from '../../seed.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('super-admin organisations', () => {
  it('lists every organisation with member and sandbox-message counts, owner and creation date, searchable and paginated', async () => {
    const first = await context.signup({ organisationName: 'Umbrella Search Target' });
    await context.addMember(first.accessToken);
    await context.signup({ organisationName: 'Another Org' });
    await ensureSuperAdmin(context.db, 'root@leadpilot.test', 'root passphrase here');
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: 'root@leadpilot.test', password: 'root passphrase here' },
    });
    expect(login.body.userData.isSuperAdmin).toBe(true);
    expect(login.body.userData.ability).toContainEqual({ action: 'manage', subject: 'Admin' });

    const search = await context.call<{ data: AdminOrganisation[]; total: number }>(
      'GET',
      '/api/v1/sadmin/organisations?q=umbrella',
      { token: login.body.accessToken },
    );
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(1);
    expect(search.body.data[0]).toMatchObject({
      name: 'Umbrella Search Target',
      memberCount: 2,
      sandboxMessageCount: 1,
      ownerEmail: first.email,
      createdAt: expect.any(String),
    });
    const page = await context.call<{ data: AdminOrganisation[]; total: number }>(
      'GET',
      '/api/v1/sadmin/organisations?perPage=1&page=2',
      { token: login.body.accessToken },
    );
    expect(page.body.total).toBe(3);
    expect(page.body.data).toHaveLength(1);
  });

  it('refuses the super-admin area to owners with 403', async () => {
    const owner = await context.signup();
    const response = await context.call('GET', '/api/v1/sadmin/organisations', { token: owner.accessToken });
    expect(response.status).toBe(403);
  });

  it('promotes an existing account instead of creating another', async () => {
    const owner = await context.signup();
    const result = await ensureSuperAdmin(context.db, owner.email.toUpperCase());
    expect(result).toEqual({ created: false, userId: owner.userData.id });
  });
});
