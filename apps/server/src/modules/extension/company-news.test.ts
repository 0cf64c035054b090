import { randomUUID } from 'node:crypto';
import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { balanceOf, type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';
import { expectError, extensionCalls, insertCompany, insertNews, insertPerson } from './extension-test-support.ts';

let context: TestContext;
let calls: ReturnType<typeof extensionCalls>;
let owner: LoginReply;
let everyone: SeededPerson[];
let company: { id: string; domain: string };
let reporterId: string;
/** Titles of the company's 14 news items, newest first. */
let titlesNewestFirst: string[];

beforeAll(async () => {
  context = await createTestContext();
  calls = extensionCalls(context);
  everyone = await seedPeople(context, 40, 'extension-news');
  owner = await context.signup();
  company = await insertCompany(context, 'Newsworthy Ltd');
  reporterId = await insertPerson(context, { fullName: 'Rita Reporter', companyId: company.id });
  // Inserted out of order, so the answer's order comes from the dates.
  const days = [5, 1, 14, 3, 9, 2, 12, 7, 4, 11, 6, 13, 8, 10];
  for (const day of days) {
    await insertNews(context, company.id, {
      title: `Story of day ${day}`,
      publishedAt: `2026-03-${String(day).padStart(2, '0')} 10:00:00+00`,
    });
  }
  titlesNewestFirst = [...days].sort((first, second) => second - first).map((day) => `Story of day ${day}`);
});
afterAll(() => context.close());

describe('company news', () => {
  it("answers a person's company with its news, newest first, 10 by default", async () => {
    const reply = await calls.news(owner.accessToken, reporterId);
    expect(reply.status).toBe(200);
    expect(reply.body.data.company).toEqual({ id: company.id, name: 'Newsworthy Ltd', domain: company.domain });
    expect(reply.body.data.items.map((item) => item.title)).toEqual(titlesNewestFirst.slice(0, 10));
    expect(reply.body.data.items[0]).toEqual({
      id: expect.any(String),
      title: 'Story of day 14',
      summary: 'A summary.',
      url: expect.stringMatching(/^https:\/\//),
      source: 'Business Wire',
      publishedAt: '2026-03-14T10:00:00.000Z',
    });
  });

  it('answers the same news for the company’s own id, up to `limit`', async () => {
    const byCompany = await calls.news(owner.accessToken, company.id, '?limit=50');
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.data.items.map((item) => item.title)).toEqual(titlesNewestFirst);
    const three = await calls.news(owner.accessToken, reporterId, '?limit=3');
    expect(three.body.data.items.map((item) => item.title)).toEqual(titlesNewestFirst.slice(0, 3));
  });

  it('orders generated news newest first for every seeded person', async () => {
    for (const person of everyone.slice(0, 15)) {
      const reply = await calls.news(owner.accessToken, person.id);
      expect(reply.status).toBe(200);
      const rows = await context.database.query<{ id: string }>(`select id from company_news where company_id = $1`, [
        person.companyId,
      ]);
      expect(reply.body.data.company?.id).toBe(person.companyId);
      expect(reply.body.data.items).toHaveLength(Math.min(rows.length, 10));
      const times = reply.body.data.items.map((item) => Date.parse(item.publishedAt));
      expect(times).toEqual([...times].sort((first, second) => second - first));
    }
  });

  it('answers no company and no news for a person without a company', async () => {
    const loner = await insertPerson(context, { fullName: 'Nora Nocompany', companyId: null });
    const reply = await calls.news(owner.accessToken, loner);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ company: null, items: [] });
  });

  it('is free: an organisation without credits reads it, and spends nothing', async () => {
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(0);
    expect((await calls.news(owner.accessToken, reporterId)).status).toBe(200);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(0);
  });

  it('answers 404 for an id that names no person or company, 400 for malformed input, 401 without a token', async () => {
    const message = 'This person or company was not found.';
    expectError(await calls.news(owner.accessToken, randomUUID()), 404, message);
    // An organisation's id is a real uuid, but no prospect.
    expectError(await calls.news(owner.accessToken, owner.userData.organisation.id), 404, message);
    for (const [id, query] of [
      ['not-a-uuid', ''],
      ['12345', ''],
      [reporterId, '?limit=0'],
      [reporterId, '?limit=51'],
    ] as const) {
      const reply = await calls.news(owner.accessToken, id, query);
      expectError(reply, 400);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expectError(await calls.news(undefined, reporterId), 401);
  });
});
