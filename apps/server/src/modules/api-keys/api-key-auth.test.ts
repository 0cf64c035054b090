import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { apiKeyAuditRows, createApiKey } from './api-keys-test-support.ts';

/** Every request here goes through an API key (`Bearer lp_…`), not a member's access token. */
const perMinute = 10;
let context: TestContext;
let people: SeededPerson[];
let owner: LoginReply & { email: string };

beforeAll(async () => {
  context = await createTestContext({ config: { API_KEY_REQUESTS_PER_MINUTE: String(perMinute) } });
  people = await seedPeople(context, 12, 'api-keys');
  owner = await organisationWithCredits(context, 20);
});
afterAll(() => context.close());

const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

async function newList(secret: string, name = `List ${context.unique()}`) {
  const reply = await context.call<{ data: { id: string } }>('POST', '/api/v1/lists', {
    ...withKey(secret),
    body: { name },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id;
}

describe('a key acts for its organisation within its scopes', () => {
  it('calls the routes of its scopes as its member would, on the same /api/v1 paths', async () => {
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['people:search', 'lists'] });
    const search = await context.call<{ data: unknown[] }>('POST', '/api/v1/people/search', {
      ...withKey(secret),
      body: {},
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.data.length).toBeGreaterThan(0);
    const listId = await newList(secret);
    const added = await context.call('POST', `/api/v1/lists/${listId}/people`, {
      ...withKey(secret),
      body: { personIds: people.slice(0, 2).map((person) => person.id) },
    });
    expect(added.status).toBe(200);
    // The member sees what the key did.
    const lists = await context.call<{ data: { id: string }[] }>('GET', '/api/v1/lists', { token: owner.accessToken });
    expect(lists.body.data.map((list) => list.id)).toContain(listId);
    // Each write is audited under the key's name.
    const audit = await apiKeyAuditRows(context, owner.userData.organisation.id);
    expect(audit.filter((row) => row.action === 'api_key.request').map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'POST', route: '/api/v1/lists', status: 200 }),
        expect.objectContaining({ method: 'POST', route: '/api/v1/lists/:id/people', status: 200 }),
      ]),
    );
  });

  it('answers 403 with a message for a scope the key lacks and for routes no key may call', async () => {
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    const search = await context.call<{ message: string }>('POST', '/api/v1/people/search', {
      ...withKey(secret),
      body: {},
    });
    expect(search.status).toBe(403);
    expect(search.body.message).toContain('people:search');
    for (const [method, url] of [
      ['GET', '/api/v1/organisation'],
      ['GET', '/api/v1/key'],
      ['GET', '/api/v1/key/generate'],
      ['GET', '/api/v1/payment/credit'],
    ] as const) {
      const reply = await context.call<{ message: string }>(method, url, withKey(secret));
      expect(reply.status, url).toBe(403);
      expect(reply.body.message, url).toMatch(/API keys cannot call this route/);
    }
    // The same routes still serve the member who signed in.
    expect((await context.call('GET', '/api/v1/organisation', { token: owner.accessToken })).status).toBe(200);
  });

  it("spends the organisation's credits on a reveal, and audits it under the key", async () => {
    const { secret, key } = await createApiKey(context, owner.accessToken, { scopes: ['people:reveal'] });
    const before = await balanceOf(context, owner.userData.organisation.id);
    const person = people.find((candidate) => candidate.email);
    const revealed = await context.call<{ data: { email: string | null } }>(
      'GET',
      `/api/v1/callback/opencontact/${person?.id}`,
      withKey(secret),
    );
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    expect(revealed.body.data.email).toBe(person?.email);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(before - 1);
    const audit = await apiKeyAuditRows(context, owner.userData.organisation.id);
    expect(audit.filter((row) => row.target_id === key.id).map((row) => row.action)).toContain('api_key.request');
    const listed = await context.call<{ data: { id: string; lastUsedAt: string | null }[] }>('GET', '/api/v1/key', {
      token: owner.accessToken,
    });
    expect(listed.body.data.find((item) => item.id === key.id)?.lastUsedAt).toBe(context.clock.now().toISOString());
  });

  it("answers 404 for another organisation's list, as for one that exists nowhere, and leaves it alone", async () => {
    const stranger = await context.signup();
    const theirs = await createApiKey(context, stranger.accessToken, { scopes: ['lists'] });
    const theirList = await newList(theirs.secret, 'Stranger list');
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    const nowhere = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', 'people'],
      ['POST', 'delete'],
      ['GET', 'export'],
    ] as const) {
      const reply = await context.call<{ message: string }>(
        method,
        `/api/v1/lists/${theirList}/${path}`,
        withKey(secret),
      );
      const baseline = await context.call<{ message: string }>(
        method,
        `/api/v1/lists/${nowhere}/${path}`,
        withKey(secret),
      );
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual(baseline.body);
    }
    const still = await context.call<{ data: { id: string }[] }>('GET', '/api/v1/lists', withKey(theirs.secret));
    expect(still.body.data.map((list) => list.id)).toEqual([theirList]);
    const own = await newList(secret);
    expect((await context.call('GET', `/api/v1/lists/${own}/people`, withKey(secret))).status).toBe(200);
  });
});

