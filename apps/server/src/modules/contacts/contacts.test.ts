import { randomUUID } from 'node:crypto';
import type { CompanyDetail, CreditSummary, PersonDetail, PersonSummary } from '@leadpilot/contracts';
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

let context: TestContext;
let everyone: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  everyone = await seedPeople(context, 40);
});
afterAll(() => context.close());

const withEmailAndPhone = () => {
  const person = everyone.find((candidate) => candidate.email && candidate.phone && candidate.companyId);
  if (!person) throw new Error('the seed has nobody with an email and a phone');
  return person;
};

const partial = (token: string, id: string) =>
  context.call<{ data: PersonSummary }>('GET', `/api/v1/callback/partialcontact/${id}`, { token });
const open = (token: string, id: string) =>
  context.call<{ data: PersonDetail }>('GET', `/api/v1/callback/opencontact/${id}`, { token });
const detail = (token: string, id: string) =>
  context.call<{ data: PersonDetail }>('GET', `/api/v1/contacts/${id}`, { token });

describe('partial contact', () => {
  it('shows every person masked to an organisation that revealed nobody, free of charge', async () => {
    const owner = await organisationWithCredits(context, 5);
    const secrets = contactSecretsOf(everyone);
    for (const person of everyone) {
      const reply = await partial(owner.accessToken, person.id);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ id: person.id, fullName: person.fullName, isRevealed: false });
      expect(reply.body.data.hasPhone).toBe(person.phone !== null);
      if (person.email) expect(reply.body.data.email).toMatch(/^.•••@/);
      if (person.phone) expect(reply.body.data.phone).toMatch(/^•••• \d{4}$/);
      const text = JSON.stringify(reply.body).toLowerCase();
      expect(secrets.filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
    }
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(5);
  });

  it("shows the company's surging intent, as people search does", async () => {
    const owner = await context.signup();
    const [company] = await context.database.query<{ id: string }>(
      `insert into companies (name, domain, industry, employee_count, size_band, revenue_band, country)
       values ('Intent Ltd', $1, 'Software', 12, '11-50', '<1M', 'GB') returning id`,
      [`intent-${randomUUID()}.example`],
    );
    const [person] = await context.database.query<{ id: string }>(
      `insert into people (first_name, last_name, full_name, title, seniority, department, company_id, country)
       values ('Ina', 'Tent', 'Ina Tent', 'Buyer', 'manager', 'operations', $1, 'GB') returning id`,
      [company?.id],
    );
    const week = (weeksAgo: number) =>
      new Date(context.clock.now().getTime() - weeksAgo * 7 * 86_400_000).toISOString().slice(0, 10);
    const signals: [string, number, number][] = [
      ['CRM software', 3, 62],
      ['CRM software', 2, 71],
      ['Cloud security', 1, 40],
      ['Data enrichment', 12, 95],
    ];
    for (const [topic, weeksAgo, score] of signals) {
      await context.database.query(
        `insert into intent_signals (company_id, topic, score, source, observed_week) values ($1, $2, $3, 'hiring', $4)`,
        [company?.id, topic, score, week(weeksAgo)],
      );
    }
    const reply = await partial(owner.accessToken, person?.id as string);
    expect(reply.body.data.intent).toEqual([{ topic: 'CRM software', score: 71, source: 'hiring', since: week(3) }]);
  });

  it('answers 404 for an id that names nobody', async () => {
    const owner = await context.signup();
    const reply = await partial(owner.accessToken, randomUUID());
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ message: 'This person was not found.', code: 'NOT_FOUND' });
  });
});

