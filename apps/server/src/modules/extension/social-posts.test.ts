import { randomUUID } from 'node:crypto';
import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { seedPeople } from '../contacts/contacts-test-support.ts';
import {
  allPostPages,
  expectError,
  extensionCalls,
  insertCompany,
  insertPerson,
  insertPost,
} from './extension-test-support.ts';

let context: TestContext;
let calls: ReturnType<typeof extensionCalls>;
let owner: LoginReply;
let authorId: string;
let quietId: string;
/** The author's posts in the order the API must give them: newest first, ties by id descending. */
let expected: { id: string; network: 'linkedin' | 'twitter'; postedAt: string }[];

beforeAll(async () => {
  context = await createTestContext();
  calls = extensionCalls(context);
  await seedPeople(context, 30, 'extension-social');
  owner = await context.signup();
  const company = await insertCompany(context, 'Posting Co');
  authorId = await insertPerson(context, {
    fullName: 'Paula Poster',
    companyId: company.id,
    title: 'Head of Growth',
    email: 'paula.poster@posting.example',
    phone: '+44 20 7946 0101',
  });
  quietId = await insertPerson(context, { fullName: 'Quentin Quiet', companyId: company.id });
  // 23 posts: distinct days, three posts sharing one instant (the id breaks the tie), and two a
  // microsecond apart (a cursor that kept only milliseconds would skip or repeat one of them).
  const inserted: { id: string; network: 'linkedin' | 'twitter'; at: string; order: string }[] = [];
  for (let day = 1; day <= 18; day++) {
    const network = day % 3 === 0 ? 'twitter' : 'linkedin';
    const at = `2026-01-${String(day).padStart(2, '0')} 09:00:00+00`;
    inserted.push({ id: await insertPost(context, authorId, { network, postedAt: at }), network, at, order: at });
  }
  for (const network of ['linkedin', 'twitter', 'linkedin'] as const) {
    const at = '2026-01-10 12:00:00+00';
    inserted.push({ id: await insertPost(context, authorId, { network, postedAt: at }), network, at, order: at });
  }
  for (const micro of ['123456', '123457']) {
    const at = `2026-01-20 08:00:00.${micro}+00`;
    inserted.push({
      id: await insertPost(context, authorId, { network: 'twitter', postedAt: at }),
      network: 'twitter',
      at,
      order: at,
    });
  }
  expected = inserted
    .sort((first, second) =>
      first.order === second.order ? (first.id < second.id ? 1 : -1) : first.order < second.order ? 1 : -1,
    )
    .map(({ id, network, at }) => ({ id, network, postedAt: at }));
});
afterAll(() => context.close());

const ids = (pages: { items: { id: string }[] }[]) => pages.flatMap((page) => page.items.map((item) => item.id));

