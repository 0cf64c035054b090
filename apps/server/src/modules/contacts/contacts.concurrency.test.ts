/**
 * Simultaneous reveals (run on PostgreSQL with TEST_DATABASE_URL, where the requests really run
 * side by side on several connections; on PGlite they interleave on one). The organisation lock
 * taken before the "revealed already?" read lets exactly one of them pay.
 */
import type { PersonDetail, RevealListResult, SavedList } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  organisationWithCredits,
  revealSpends,
  type SeededPerson,
  seedPeople,
} from './contacts-test-support.ts';

let context: TestContext;
let everyone: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  everyone = await seedPeople(context, 30, 'concurrency');
});
afterAll(() => context.close());

async function revealCount(organisationId: string) {
  const [row] = await context.database.query<{ count: number }>(
    'select count(*)::int as count from contact_reveals where organisation_id = $1',
    [organisationId],
  );
  return row?.count;
}

describe('simultaneous reveals', () => {
  it('spends exactly 1 credit when 10 opencontact calls for the same person arrive at once', async () => {
    const owner = await organisationWithCredits(context, 5);
    const member = await context.addMember(owner.accessToken, 'member');
    const person = everyone[0] as SeededPerson;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        context.call<{ data: PersonDetail }>('GET', `/api/v1/callback/opencontact/${person.id}`, {
          token: index % 2 === 0 ? owner.accessToken : member.accessToken,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((reply) => reply.body.data.revealedAt)).size).toBe(1);
    const organisationId = owner.userData.organisation.id;
    expect(await balanceOf(context, organisationId)).toBe(4);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: 1, credits: 1 });
    expect(await revealCount(organisationId)).toBe(1);
  });

  it('charges each person once when a bulk reveal races single reveals and a second bulk reveal', async () => {
    const owner = await organisationWithCredits(context, 50);
    const organisationId = owner.userData.organisation.id;
    const members = everyone.slice(1, 11);
    const created = await context.call<{ data: SavedList }>('POST', '/api/v1/lists', {
      token: owner.accessToken,
      body: { name: 'Race' },
    });
    const listId = created.body.data.id;
    await context.call('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: members.map((person) => person.id) },
    });
    const bulk = () =>
      context.call<{ data: RevealListResult }>('POST', `/api/v1/lists/${listId}/reveal`, {
        token: owner.accessToken,
        body: { expectedCredits: members.length },
      });
    const single = (person: SeededPerson) =>
      context.call('GET', `/api/v1/callback/opencontact/${person.id}`, { token: owner.accessToken });
    const replies = await Promise.all([bulk(), ...members.slice(0, 3).map(single), bulk()]);
    // Each request either did its work or (a bulk reveal that came after a single one) was told the cost changed.
    for (const reply of replies) expect([200, 409]).toContain(reply.status);

    const revealed = await revealCount(organisationId);
    expect(revealed).toBeGreaterThanOrEqual(3);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: revealed, credits: revealed });
    expect(await balanceOf(context, organisationId)).toBe(50 - (revealed ?? 0));

    // Whatever the order, confirming the current cost reveals the rest and charges only for them.
    const lists = await context.call<{ data: SavedList[] }>('GET', '/api/v1/lists', { token: owner.accessToken });
    const left = lists.body.data.find((list) => list.id === listId)?.unrevealedCount ?? -1;
    const rest = await context.call('POST', `/api/v1/lists/${listId}/reveal`, {
      token: owner.accessToken,
      body: { expectedCredits: left },
    });
    expect(rest.status).toBe(200);
    expect(await revealCount(organisationId)).toBe(members.length);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: members.length, credits: members.length });
    expect(await balanceOf(context, organisationId)).toBe(50 - members.length);
  });
});
