import type {
  Colleagues,
  CompanyNews,
  ExtensionProspect,
  ExtensionSignIn,
  ExtensionSignInView,
  ExtensionView,
  SocialPostDetail,
  SocialPostsPage,
} from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  findCompanyNews,
  findSocialPost,
  listColleagues,
  listSocialPosts,
  type ProspectClues,
  type SocialPostsRequest,
} from '../people/index.ts';
import { lookUpProspect, type PersonalitySource } from './extension-prospect.ts';
import { type ExtensionSessions, listSignIns, revokeSignIn, signInWithSession } from './extension-sign-in.ts';
import { trackView, viewHistory } from './extension-views.ts';

type Log = { warn(details: Record<string, unknown>, message: string): void };

/**
 * The 360° view's platform-wide reads (the same for every organisation but the reveal flag, and
 * free), and the browser extension's own: recognising a page's prospect, its view history, sign-in.
 */
export function createExtensionService(deps: {
  db: Database;
  clock: Clock;
  /** The 360° view's insights, for the panel's personality summary. */
  insights: PersonalitySource;
  sessions: ExtensionSessions;
  accessTokens: Pick<AccessTokens, 'verify'>;
}) {
  const { db, clock } = deps;
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
    prospect(actor: Actor, clues: ProspectClues, log: Log): Promise<ExtensionProspect> {
      return lookUpProspect({ db, clock, insights: deps.insights }, actor, clues, log);
    },
    track(actor: Actor, query: Parameters<typeof trackView>[2]): Promise<{ recorded: boolean; view: ExtensionView }> {
      return trackView({ db, clock }, actor, query);
    },
    history(actor: Actor, limit: number): Promise<ExtensionView[]> {
      return viewHistory(db, actor, limit);
    },
    signIn(actor: Actor, userAgent: string): Promise<{ message: string; data: ExtensionSignIn }> {
      return signInWithSession(deps, actor, userAgent);
    },
    signIns(actor: Actor): Promise<ExtensionSignInView[]> {
      return listSignIns(deps, actor);
    },
    revokeSignIn(actor: Actor, id: string): Promise<{ message: string; data: ExtensionSignInView }> {
      return revokeSignIn(deps, actor, id);
    },
  };
}
export type ExtensionService = ReturnType<typeof createExtensionService>;
