import {
  type CampaignFilterReply,
  intentFiltersPlanMessage,
  type LoginReply,
  type PeopleSearchReply,
  seniorities,
} from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan, createSearchFixture, type SearchFixture, search, searchAll } from './people-search-test-support.ts';

let fixture: SearchFixture;
let basic: LoginReply;
let startup: LoginReply;

beforeAll(async () => {
  fixture = await createSearchFixture(2000, 'people-access');
  basic = await fixture.context.signup();
  startup = await fixture.context.signup();
  await buyPlan(fixture.context, startup, 'startup');
}, 120_000);
afterAll(() => fixture.context.close());

const intent = { topics: ['CRM software', 'Sales engagement'], minScore: 60 };

describe('the buying-intent gate', () => {
  it('refuses intent filters below the Startup plan with the exact message', async () => {
    const refused = await search(fixture.context, basic.accessToken, { intent });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(intentFiltersPlanMessage);
    expect(refused.body.message).toBe('Buying-intent filters are included from the Startup plan up.');
    // Without intent the Basic plan searches normally.
    expect((await search(fixture.context, basic.accessToken, { perPage: 1 })).status).toBe(200);
  });

  it('allows them from the Startup plan', async () => {
    const allowed = await search(fixture.context, startup.accessToken, { intent, perPage: 5 });
    expect(allowed.status).toBe(200);
  });

  it('tells the audience builder whether the plan allows them', async () => {
    const forBasic = await fixture.context.call<CampaignFilterReply>('GET', '/api/v1/campaign/filter', {
      token: basic.accessToken,
    });
    expect(forBasic.status).toBe(200);
    expect(forBasic.body.data.intent).toMatchObject({
      isAllowed: false,
      minimumPlan: 'startup',
      message: intentFiltersPlanMessage,
      defaultMinScore: 60,
    });
    const forStartup = await fixture.context.call<CampaignFilterReply>('GET', '/api/v1/campaign/filter', {
      token: startup.accessToken,
    });
    expect(forStartup.body.data.intent).toMatchObject({ isAllowed: true, message: null });
  });
});

