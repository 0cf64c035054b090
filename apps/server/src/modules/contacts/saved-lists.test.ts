import { randomUUID } from 'node:crypto';
import type { LoginReply, PersonSummary, RevealListResult, SavedList } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  contactSecretsOf,
  organisationWithCredits,
  revealSpends,
  type SeededPerson,
  seedPeople,
} from './contacts-test-support.ts';
import { e164Phone, phoneCsvField } from './list-csv.ts';

let context: TestContext;
let everyone: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  everyone = await seedPeople(context, 40, 'lists');
});
afterAll(() => context.close());

interface Page {
  data: PersonSummary[];
  total: number;
  page: number;
  perPage: number;
}

const idsOf = (people: SeededPerson[]) => people.map((person) => person.id);

async function createList(owner: LoginReply, name: string, people: SeededPerson[] = []) {
  const created = await context.call<{ message: string; data: SavedList }>('POST', '/api/v1/lists', {
    token: owner.accessToken,
    body: { name },
  });
  expect(created.status).toBe(200);
  if (people.length > 0) {
    const added = await context.call('POST', `/api/v1/lists/${created.body.data.id}/people`, {
      token: owner.accessToken,
      body: { personIds: idsOf(people) },
    });
    expect(added.status).toBe(200);
  }
  return created.body.data.id;
}

