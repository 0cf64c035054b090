import type { Colleagues, CompanyNews, SocialPostDetail, SocialPostsPage } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import {
  findCompanyNews,
  findSocialPost,
  listColleagues,
  listSocialPosts,
  type SocialPostsRequest,
} from '../people/index.ts';

/** The 360° view's platform-wide reads: the same for every organisation but the reveal flag, and free. */
export function createExtensionService(deps: { db: Database }) {
  const { db } = deps;
  return {
    companyNews(id: string, limit: number): Promise<CompanyNews> {
      return findCompanyNews(db, id, limit);
    },
    socialPosts(request: SocialPostsRequest): Promise<SocialPostsPage> {
      return listSocialPosts(db, request);
    },
    socialPost(postId: string): Promise<SocialPostDetail> {
      return findSocialPost(db, postId);
    },
    colleagues(actor: Actor, personId: string, limit: number): Promise<Colleagues> {
      return listColleagues(db, { organisationId: actor.organisationId, personId, limit });
    },
  };
}
export type ExtensionService = ReturnType<typeof createExtensionService>;
