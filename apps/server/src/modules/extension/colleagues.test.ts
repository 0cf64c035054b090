import { randomUUID } from 'node:crypto';
import { type LoginReply, seniorities } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  contactSecretsOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { expectError, extensionCalls, insertCompany, insertPerson } from './extension-test-support.ts';

let context: TestContext;
let calls: ReturnType<typeof extensionCalls>;
let owner: LoginReply;
let everyone: SeededPerson[];
let company: { id: string; domain: string };
/** The hand-made company's people: the subject, then everyone else in the order the API must give. */
let subject: SeededPerson;
let colleagues: (SeededPerson & { seniority: string })[];

const handMade: { fullName: string; seniority: string; department: string }[] = [
  { fullName: 'Aaron Entry', seniority: 'entry', department: 'sales' },
  { fullName: 'Dana Director', seniority: 'director', department: 'marketing' },
  { fullName: 'Zed Chief', seniority: 'c_suite', department: 'executive' },
  { fullName: 'Mia Manager', seniority: 'manager', department: 'engineering' },
  { fullName: 'Abe Director', seniority: 'director', department: 'finance' },
  { fullName: 'Victor Vice', seniority: 'vp', department: 'sales' },
  { fullName: 'Sam Senior', seniority: 'senior', department: 'product' },
  { fullName: 'Olive Owner', seniority: 'owner', department: 'executive' },
];
const expectedOrder = [
  'Olive Owner',
  'Zed Chief',
  'Victor Vice',
  'Abe Director',
  'Dana Director',
  'Mia Manager',
  'Sam Senior',
  'Aaron Entry',
];

beforeAll(async () => {
  context = await createTestContext();
  calls = extensionCalls(context);
  everyone = await seedPeople(context, 120, 'extension-colleagues');
  owner = await organisationWithCredits(context, 5);
  company = await insertCompany(context, 'Colleague Co');
  const withContacts = async (fullName: string, seniority: string, department: string, index: number) => {
    const email = `${fullName.toLowerCase().replace(' ', '.')}@colleague.example`;
    const phone = `+44 20 7946 ${String(1000 + index)}`;
    const id = await insertPerson(context, { fullName, seniority, department, companyId: company.id, email, phone });
    return { id, fullName, email, phone, companyId: company.id, companyName: 'Colleague Co', seniority };
  };
  subject = await withContacts('Sue Subject', 'manager', 'sales', 0);
  colleagues = [];
  for (const [index, person] of handMade.entries()) {
    colleagues.push(await withContacts(person.fullName, person.seniority, person.department, index + 1));
  }
});
afterAll(() => context.close());

const byName = (name: string) => colleagues.find((person) => person.fullName === name);

describe('colleagues', () => {
  it('lists the other people at the company, most senior first, then by name, with the total', async () => {
    const reply = await calls.colleagues(owner.accessToken, subject.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data.company).toEqual({ id: company.id, name: 'Colleague Co', domain: company.domain });
    expect(reply.body.data.total).toBe(8);
    expect(reply.body.data.items.map((person) => person.fullName)).toEqual(expectedOrder);
    expect(reply.body.data.items[0]).toEqual({
      id: byName('Olive Owner')?.id,
      fullName: 'Olive Owner',
      title: 'Account Executive',
      seniority: 'owner',
      department: 'executive',
      isRevealed: false,
    });
    expect(reply.body.data.items.map((person) => person.id)).not.toContain(subject.id);
  });

  it('keeps the total when `limit` cuts the list', async () => {
    const reply = await calls.colleagues(owner.accessToken, subject.id, '?limit=3');
    expect(reply.body.data.total).toBe(8);
    expect(reply.body.data.items.map((person) => person.fullName)).toEqual(expectedOrder.slice(0, 3));
  });

  it('orders the generated companies by seniority too, and counts everyone', async () => {
    const checked = new Set<string>();
    for (const person of everyone) {
      if (!person.companyId || checked.has(person.companyId)) continue;
      checked.add(person.companyId);
      const reply = await calls.colleagues(owner.accessToken, person.id, '?limit=50');
      expect(reply.status).toBe(200);
      const [row] = await context.database.query<{ count: number }>(
        `select count(*)::int as count from people where company_id = $1 and id <> $2`,
        [person.companyId, person.id],
      );
      expect(reply.body.data.total).toBe(row?.count);
      const ranks = reply.body.data.items.map((item) => seniorities.indexOf(item.seniority));
      expect(ranks).toEqual([...ranks].sort((first, second) => first - second));
    }
    expect(checked.size).toBeGreaterThan(3);
  });

  it("flags the people this organisation revealed, and no other organisation's reveals", async () => {
    const revealed = byName('Mia Manager');
    if (!revealed) throw new Error('Mia Manager is missing');
    const opened = await context.call('GET', `/api/v1/callback/opencontact/${revealed.id}`, {
      token: owner.accessToken,
    });
    expect(opened.status).toBe(200);
    const mine = await calls.colleagues(owner.accessToken, subject.id);
    expect(mine.body.data.items.filter((person) => person.isRevealed).map((person) => person.id)).toEqual([
      revealed.id,
    ]);
    const other = await context.signup();
    const theirs = await calls.colleagues(other.accessToken, subject.id);
    expect(theirs.body.data.items.every((person) => !person.isRevealed)).toBe(true);
  });

  it('never sends an email or a phone, not even of people the organisation revealed', async () => {
    const secrets = contactSecretsOf([subject, ...colleagues, ...everyone]);
    expect(secrets.length).toBeGreaterThan(100);
    const replies = [
      await calls.colleagues(owner.accessToken, subject.id, '?limit=50'),
      ...(await Promise.all(everyone.slice(0, 40).map((person) => calls.colleagues(owner.accessToken, person.id)))),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      const text = JSON.stringify(reply.body).toLowerCase();
      expect(secrets.filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
      expect(text).not.toMatch(/"(email|phone|emailstatus|hasphone)"/);
      expect(text).not.toContain('•');
    }
  });

  it('answers no company and nobody for a person without a company', async () => {
    const loner = await insertPerson(context, { fullName: 'Solo Person', companyId: null });
    const reply = await calls.colleagues(owner.accessToken, loner);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ company: null, total: 0, items: [] });
  });

  it('is free: reading colleagues spends no credit', async () => {
    const before = await balanceOf(context, owner.userData.organisation.id);
    expect((await calls.colleagues(owner.accessToken, subject.id)).status).toBe(200);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(before);
  });

  it('answers 404 for an unknown person, 400 for malformed input and 401 without a token', async () => {
    expectError(await calls.colleagues(owner.accessToken, randomUUID()), 404, 'This person was not found.');
    // A company's id is not a person's id.
    expectError(await calls.colleagues(owner.accessToken, company.id), 404, 'This person was not found.');
    for (const [id, query] of [
      ['not-a-uuid', ''],
      [subject.id, '?limit=0'],
      [subject.id, '?limit=51'],
      [subject.id, '?limit=lots'],
    ] as const) {
      const reply = await calls.colleagues(owner.accessToken, id, query);
      expectError(reply, 400);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expectError(await calls.colleagues(undefined, subject.id), 401);
  });
});
