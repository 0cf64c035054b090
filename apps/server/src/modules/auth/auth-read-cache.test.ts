import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { createApiKey } from '../api-keys/api-keys-test-support.ts';

// A time to live far longer than the test: every change below must show through invalidation,
// never because the cached look-up happened to expire.
let context: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  context = await createTestContext({ config: { AUTH_CACHE_TTL_MS: '10000' } });
});
afterAll(() => context.close());

const organisationOf = (token: string) =>
  context.call<{ data: { name: string; memberCount: number } }>('GET', '/api/v1/organisation', { token });

describe('the shared look-ups of live sessions and organisations', () => {
  it('end access on the request right after sign-out', async () => {
    const owner = await context.signup();
    expect((await organisationOf(owner.accessToken)).status).toBe(200);
    await context.call('POST', '/api/v1/auth/logout', { token: owner.accessToken, body: {} });
    expect((await organisationOf(owner.accessToken)).status).toBe(401);
  });

  it('end a deactivated member’s access and apply a new role on their next request', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    const admin = await context.addMember(owner.accessToken);
    const rename = (token: string) =>
      context.call('PUT', '/api/v1/organisation', { token, body: { name: 'Renamed by a member' } });
    expect((await rename(admin.accessToken)).status).toBe(403);
    await context.call('PUT', '/api/v1/users', {
      token: owner.accessToken,
      body: { id: admin.userData.id, role: 'admin' },
    });
    expect((await rename(admin.accessToken)).status).toBe(200);

    expect((await organisationOf(member.accessToken)).status).toBe(200);
    await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: owner.accessToken,
      body: { userId: member.userData.id },
    });
    expect((await organisationOf(member.accessToken)).status).toBe(401);
  });

  it('show an organisation’s change and its new member count at once', async () => {
    const owner = await context.signup();
    expect((await organisationOf(owner.accessToken)).body.data.memberCount).toBe(1);
    const saved = await context.call<{ data: { name: string } }>('PUT', '/api/v1/organisation', {
      token: owner.accessToken,
      body: { name: 'Northwind Renamed' },
    });
    expect(saved.body.data.name).toBe('Northwind Renamed');
    expect((await organisationOf(owner.accessToken)).body.data.name).toBe('Northwind Renamed');
    await context.addMember(owner.accessToken);
    expect((await organisationOf(owner.accessToken)).body.data.memberCount).toBe(2);
  });

  it('are really shared: a change written by another process shows only after the time to live', async () => {
    const owner = await context.signup();
    expect((await organisationOf(owner.accessToken)).body.data.name).not.toBe('Changed elsewhere');
    await context.database.query('update organisations set name = $1 where id = $2', [
      'Changed elsewhere',
      owner.userData.organisation.id,
    ]);
    expect((await organisationOf(owner.accessToken)).body.data.name).not.toBe('Changed elsewhere');
  });
});

describe('the shared look-up of API keys', () => {
  const listsWith = (secret: string) =>
    context.call<{ message?: string }>('GET', '/api/v1/lists', { headers: { authorization: `Bearer ${secret}` } });

  it('serves a key from the cache, still proving its secret, and ends it on the request after it is deactivated', async () => {
    const owner = await context.signup();
    const { secret, key } = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    expect((await listsWith(secret)).status).toBe(200);
    // Changed behind the app's back: the cached row still answers, so the cache is really used…
    await context.database.query('update api_keys set scopes = $1 where id = $2', [['webhooks'], key.id]);
    expect((await listsWith(secret)).status).toBe(200);
    // …but an altered secret with the same prefix is refused from the cached row too.
    const altered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expect((await listsWith(altered)).status).toBe(401);

    const deactivated = await context.call('POST', '/api/v1/key/deactivate', {
      token: owner.accessToken,
      body: { id: key.id },
    });
    expect(deactivated.status).toBe(200);
    const refused = await listsWith(secret);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This API key was deactivated.');
  });
});
