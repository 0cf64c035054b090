import { randomUUID } from 'node:crypto';
import type { Colleagues, CompanyNews, SocialPostDetail, SocialPostsPage } from '@leadpilot/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.ts';

/** Hand-made prospect rows, for orders and ties the generator would only hit by chance. */
export async function insertCompany(context: TestContext, name: string): Promise<{ id: string; domain: string }> {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}.example`;
  const [company] = await context.database.query<{ id: string }>(
    `insert into companies (name, domain, industry, employee_count, size_band, revenue_band, country)
     values ($1, $2, 'Software', 40, '11-50', '1M-10M', 'GB') returning id`,
    [name, domain],
  );
  if (!company) throw new Error('the company was not inserted');
  return { id: company.id, domain };
}

export interface PersonInput {
  fullName: string;
  companyId: string | null;
  seniority?: string;
  department?: string;
  title?: string;
  email?: string | null;
  phone?: string | null;
}

export async function insertPerson(context: TestContext, input: PersonInput): Promise<string> {
  const [first = '', last = ''] = input.fullName.split(' ');
  const [person] = await context.database.query<{ id: string }>(
    `insert into people (first_name, last_name, full_name, title, seniority, department, company_id, company_name,
                         country, email, phone)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce((select name from companies where id = $7), ''), 'GB', $8, $9)
     returning id`,
    [
      first,
      last,
      input.fullName,
      input.title ?? 'Account Executive',
      input.seniority ?? 'senior',
      input.department ?? 'sales',
      input.companyId,
      input.email ?? null,
      input.phone ?? null,
    ],
  );
  if (!person) throw new Error('the person was not inserted');
  return person.id;
}

/** A post; `postedAt` is SQL timestamp text, so microseconds can be set. */
export async function insertPost(
  context: TestContext,
  personId: string,
  post: { network: 'linkedin' | 'twitter'; postedAt: string; text?: string; likes?: number },
): Promise<string> {
  const [row] = await context.database.query<{ id: string }>(
    `insert into social_posts (person_id, network, text, url, likes, posted_at)
     values ($1, $2, $3, $4, $5, $6::timestamptz) returning id`,
    [
      personId,
      post.network,
      post.text ?? `Post at ${post.postedAt}`,
      `https://www.${post.network === 'twitter' ? 'twitter' : 'linkedin'}.com/post/${randomUUID()}`,
      post.likes ?? 0,
      post.postedAt,
    ],
  );
  if (!row) throw new Error('the post was not inserted');
  return row.id;
}

export async function insertNews(
  context: TestContext,
  companyId: string,
  news: { title: string; publishedAt: string },
): Promise<string> {
  const [row] = await context.database.query<{ id: string }>(
    `insert into company_news (company_id, title, summary, url, source, published_at)
     values ($1, $2, 'A summary.', $3, 'Business Wire', $4::timestamptz) returning id`,
    [companyId, news.title, `https://news.example/${randomUUID()}`, news.publishedAt],
  );
  if (!row) throw new Error('the news item was not inserted');
  return row.id;
}

/** The 360° reads, as the web calls them. */
export function extensionCalls(context: TestContext) {
  return {
    news: (token: string | undefined, id: string, query = '') =>
      context.call<{ data: CompanyNews }>('GET', `/api/v1/extension/newsdetails/${id}${query}`, { token }),
    posts: (token: string | undefined, query: Record<string, string>) =>
      context.call<{ data: SocialPostsPage }>(
        'GET',
        `/api/v1/extension/socialdetails?${new URLSearchParams(query).toString()}`,
        { token },
      ),
    post: (token: string | undefined, id: string) =>
      context.call<{ data: SocialPostDetail }>('GET', `/api/v1/extension/socialpostdetails/${id}`, { token }),
    colleagues: (token: string | undefined, id: string, query = '') =>
      context.call<{ data: Colleagues }>('GET', `/api/v1/contacts/${id}/colleagues${query}`, { token }),
  };
}

/** Every page of a person's posts, following `nextCursor`; checks each page's status. */
export async function allPostPages(
  context: TestContext,
  token: string,
  query: { personId: string; limit: number; network?: 'linkedin' | 'twitter' },
): Promise<SocialPostsPage[]> {
  const { posts } = extensionCalls(context);
  const pages: SocialPostsPage[] = [];
  let after: string | null = null;
  do {
    const reply = await posts(token, {
      personId: query.personId,
      limit: String(query.limit),
      ...(query.network ? { network: query.network } : {}),
      ...(after ? { after } : {}),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    pages.push(reply.body.data);
    after = reply.body.data.nextCursor;
  } while (after && pages.length < 100);
  return pages;
}

/** The error body every refusal carries, for a status. */
export function expectError(reply: { status: number; body: unknown }, status: number, message?: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ message: message ?? expect.any(String), code: expect.any(String) });
  expect(String((reply.body as { message: string }).message).trim()).not.toBe('');
}