describe('the campaign filter options', () => {
  it('lists the labelled enums and the values present in the data, sorted', async () => {
    const response = await fixture.context.call<CampaignFilterReply>('GET', '/api/v1/campaign/filter', {
      token: startup.accessToken,
    });
    const options = response.body.data;
    expect(options.seniorities.map((option) => option.value)).toEqual([...seniorities]);
    expect(options.seniorities.find((option) => option.value === 'c_suite')?.label).toBe('C-suite');
    const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(options.industries).toEqual(sorted(fixture.people.map((person) => person.industry)));
    expect(options.technologies).toEqual(
      sorted([...fixture.companies.values()].flatMap((company) => company.technologies)),
    );
    expect(options.intent.topics).toEqual(sorted(fixture.signals.map((signal) => signal.topic)));
    expect(new Set(options.countries.map((option) => option.value))).toEqual(
      new Set(fixture.people.map((person) => person.country)),
    );
    expect(options.countries.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
  });
});

describe('contact masking', () => {
  it('never shows a full email or phone to an organisation that revealed nobody', async () => {
    const secrets = fixture.people.flatMap((person) => [person.email, person.phone]).filter((value) => value !== null);
    const pages = await searchAll(fixture.context, basic.accessToken, { perPage: 100, includeFacets: false });
    expect(pages.flatMap((page) => page.data)).toHaveLength(fixture.people.length);
    for (const page of pages) {
      const text = JSON.stringify(page);
      for (const secret of secrets) expect(text.includes(secret)).toBe(false);
      for (const person of page.data) {
        expect(person.isRevealed).toBe(false);
        expect(person.email).toMatch(/^.•••@/);
      }
    }
  });

  it('shows the contact details only to the organisation that revealed them', async () => {
    const target = fixture.people.find((person) => person.phone !== null);
    if (!target?.email || !target.phone) throw new Error('the data set has nobody with a phone');
    await fixture.context.database.query(
      'insert into contact_reveals (organisation_id, person_id, revealed_by, credits) values ($1, $2, $3, 1)',
      [startup.userData.organisation.id, target.id, startup.userData.id],
    );
    const body = { q: target.fullName, perPage: 100, includeFacets: false };
    const find = (reply: PeopleSearchReply) => reply.data.find((person) => person.id === target.id);
    const own = find((await search(fixture.context, startup.accessToken, body)).body);
    expect(own).toMatchObject({ isRevealed: true, email: target.email, phone: target.phone });
    const other = (await search(fixture.context, basic.accessToken, body)).body;
    expect(find(other)).toMatchObject({ isRevealed: false });
    expect(JSON.stringify(other)).not.toContain(target.email);
    expect(JSON.stringify(other)).not.toContain(target.phone);
  });
});

describe('results', () => {
  it('carry the company and its surging intent topics (60+, last 8 weeks, strongest first, at most 3)', async () => {
    const surging = fixture.signals.filter(
      (signal) => signal.score >= 60 && signal.observedWeek >= fixture.intentSince,
    );
    const companyId = surging[0]?.companyId;
    const person = fixture.people.find((entry) => entry.companyId === companyId);
    if (!person || !companyId) throw new Error('the data set has no surging company');
    const reply = (await search(fixture.context, startup.accessToken, { q: person.fullName, perPage: 100 })).body;
    const found = reply.data.find((entry) => entry.id === person.id);
    expect(found?.company?.id).toBe(companyId);
    const topics = [
      ...new Set(surging.filter((signal) => signal.companyId === companyId).map((signal) => signal.topic)),
    ];
    expect(found?.intent.length).toBe(Math.min(3, topics.length));
    for (const entry of found?.intent ?? []) {
      const weeks = surging.filter((signal) => signal.companyId === companyId && signal.topic === entry.topic);
      expect(entry.since).toBe(weeks.map((signal) => signal.observedWeek).sort()[0]);
      expect(entry.score).toBeGreaterThanOrEqual(60);
    }
    const scores = found?.intent.map((entry) => entry.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('malformed requests', () => {
  it.each<[string, unknown]>([
    ['an unknown field', { colour: 'blue' }],
    ['a page size of 0', { perPage: 0 }],
    ['a page size over 100', { perPage: 101 }],
    ['a three-letter country', { countries: ['USA'] }],
    ['an unknown seniority', { seniorities: ['intern'] }],
    ['an intent score over 100', { intent: { topics: ['CRM software'], minScore: 101 } }],
    ['intent without topics', { intent: { topics: [] } }],
    ['a sort that does not exist', { sort: 'random' }],
    ['titles as a string', { titles: 'CEO' }],
    ['a cursor that is not base64url', { cursor: 'not a cursor!' }],
    ['a cursor holding nonsense', { cursor: Buffer.from('{"a":1}').toString('base64url') }],
  ])('answers 400 with a message for %s', async (_, body) => {
    const response = await fixture.context.call<{ message: string }>('POST', '/api/v1/people/search', {
      token: startup.accessToken,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\w/);
  });

  it('refuses a cursor from another sort', async () => {
    const first = await search(fixture.context, startup.accessToken, { sort: 'name', perPage: 2 });
    const cursor = first.body.nextCursor ?? '';
    expect(cursor).not.toBe('');
    const other = await search(fixture.context, startup.accessToken, { sort: 'newest', perPage: 2, cursor });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This page cursor is not valid: start the search again from the first page.');
  });

  it('answers 400 to a body that is not JSON, and 401 without a session', async () => {
    const broken = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/v1/people/search',
      headers: { authorization: `Bearer ${startup.accessToken}`, 'content-type': 'application/json' },
      payload: '{"q": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await search(fixture.context, '', {})).status).toBe(401);
  });
});
