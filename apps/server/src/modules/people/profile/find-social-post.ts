import type { SocialPostDetail } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people, socialPosts } from '../../../db/schema.ts';
import { socialPostNotFound } from './profile.errors.ts';

/** One post with its author: who they are and where they work, never how to reach them. */
export async function findSocialPost(db: Database, postId: string): Promise<SocialPostDetail> {
  const [row] = await db
    .select({
      post: {
        id: socialPosts.id,
        network: socialPosts.network,
        text: socialPosts.text,
        url: socialPosts.url,
        likes: socialPosts.likes,
        postedAt: socialPosts.postedAt,
      },
      author: { id: people.id, fullName: people.fullName, title: people.title, copiedCompanyName: people.companyName },
      companyName: companies.name,
    })
    .from(socialPosts)
    .innerJoin(people, eq(people.id, socialPosts.personId))
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(eq(socialPosts.id, postId));
  if (!row) throw socialPostNotFound();
  const { copiedCompanyName, ...author } = row.author;
  return {
    ...row.post,
    postedAt: row.post.postedAt.toISOString(),
    author: { ...author, companyName: row.companyName ?? (copiedCompanyName || null) },
  };
}
