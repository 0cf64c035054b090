import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';

// A time to live far longer than the test, so only invalidation can drop a cached look-up.
let context: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  context = await createTestContext({ config: { AUTH_CACHE_TTL_MS: '10000' } });
});
afterAll(() => context.close());

const organisationName = async (token: string) =>
  (await context.call<{ data: { name: string } }>('GET', '/api/v1/organisation', { token })).body.data.name;

describe('a people search', () => {
  it('keeps the shared session and organisation look-ups (it changes nothing), unlike a change', async () => {
    const owner = await context.signup();
    const before = await organisationName(owner.accessToken);
    // Written by another process: seen only once the cached look-up is dropped.
    await context.database.query('update organisations set name = $1 where id = $2', [
      'Changed elsewhere',
      owner.userData.organisation.id,
    ]);
    const searched = await context.call('POST', '/api/v1/people/search', {
      token: owner.accessToken,
      body: { q: 'engineer', perPage: 5, includeFacets: true },
    });
    expect(searched.status).toBe(200);
    expect(await organisationName(owner.accessToken)).toBe(before);
    // A request that may change data drops them: the next one reads the database again.
    await context.call('POST', '/api/v1/auth/logout', { token: (await context.signup()).accessToken, body: {} });
    expect(await organisationName(owner.accessToken)).toBe('Changed elsewhere');
  });
});
