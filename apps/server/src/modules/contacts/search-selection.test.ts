import {
  type LoginReply,
  peopleSelectionLimit,
  type RevealSearchResult,
  type SavedList,
  type SearchSelection,
  type SearchSelectionBody,
} from '@leadpilot/contracts';
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
let owner: LoginReply;

beforeAll(async () => {
  context = await createTestContext();
  // More people than a selection takes, so its cap shows.
  everyone = await seedPeople(context, peopleSelectionLimit + 60, 'search-selection');
  owner = await organisationWithCredits(context, 10);
}, 120_000);
afterAll(() => context.close());

const selectionOf = (body: SearchSelectionBody, token = owner.accessToken) =>
  context.call<{ data: SearchSelection; message?: string }>('POST', '/api/v1/people/search/selection', {
    token,
    body,
  });

/** The people of a country, and what revealing the ones the organisation has not revealed costs, from SQL. */
async function expectedOf(country: string, organisationId: string) {
  const [row] = await context.database.query<{ count: number; unrevealed: number; credits: number }>(
    `select count(*)::int as count,
            count(*) filter (where r.person_id is null)::int as unrevealed,
            count(*) filter (where r.person_id is null and not (p.email_status = 'invalid' and p.phone is null))::int as credits
       from people p
       left join contact_reveals r on r.person_id = p.id and r.organisation_id = $2
      where p.country = $1`,
    [country, organisationId],
  );
  return row;
}

async function createList(token: string, name: string) {
  const reply = await context.call<{ data: SavedList }>('POST', '/api/v1/lists', { token, body: { name } });
  expect(reply.status).toBe(200);
  return reply.body.data.id;
}