describe('a person’s social activity', () => {
  it('pages through every post newest first, with no duplicates or gaps, ending with a null cursor', async () => {
    for (const limit of [1, 4, 5, 10, 23, 50]) {
      const pages = await allPostPages(context, owner.accessToken, { personId: authorId, limit });
      expect(ids(pages), `limit ${limit}`).toEqual(expected.map((post) => post.id));
      expect(pages.at(-1)?.nextCursor).toBeNull();
      for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(limit);
      const times = pages.flatMap((page) => page.items.map((item) => Date.parse(item.postedAt)));
      expect(times).toEqual([...times].sort((first, second) => second - first));
    }
  });

  it('filters by network and counts every network whatever the filter or page', async () => {
    const totals = {
      all: expected.length,
      linkedin: expected.filter((post) => post.network === 'linkedin').length,
      twitter: expected.filter((post) => post.network === 'twitter').length,
    };
    expect(totals).toEqual({ all: 23, linkedin: 14, twitter: 9 });
    for (const network of ['linkedin', 'twitter'] as const) {
      const pages = await allPostPages(context, owner.accessToken, { personId: authorId, limit: 4, network });
      expect(ids(pages)).toEqual(expected.filter((post) => post.network === network).map((post) => post.id));
      for (const page of pages) {
        expect(page.totals).toEqual(totals);
        expect(page.items.every((item) => item.network === network)).toBe(true);
      }
    }
  });

  it('answers 10 posts by default, with their text, address and likes', async () => {
    const reply = await calls.posts(owner.accessToken, { personId: authorId });
    expect(reply.status).toBe(200);
    expect(reply.body.data.items).toHaveLength(10);
    expect(reply.body.data.nextCursor).toBe(reply.body.data.items[9]?.id);
    expect(reply.body.data.items[0]).toEqual({
      id: expected[0]?.id,
      network: 'twitter',
      text: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      likes: 0,
      postedAt: '2026-01-20T08:00:00.123Z',
    });
  });

  it('answers an empty first page for a person who posted nothing', async () => {
    const reply = await calls.posts(owner.accessToken, { personId: quietId, network: 'twitter' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ items: [], nextCursor: null, totals: { all: 0, linkedin: 0, twitter: 0 } });
  });

  it('refuses a cursor that is not one of this person’s posts with 400, and an unknown person with 404', async () => {
    const [otherPost] = await context.database.query<{ id: string }>(
      `select id from social_posts where person_id <> $1 limit 1`,
      [authorId],
    );
    const message = 'This page cursor is not valid: load the posts again from the first page.';
    for (const after of [otherPost?.id ?? '', randomUUID()]) {
      expectError(await calls.posts(owner.accessToken, { personId: authorId, after }), 400, message);
    }
    expectError(await calls.posts(owner.accessToken, { personId: randomUUID() }), 404, 'This person was not found.');
  });

  it('answers malformed input with 400 and a message', async () => {
    const bad: Record<string, string>[] = [
      {},
      { personId: 'not-a-uuid' },
      { personId: authorId, network: 'facebook' },
      { personId: authorId, limit: '0' },
      { personId: authorId, limit: '51' },
      { personId: authorId, limit: 'ten' },
      { personId: authorId, after: 'yesterday' },
    ];
    for (const query of bad) {
      const reply = await calls.posts(owner.accessToken, query);
      expectError(reply, 400);
      expect(reply.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('asks for a session: 401 without a token', async () => {
    expectError(await calls.posts(undefined, { personId: authorId }), 401);
  });
});

describe('one social post', () => {
  it('shows the post with its author: id, name, title and company, never their contact details', async () => {
    const newest = expected[0];
    if (!newest) throw new Error('no posts were inserted');
    const reply = await calls.post(owner.accessToken, newest.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: newest.id,
      network: 'twitter',
      text: expect.any(String),
      url: expect.any(String),
      likes: 0,
      postedAt: '2026-01-20T08:00:00.123Z',
      author: { id: authorId, fullName: 'Paula Poster', title: 'Head of Growth', companyName: 'Posting Co' },
    });
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain('paula.poster');
    expect(text).not.toContain('7946');
  });

  it('shows a null company for an author who has none', async () => {
    const loner = await insertPerson(context, { fullName: 'Lone Wolf', companyId: null });
    const post = await insertPost(context, loner, { network: 'linkedin', postedAt: '2026-02-01 10:00:00+00' });
    const reply = await calls.post(owner.accessToken, post);
    expect(reply.body.data.author).toMatchObject({ id: loner, companyName: null });
  });

  it('answers 404 for an unknown post, 400 for a malformed id and 401 without a token', async () => {
    expectError(await calls.post(owner.accessToken, randomUUID()), 404, 'This post was not found.');
    // A person's id is not a post's id.
    expectError(await calls.post(owner.accessToken, authorId), 404, 'This post was not found.');
    expectError(await calls.post(owner.accessToken, 'not-a-uuid'), 400);
    expectError(await calls.post(undefined, expected[0]?.id ?? randomUUID()), 401);
  });
});