describe('a key that no longer works', () => {
  it('answers 401 from the next request after it is deactivated', async () => {
    const { secret, key } = await createApiKey(context, owner.accessToken, { scopes: ['lists'] });
    expect((await context.call('GET', '/api/v1/lists', withKey(secret))).status).toBe(200);
    await context.call('POST', '/api/v1/key/deactivate', { token: owner.accessToken, body: { id: key.id } });
    const reply = await context.call<{ message: string; code: string }>('GET', '/api/v1/lists', withKey(secret));
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'This API key was deactivated.', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 once its expiry passes on the clock', async () => {
    const expiresAt = new Date(context.clock.now().getTime() + 86_400_000).toISOString();
    const { secret } = await createApiKey(context, owner.accessToken, { scopes: ['lists'], expiresAt });
    expect((await context.call('GET', '/api/v1/lists', withKey(secret))).status).toBe(200);
    context.clock.advance(86_400_000 + 1000);
    const reply = await context.call<{ message: string }>('GET', '/api/v1/lists', withKey(secret));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/expired/);
    const relisted = await context.call<{ data: { status: string }[] }>('GET', '/api/v1/key', {
      token: (await signIn(owner)).accessToken,
    });
    expect(relisted.body.data.some((item) => item.status === 'expired')).toBe(true);
  });

  it('answers 401 to a guessed, altered or malformed key, and when its member has left', async () => {
    const admin = await context.addMember((await signIn(owner)).accessToken, 'admin');
    const { secret } = await createApiKey(context, admin.accessToken, { scopes: ['lists'] });
    const altered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const credential of [altered, 'lp_abcdefghijkm_x', 'lp_', `${secret}x`]) {
      const reply = await context.call<{ message: string }>('GET', '/api/v1/lists', withKey(credential));
      expect(reply.status, credential).toBe(401);
      expect(reply.body.message).toBe('This API key is not valid.');
    }
    expect((await context.call('GET', '/api/v1/lists', withKey(secret))).status).toBe(200);
    const left = await context.call('POST', '/api/v1/users/teams/deactivate', {
      token: (await signIn(owner)).accessToken,
      body: { userId: admin.userData.id },
    });
    expect(left.status).toBe(200);
    const reply = await context.call<{ message: string }>('GET', '/api/v1/lists', withKey(secret));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/left the organisation/);
  });
});

describe("a key's rate limit", () => {
  it('reports RateLimit fields, answers 429 with Retry-After past the limit, and lets the key in again next window', async () => {
    const { secret } = await createApiKey(context, (await signIn(owner)).accessToken, { scopes: ['lists'] });
    const other = await createApiKey(context, (await signIn(owner)).accessToken, { scopes: ['lists'] });
    const remaining: number[] = [];
    for (let request = 0; request < perMinute; request++) {
      const reply = await context.call('GET', '/api/v1/lists', withKey(secret));
      expect(reply.status).toBe(200);
      expect(reply.headers['ratelimit-policy']).toBe(`"per-key";q=${perMinute};w=60`);
      const match = /^"per-key";r=(\d+);t=(\d+)$/.exec(String(reply.headers.ratelimit));
      expect(match, String(reply.headers.ratelimit)).not.toBeNull();
      remaining.push(Number(match?.[1]));
    }
    expect(remaining).toEqual([...Array(perMinute).keys()].map((index) => perMinute - 1 - index));
    const refused = await context.call<{ message: string; code: string }>('GET', '/api/v1/lists', withKey(secret));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.message).toContain(`try again in ${retryAfter} seconds`);
    expect(refused.headers.ratelimit).toBe(`"per-key";r=0;t=${retryAfter}`);
    // Each key has its own count; members are not limited by it.
    expect((await context.call('GET', '/api/v1/lists', withKey(other.secret))).status).toBe(200);
    expect((await context.call('GET', '/api/v1/lists', { token: (await signIn(owner)).accessToken })).status).toBe(200);
    context.clock.advance(retryAfter * 1000);
    expect((await context.call('GET', '/api/v1/lists', withKey(secret))).status).toBe(200);
  });
});

/** A fresh access token for the owner (tests move the clock past the old one's expiry). */
async function signIn(who: { email: string }) {
  const password = (who as { password?: string }).password;
  const reply = await context.call<LoginReply>('POST', '/api/v1/login', { body: { email: who.email, password } });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return reply.body;
}
