import type { RevealListResult, SavedList } from '@leadpilot/contracts';
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
  everyone = await seedPeople(context, 12, 'reveal-charges');
});
afterAll(() => context.close());

/** Gives people an email status and phone, so each test knows who is free to reveal. */
async function setContact(person: SeededPerson, emailStatus: string, phone: string | null) {
  await context.database.query('update people set email_status = $2, phone = $3 where id = $1', [
    person.id,
    emailStatus,
    phone,
  ]);
}

describe('revealing charges only for what can be used', () => {
  it('reveals a person with an invalid email and no phone for nothing, and charges one with an invalid email but a phone', async () => {
    const [free, withPhone] = everyone as [SeededPerson, SeededPerson];
    await setContact(free, 'invalid', null);
    await setContact(withPhone, 'invalid', '+1 415 555 0101');
    const owner = await organisationWithCredits(context, 5);
    const organisationId = owner.userData.organisation.id;

    const revealedFree = await context.call('GET', `/api/v1/callback/opencontact/${free.id}`, {
      token: owner.accessToken,
    });
    expect(revealedFree.status).toBe(200);
    expect(await balanceOf(context, organisationId)).toBe(5);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: 0, credits: 0 });

    const revealedPaid = await context.call('GET', `/api/v1/callback/opencontact/${withPhone.id}`, {
      token: owner.accessToken,
    });
    expect(revealedPaid.status).toBe(200);
    expect(await balanceOf(context, organisationId)).toBe(4);
  });

  it('reveals a free person even with no credits at all', async () => {
    const [free] = everyone as [SeededPerson];
    await setContact(free, 'invalid', null);
    const owner = await organisationWithCredits(context, 0);
    const reply = await context.call('GET', `/api/v1/callback/opencontact/${free.id}`, { token: owner.accessToken });
    expect(reply.status).toBe(200);
    const detail = await context.call('GET', `/api/v1/contacts/${free.id}`, { token: owner.accessToken });
    expect(detail.status).toBe(200);
  });

  it('counts a list’s cost without the free people and charges exactly that', async () => {
    const onList = everyone.slice(2, 8);
    await setContact(onList[0] as SeededPerson, 'invalid', null);
    await setContact(onList[1] as SeededPerson, 'invalid', null);
    for (const person of onList.slice(2)) await setContact(person, 'verified', null);
    const owner = await organisationWithCredits(context, 10);
    const organisationId = owner.userData.organisation.id;
    const created = await context.call<{ data: SavedList }>('POST', '/api/v1/lists', {
      token: owner.accessToken,
      body: { name: 'Mixed' },
    });
    const listId = created.body.data.id;
    await context.call('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: onList.map((person) => person.id) },
    });
    const lists = await context.call<{ data: SavedList[] }>('GET', '/api/v1/lists', { token: owner.accessToken });
    expect(lists.body.data[0]).toMatchObject({ peopleCount: 6, unrevealedCount: 6, revealCredits: 4 });

    const stale = await context.call('POST', `/api/v1/lists/${listId}/reveal`, {
      token: owner.accessToken,
      body: { expectedCredits: 6 },
    });
    expect(stale.status).toBe(409);
    const revealed = await context.call<{ data: RevealListResult }>('POST', `/api/v1/lists/${listId}/reveal`, {
      token: owner.accessToken,
      body: { expectedCredits: 4 },
    });
    expect(revealed.status).toBe(200);
    expect(revealed.body.data).toMatchObject({
      revealed: 6,
      credits: 4,
      list: { unrevealedCount: 0, revealCredits: 0 },
    });
    expect(await balanceOf(context, organisationId)).toBe(6);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: 4, credits: 4 });
  });
});