async function listsOf(owner: LoginReply) {
  const reply = await context.call<{ data: SavedList[] }>('GET', '/api/v1/lists', { token: owner.accessToken });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

const reveal = (owner: LoginReply, listId: string, expectedCredits: number) =>
  context.call<{ message: string; data: RevealListResult }>('POST', `/api/v1/lists/${listId}/reveal`, {
    token: owner.accessToken,
    body: { expectedCredits },
  });

const exportOf = (owner: LoginReply, listId: string) =>
  context.call<string>('GET', `/api/v1/lists/${listId}/export`, { token: owner.accessToken });

describe('saved lists', () => {
  it('creates, fills, counts, empties and deletes a list, with a message for each write', async () => {
    const owner = await context.signup();
    const created = await context.call<{ message: string; data: SavedList }>('POST', '/api/v1/lists', {
      token: owner.accessToken,
      body: { name: '  Fintech leaders  ' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: 'Created the list “Fintech leaders”.',
      data: { name: 'Fintech leaders', peopleCount: 0, unrevealedCount: 0 },
    });
    const listId = created.body.data.id;

    const duplicate = await context.call('POST', '/api/v1/lists', {
      token: owner.accessToken,
      body: { name: 'FINTECH LEADERS' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: 'A list with this name already exists.', code: 'CONFLICT' });

    const added = await context.call<{ message: string; data: SavedList }>('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: idsOf(everyone.slice(0, 3)) },
    });
    expect(added.body).toMatchObject({
      message: 'Added 3 people to “Fintech leaders”.',
      data: { peopleCount: 3, unrevealedCount: 3 },
    });
    const again = await context.call<{ message: string; data: SavedList }>('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: idsOf(everyone.slice(2, 4)) },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Added 1 person to “Fintech leaders”.', data: { peopleCount: 4 } });

    const unknown = await context.call('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: [randomUUID(), (everyone[5] as SeededPerson).id, randomUUID()] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: '2 of these people were not found.' });

    const removed = await context.call<{ message: string; data: SavedList }>('POST', `/api/v1/lists/${listId}/remove`, {
      token: owner.accessToken,
      body: { personIds: [(everyone[0] as SeededPerson).id, randomUUID()] },
    });
    expect(removed.body).toMatchObject({
      message: 'Removed 1 person from “Fintech leaders”.',
      data: { peopleCount: 3 },
    });

    await createList(owner, 'Another list');
    expect((await listsOf(owner)).map((list) => [list.name, list.peopleCount])).toEqual([
      ['Another list', 0],
      ['Fintech leaders', 3],
    ]);

    const deleted = await context.call('POST', `/api/v1/lists/${listId}/delete`, { token: owner.accessToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Deleted the list “Fintech leaders”.', data: { id: listId } });
    expect((await listsOf(owner)).map((list) => list.name)).toEqual(['Another list']);
    const gone = await context.call('GET', `/api/v1/lists/${listId}/people`, { token: owner.accessToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: 'This list was not found.' });
  });

  it("answers 404 to every list route for another organisation's list, and changes nothing", async () => {
    const owner = await organisationWithCredits(context, 10);
    const stranger = await organisationWithCredits(context, 10);
    const listId = await createList(owner, 'Private', everyone.slice(0, 2));
    const personIds = [(everyone[3] as SeededPerson).id];
    const requests: [string, string, unknown][] = [
      ['GET', `/api/v1/lists/${listId}/people`, undefined],
      ['POST', `/api/v1/lists/${listId}/people`, { personIds }],
      ['POST', `/api/v1/lists/${listId}/remove`, { personIds: idsOf(everyone.slice(0, 2)) }],
      ['POST', `/api/v1/lists/${listId}/reveal`, { expectedCredits: 2 }],
      ['GET', `/api/v1/lists/${listId}/export`, undefined],
      ['POST', `/api/v1/lists/${listId}/delete`, undefined],
    ];
    for (const [method, url, body] of requests) {
      const reply = await context.call(method as 'GET', url, { token: stranger.accessToken, body });
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.body, `${method} ${url}`).toMatchObject({ message: 'This list was not found.' });
    }
    expect(await listsOf(stranger)).toEqual([]);
    expect((await listsOf(owner))[0]).toMatchObject({ id: listId, peopleCount: 2, unrevealedCount: 2 });
    expect(await balanceOf(context, stranger.userData.organisation.id)).toBe(10);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(10);
  });

  it('pages through a list, newest additions first, masked for an organisation that revealed nobody', async () => {
    const owner = await context.signup();
    const listId = await createList(owner, 'Everyone');
    for (const person of everyone) {
      context.clock.advance(1000);
      await context.call('POST', `/api/v1/lists/${listId}/people`, {
        token: owner.accessToken,
        body: { personIds: [person.id] },
      });
    }
    const secrets = contactSecretsOf(everyone);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const reply = await context.call<Page>('GET', `/api/v1/lists/${listId}/people?page=${page}&perPage=10`, {
        token: owner.accessToken,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ total: everyone.length, page, perPage: 10 });
      const text = JSON.stringify(reply.body).toLowerCase();
      expect(secrets.filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
      expect(reply.body.data.every((person) => !person.isRevealed)).toBe(true);
      seen.push(...reply.body.data.map((person) => person.id));
    }
    expect(seen).toEqual(idsOf(everyone).reverse());

    const target = everyone[7] as SeededPerson;
    const searched = await context.call<Page>(
      'GET',
      `/api/v1/lists/${listId}/people?q=${encodeURIComponent(target.fullName)}`,
      { token: owner.accessToken },
    );
    expect(searched.body.data.map((person) => person.id)).toContain(target.id);
    expect(searched.body.total).toBeLessThan(everyone.length);
    const wildcard = await context.call<Page>('GET', `/api/v1/lists/${listId}/people?q=%25`, {
      token: owner.accessToken,
    });
    expect(wildcard.body.total).toBe(0);

    const csv = await exportOf(owner, listId);
    expect(csv.status).toBe(200);
    expect(secrets.filter((secret) => csv.body.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
  });
});

describe('revealing a whole list', () => {
  it('asks to confirm a changed cost, then reveals everyone and charges each person once', async () => {
    const owner = await organisationWithCredits(context, 20);
    const organisationId = owner.userData.organisation.id;
    const people = everyone.slice(10, 16);
    // Each of them costs a credit (an invalid email without a phone would be free).
    await context.database.query(`update people set email_status = 'verified' where id = any($1::uuid[])`, [
      idsOf(people),
    ]);
    const listId = await createList(owner, 'To reveal', people);
    // One of them is revealed elsewhere first: the list then costs one credit less.
    const single = await context.call('GET', `/api/v1/callback/opencontact/${(people[0] as SeededPerson).id}`, {
      token: owner.accessToken,
    });
    expect(single.status).toBe(200);
    expect((await listsOf(owner))[0]).toMatchObject({ peopleCount: 6, unrevealedCount: 5 });

    const stale = await reveal(owner, listId, 6);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: 'Revealing this list now costs 5 credits; please confirm again.',
      code: 'CONFLICT',
    });
    expect(await balanceOf(context, organisationId)).toBe(19);

    const confirmed = await reveal(owner, listId, 5);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Revealed 5 people on “To reveal” for 5 credits.');
    expect(confirmed.body.data).toMatchObject({
      revealed: 5,
      credits: 5,
      list: { peopleCount: 6, unrevealedCount: 0 },
    });
    expect(await balanceOf(context, organisationId)).toBe(14);

    const repeated = await reveal(owner, listId, 5);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toMatchObject({
      message: 'Everyone on “To reveal” is already revealed.',
      data: { revealed: 0, credits: 0 },
    });
    expect(await balanceOf(context, organisationId)).toBe(14);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: 6, credits: 6 });

    const page = await context.call<Page>('GET', `/api/v1/lists/${listId}/people`, { token: owner.accessToken });
    for (const person of page.body.data) {
      const seeded = people.find((candidate) => candidate.id === person.id);
      expect(person).toMatchObject({ isRevealed: true, email: seeded?.email, phone: seeded?.phone });
    }
  });

  it('reveals nobody when the member cannot pay for everyone', async () => {
    const owner = await organisationWithCredits(context, 3);
    const listId = await createList(owner, 'Too many', everyone.slice(20, 25));
    const refused = await reveal(owner, listId, 5);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Not enough credits: need 5, you have 3' });
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(3);
    expect((await listsOf(owner))[0]).toMatchObject({ unrevealedCount: 5 });
  });
});

describe('exported phone numbers', () => {
  it('are E.164 when they are numbers, and still defused when they are not', () => {
    expect(phoneCsvField('+1 592 714 1657')).toBe('+15927141657');
    expect(phoneCsvField('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(phoneCsvField('+1.201.555.0199')).toBe('+12015550199');
    expect(phoneCsvField('020 7946 0958')).toBe('020 7946 0958');
    expect(phoneCsvField('+1+1')).toBe("'+1+1");
    expect(phoneCsvField('+1 592 714 1657 ext. 2')).toBe("'+1 592 714 1657 ext. 2");
    expect(phoneCsvField('=1+2')).toBe("'=1+2");
    expect(phoneCsvField('-1 592 714 1657')).toBe("'-1 592 714 1657");
    expect(phoneCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(phoneCsvField('•••• 1657')).toBe('•••• 1657');
    expect(e164Phone('+0 592 714 1657')).toBeNull();
  });
});

describe('exporting a list', () => {
  it('writes full details for revealed people, masked ones for the others, and defuses formulas', async () => {
    const owner = await organisationWithCredits(context, 5);
    const [revealed, hidden] = everyone.filter((person) => person.email && person.phone) as [
      SeededPerson,
      SeededPerson,
    ];
    const [formula] = await context.database.query<{ id: string }>(
      `insert into people (first_name, last_name, full_name, title, seniority, department, country, email, phone)
       values ('=HYPERLINK("http://evil")', 'Doe', '=HYPERLINK("http://evil") Doe', '+Head of Sales', 'manager',
               'sales', 'US', $1, '+1 201 555 0199') returning id`,
      [`formula-${randomUUID()}@example.test`],
    );
    const listId = await createList(owner, 'Export: Q3, "best"', [revealed, hidden]);
    await context.call('POST', `/api/v1/lists/${listId}/people`, {
      token: owner.accessToken,
      body: { personIds: [formula?.id] },
    });
    await context.call('GET', `/api/v1/callback/opencontact/${revealed.id}`, { token: owner.accessToken });

    const csv = await exportOf(owner, listId);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leadpilot-export-q3-best.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Title,Seniority,Department,Company,Company domain,Industry,Email,Email status,Phone,Phone status,LinkedIn,Twitter,City,Region,Country,Time zone,Revealed',
    );
    expect(lines).toHaveLength(4);
    const rowOf = (name: string) => lines.find((line) => line.startsWith(name) || line.startsWith(`"${name}`));
    const revealedRow = rowOf(revealed.fullName);
    expect(revealedRow).toContain(`,${revealed.email},`);
    // A phone number is written in E.164 (+15927141657), without the formula guard's apostrophe.
    expect(revealed.phone).toMatch(/^\+\d[\d ]+$/);
    expect(revealedRow).toContain(`,+${revealed.phone?.replace(/\D/g, '')},`);
    expect(revealedRow).not.toContain("'+");
    expect(revealedRow?.endsWith(',yes')).toBe(true);
    const hiddenRow = rowOf(hidden.fullName);
    expect(hiddenRow).not.toContain(hidden.email);
    expect(hiddenRow).not.toContain(hidden.phone);
    expect(hiddenRow).toContain(`•••• ${hidden.phone?.replace(/\D/g, '').slice(-4)}`);
    expect(hiddenRow?.endsWith(',no')).toBe(true);
    const formulaRow = lines.find((line) => line.includes('HYPERLINK'));
    expect(formulaRow?.startsWith(`"'=HYPERLINK(""http://evil"") Doe",'+Head of Sales,`)).toBe(true);
    expect(formulaRow).not.toContain('+1 201 555 0199');
  });
});