describe('opening a contact', () => {
  it('spends 1 credit on the first reveal, with the name and company as the reason, and nothing after', async () => {
    const owner = await organisationWithCredits(context, 3);
    const organisationId = owner.userData.organisation.id;
    const person = withEmailAndPhone();

    const first = await open(owner.accessToken, person.id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: person.id,
      email: person.email,
      phone: person.phone,
      isRevealed: true,
    });
    expect(first.body.data.revealedAt).toEqual(expect.any(String));
    expect(await balanceOf(context, organisationId)).toBe(2);

    const again = await open(owner.accessToken, person.id);
    expect(again.status).toBe(200);
    expect(again.body.data.revealedAt).toBe(first.body.data.revealedAt);
    expect(await balanceOf(context, organisationId)).toBe(2);
    expect(await revealSpends(context, organisationId)).toEqual({ rows: 1, credits: 1 });

    const summary = await context.call<{ data: CreditSummary }>('GET', '/api/v1/payment/credit', {
      token: owner.accessToken,
    });
    expect(summary.body.data.history.data[0]).toMatchObject({
      kind: 'spend',
      amount: -1,
      reason: `Revealed ${person.fullName} (${person.companyName})`,
    });

    const shown = await partial(owner.accessToken, person.id);
    expect(shown.body.data).toMatchObject({ email: person.email, phone: person.phone, isRevealed: true });
    const full = await detail(owner.accessToken, person.id);
    expect(full.status).toBe(200);
    expect(full.body.data).toEqual(again.body.data);
  });

  it('is free for a teammate once anyone in the organisation revealed the person', async () => {
    const owner = await organisationWithCredits(context, 2);
    const member = await context.addMember(owner.accessToken, 'member');
    const person = everyone[1] as SeededPerson;
    expect((await open(owner.accessToken, person.id)).status).toBe(200);
    expect((await open(member.accessToken, person.id)).status).toBe(200);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(1);
  });

  it("refuses with the ledger's message when the organisation has no credits, and reveals nothing", async () => {
    const owner = await context.signup();
    const person = everyone[2] as SeededPerson;
    const reply = await open(owner.accessToken, person.id);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message: 'Not enough credits: need 1, you have 0', code: 'RULE_REFUSED' });
    expect((await partial(owner.accessToken, person.id)).body.data.isRevealed).toBe(false);
  });

  it('refuses a member whose allowance is used up, while the organisation still has credits', async () => {
    const owner = await organisationWithCredits(context, 10);
    const member = await context.addMember(owner.accessToken, 'member');
    const capped = await context.call('POST', '/api/v1/users/teams/credit', {
      token: owner.accessToken,
      body: { userId: member.userData.id, credit: 1 },
    });
    expect(capped.status).toBe(200);
    expect((await open(member.accessToken, (everyone[3] as SeededPerson).id)).status).toBe(200);
    const refused = await open(member.accessToken, (everyone[4] as SeededPerson).id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'Not enough credits: need 1, you have 0' });
    // Someone the organisation already revealed costs nothing, so the member may still open them.
    expect((await open(member.accessToken, (everyone[3] as SeededPerson).id)).status).toBe(200);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(9);
  });

  it('answers 404 for an id that names nobody, spending nothing', async () => {
    const owner = await organisationWithCredits(context, 1);
    const reply = await open(owner.accessToken, randomUUID());
    expect(reply.status).toBe(404);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(1);
  });
});

describe('reveals belong to one organisation', () => {
  it("does not show another organisation's reveal, and contacts/{id} asks the other organisation to reveal first", async () => {
    const first = await organisationWithCredits(context, 1);
    const second = await organisationWithCredits(context, 1);
    const person = withEmailAndPhone();
    expect((await open(first.accessToken, person.id)).status).toBe(200);

    const shown = await partial(second.accessToken, person.id);
    expect(shown.body.data.isRevealed).toBe(false);
    expect(shown.body.data.email).not.toBe(person.email);
    const refused = await detail(second.accessToken, person.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'Reveal this contact first: it costs 1 credit.',
      code: 'RULE_REFUSED',
    });
    expect((await detail(second.accessToken, randomUUID())).status).toBe(404);

    // The second organisation pays for its own reveal.
    expect((await open(second.accessToken, person.id)).status).toBe(200);
    expect(await balanceOf(context, second.userData.organisation.id)).toBe(0);
  });
});

describe('company key people', () => {
  it('shows a company with its directors and key people, linked to their person records', async () => {
    const owner = await context.signup();
    const [company] = await context.database.query<{ id: string; name: string; key_people: { personId: string }[] }>(
      `select id, name, key_people from companies where jsonb_array_length(key_people) > 0 order by name limit 1`,
    );
    if (!company) throw new Error('the seed has no company with key people');
    const reply = await context.call<{ data: CompanyDetail }>('GET', `/api/v1/contacts/din/${company.id}`, {
      token: owner.accessToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: company.id, name: company.name });
    expect(reply.body.data.keyPeople.length).toBe(company.key_people.length);
    for (const keyPerson of reply.body.data.keyPeople) {
      expect(keyPerson.personId).not.toBeNull();
      const linked = await partial(owner.accessToken, keyPerson.personId as string);
      expect(linked.body.data.fullName).toBe(keyPerson.name);
    }
  });

  it('leaves a key person unlinked when their record is gone, and answers 404 for an unknown company', async () => {
    const owner = await context.signup();
    const [company] = await context.database.query<{ id: string }>(
      `insert into companies (name, domain, industry, employee_count, size_band, revenue_band, country, key_people)
       values ('Hand Made Ltd', $1, 'Software', 12, '11-50', '<1M', 'GB', $2::jsonb) returning id`,
      [
        `hand-made-${randomUUID()}.example`,
        JSON.stringify([
          { name: 'Ada Director', title: 'Director', personId: randomUUID() },
          { name: 'Bo Founder', title: 'Founder', personId: null },
        ]),
      ],
    );
    const reply = await context.call<{ data: CompanyDetail }>('GET', `/api/v1/contacts/din/${company?.id}`, {
      token: owner.accessToken,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.keyPeople).toEqual([
      { name: 'Ada Director', title: 'Director', personId: null },
      { name: 'Bo Founder', title: 'Founder', personId: null },
    ]);
    const missing = await context.call('GET', `/api/v1/contacts/din/${randomUUID()}`, { token: owner.accessToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'This company was not found.' });
  });
});