describe('selecting a whole search', () => {
  it('counts the people and what revealing them costs (free and revealed people not charged)', async () => {
    const [{ country } = { country: '' }] = await context.database.query<{ country: string }>(
      'select country from people group by country order by count(*) desc limit 1',
    );
    const inCountry = await context.database.query<{ id: string }>(
      'select id from people where country = $1 order by sequence',
      [country],
    );
    // One free person (invalid email, no phone) and one revealed person.
    await context.database.query(`update people set email_status = 'invalid', phone = null where id = $1`, [
      inCountry[0]?.id,
    ]);
    const revealed = await context.call('GET', `/api/v1/callback/opencontact/${inCountry[1]?.id}`, {
      token: owner.accessToken,
    });
    expect(revealed.status).toBe(200);

    const reply = await selectionOf({ countries: [country] });
    expect(reply.status).toBe(200);
    const expected = await expectedOf(country, owner.userData.organisation.id);
    expect(expected?.count).toBeLessThan(peopleSelectionLimit);
    expect(reply.body.data).toEqual({
      count: expected?.count,
      maximum: peopleSelectionLimit,
      isCapped: false,
      unrevealedCount: expected?.unrevealed,
      revealCredits: expected?.credits,
    });
    expect(expected?.credits).toBeLessThan(expected?.unrevealed ?? 0);

    // Added to a list, the list costs what the selection said.
    const listId = await createList(owner.accessToken, 'Whole search');
    const added = await context.call<{ message: string; data: SavedList }>(
      'POST',
      `/api/v1/lists/${listId}/people/search`,
      { token: owner.accessToken, body: { search: { countries: [country] } } },
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(`Added ${expected?.count} people to “Whole search”.`);
    expect(added.body.data.peopleCount).toBe(expected?.count);
    expect(added.body.data.revealCredits).toBe(reply.body.data.revealCredits);
  });

  it('takes at most the stated maximum, in the search order, and says there are more', async () => {
    const reply = await selectionOf({ sort: 'name' });
    expect(reply.body.data.count).toBe(peopleSelectionLimit);
    expect(reply.body.data.isCapped).toBe(true);

    const listId = await createList(owner.accessToken, 'First thousand by name');
    const added = await context.call<{ data: SavedList }>('POST', `/api/v1/lists/${listId}/people/search`, {
      token: owner.accessToken,
      body: { search: { sort: 'name' } },
    });
    expect(added.body.data.peopleCount).toBe(peopleSelectionLimit);
    const [outside] = await context.database.query<{ missing: number }>(
      `select count(*)::int as missing from (select id from people order by full_name, sequence limit $1) first
        where id not in (select person_id from saved_list_people where list_id = $2)`,
      [peopleSelectionLimit, listId],
    );
    expect(outside?.missing).toBe(0);
    expect(everyone.length).toBeGreaterThan(peopleSelectionLimit);
  });

  it('refuses a search with nobody, bad filters, and another organisation’s list', async () => {
    const listId = await createList(owner.accessToken, 'Empty search');
    const nobody = await context.call<{ message: string }>('POST', `/api/v1/lists/${listId}/people/search`, {
      token: owner.accessToken,
      body: { search: { q: 'zzzqqxnobody' } },
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('Nobody matches this search: there is no one to add.');

    const bad = await selectionOf({ countries: ['USA'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Use two-letter country codes');

    const other = await organisationWithCredits(context, 0);
    const foreign = await context.call<{ message: string }>('POST', `/api/v1/lists/${listId}/people/search`, {
      token: other.accessToken,
      body: { search: {} },
    });
    expect(foreign.status).toBe(404);
    const untouched = await context.call<{ data: SavedList[] }>('GET', '/api/v1/lists', { token: owner.accessToken });
    expect(untouched.body.data.find((list) => list.id === listId)?.peopleCount).toBe(0);
  });

  it('keeps buying-intent filters for the Startup plan', async () => {
    const reply = await selectionOf({ intent: { topics: ['CRM software'], minScore: 60 } });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/Startup/);
  });
});

const revealSearch = (body: { search: SearchSelectionBody; expectedCredits: number }, token: string) =>
  context.call<{ data: RevealSearchResult; message: string }>('POST', '/api/v1/people/search/reveal', { token, body });

describe('revealing a whole search', () => {
  it('reveals the selection at the cost it showed, once: a changed cost spends nothing, a retry charges nobody again', async () => {
    const buyer = await organisationWithCredits(context, 5_000);
    const organisationId = buyer.userData.organisation.id;
    const [{ country } = { country: '' }] = await context.database.query<{ country: string }>(
      'select country from people group by country having count(*) > 5 order by count(*), country limit 1',
    );
    const search = { countries: [country] };
    // Someone of the search revealed first, one at a time: revealing the whole search does not charge them again.
    const [first] = await context.database.query<{ id: string }>(
      'select id from people where country = $1 and phone is not null order by sequence limit 1',
      [country],
    );
    expect(
      (await context.call('GET', `/api/v1/callback/opencontact/${first?.id}`, { token: buyer.accessToken })).status,
    ).toBe(200);
    const shown = (await selectionOf(search, buyer.accessToken)).body.data;
    expect(shown.unrevealedCount).toBe(shown.count - 1);
    const before = await balanceOf(context, organisationId);
    const spentBefore = (await revealSpends(context, organisationId)).credits;

    // The user confirmed another cost (the dialog was out of date): nothing is spent or revealed.
    const stale = await revealSearch({ search, expectedCredits: shown.revealCredits + 1 }, buyer.accessToken);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `Revealing these people now costs ${shown.revealCredits} ${shown.revealCredits === 1 ? 'credit' : 'credits'}; please confirm again.`,
    );
    expect(await balanceOf(context, organisationId)).toBe(before);

    const revealed = await revealSearch({ search, expectedCredits: shown.revealCredits }, buyer.accessToken);
    expect(revealed.status).toBe(200);
    expect(revealed.body.data).toEqual({ revealed: shown.unrevealedCount, credits: shown.revealCredits });
    expect(revealed.body.message).toBe(
      `Revealed ${shown.unrevealedCount} people for ${shown.revealCredits} ${shown.revealCredits === 1 ? 'credit' : 'credits'}.`,
    );
    expect(await balanceOf(context, organisationId)).toBe(before - shown.revealCredits);
    const [reveals] = await context.database.query<{ count: number }>(
      `select count(*)::int as count from contact_reveals r join people p on p.id = r.person_id
        where r.organisation_id = $1 and p.country = $2`,
      [organisationId, country],
    );
    expect(reveals?.count).toBe(shown.count);

    // The same request again (a retry, a second click): everyone is revealed, nobody is charged.
    const again = await revealSearch({ search, expectedCredits: 0 }, buyer.accessToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: 'Everyone in this selection is already revealed.',
      data: { revealed: 0, credits: 0 },
    });
    expect(await balanceOf(context, organisationId)).toBe(before - shown.revealCredits);
    expect((await revealSpends(context, organisationId)).credits).toBe(spentBefore + shown.revealCredits);
    expect((await selectionOf(search, buyer.accessToken)).body.data.unrevealedCount).toBe(0);
  });

  it('refuses a search with nobody, bad filters, and a reveal the balance cannot pay', async () => {
    const nobody = await revealSearch({ search: { q: 'zzzqqxnobody' }, expectedCredits: 0 }, owner.accessToken);
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('Nobody matches this search: there is no one to reveal.');

    const bad = await revealSearch({ search: { countries: ['USA'] }, expectedCredits: 0 }, owner.accessToken);
    expect(bad.status).toBe(400);

    const poor = await organisationWithCredits(context, 1);
    const shown = (await selectionOf({ sort: 'name' }, poor.accessToken)).body.data;
    expect(shown.revealCredits).toBeGreaterThan(1);
    const refused = await revealSearch(
      { search: { sort: 'name' }, expectedCredits: shown.revealCredits },
      poor.accessToken,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Not enough credits: need ${shown.revealCredits.toLocaleString('en-US')}, you have 1`,
    );
    expect(await balanceOf(context, poor.userData.organisation.id)).toBe(1);
    const [none] = await context.database.query<{ count: number }>(
      'select count(*)::int as count from contact_reveals where organisation_id = $1',
      [poor.userData.organisation.id],
    );
    expect(none?.count).toBe(0);
  });
});
