import type { SocialNetwork, SocialPostsPage, SocialPostTotals } from '@leadpilot/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { people, socialPosts } from '../../../db/schema.ts';
import { personNotFound } from '../people.errors.ts';
import { socialCursorNotValid } from './profile.errors.ts';

export interface SocialPostsRequest {
  personId: string;
  network?: SocialNetwork | undefined;
  /** The id of the previous page's last post. */
  after?: string | undefined;
  limit: number;
}

async function totalsOf(db: Database, personId: string): Promise<SocialPostTotals> {
  const rows = await db
    .select({ network: socialPosts.network, count: count() })
    .from(socialPosts)
    .where(eq(socialPosts.personId, personId))
    .groupBy(socialPosts.network);
  const totals = { all: 0, linkedin: 0, twitter: 0 };
  for (const row of rows) {
    totals[row.network] = row.count;
    totals.all += row.count;
  }
  return totals;
}

/**
 * Continues after the cursor's post: keyset on (posted_at, id), both descending. The cursor's
 * timestamp is read in SQL, so the comparison keeps the database's microseconds.
 */
async function afterCondition(db: Database, personId: string, after: string): Promise<SQL> {
  const [cursor] = await db
    .select({ id: socialPosts.id })
    .from(socialPosts)
    .where(and(eq(socialPosts.id, after), eq(socialPosts.personId, personId)));
  if (!cursor) throw socialCursorNotValid();
  return sql`(${socialPosts.postedAt}, ${socialPosts.id}) < (select c.posted_at, c.id from social_posts c where c.id = ${after})`;
}

/** A page of the person's public posts, newest first, with their totals per network. */
export async function listSocialPosts(db: Database, request: SocialPostsRequest): Promise<SocialPostsPage> {
  const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, request.personId));
  if (!person) throw personNotFound();
  const conditions: SQL[] = [eq(socialPosts.personId, request.personId)];
  if (request.network) conditions.push(eq(socialPosts.network, request.network));
  if (request.after) conditions.push(await afterCondition(db, request.personId, request.after));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: socialPosts.id,
        network: socialPosts.network,
        text: socialPosts.text,
        url: socialPosts.url,
        likes: socialPosts.likes,
        postedAt: socialPosts.postedAt,
      })
      .from(socialPosts)
      .where(and(...conditions))
      .orderBy(desc(socialPosts.postedAt), desc(socialPosts.id))
      .limit(request.limit + 1),
    totalsOf(db, request.personId),
  ]);
  const items = rows.slice(0, request.limit).map((row) => ({ ...row, postedAt: row.postedAt.toISOString() }));
  const hasMore = rows.length > request.limit;
  return { items, nextCursor: hasMore ? (items.at(-1)?.id ?? null) : null, totals };
}
