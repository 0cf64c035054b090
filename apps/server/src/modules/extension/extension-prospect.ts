import {
  discStyleNames,
  type ExtensionProspect,
  type PersonalitySummary,
  type PersonInsights,
} from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { loadPersonRecords } from '../contacts/index.ts';
import {
  findCompanyNews,
  findCompanySummary,
  listSocialPosts,
  matchProspect,
  type ProspectClues,
  toPersonSummary,
} from '../people/index.ts';

/** The insights the panel summarises (the 360° view's service). */
export interface PersonalitySource {
  forPerson(
    personId: string,
    log: { warn(details: Record<string, unknown>, message: string): void },
  ): Promise<PersonInsights>;
}

const shown = { news: 3, posts: 3 } as const;

const noMatch: ExtensionProspect = {
  match: 'none',
  matchedBy: null,
  person: null,
  company: null,
  news: [],
  posts: [],
  personality: null,
};

function summarise(insights: PersonInsights): PersonalitySummary {
  const { personality } = insights;
  const lead = personality.recommendations.leadWith[0];
  return {
    primary: personality.primary,
    secondary: personality.secondary,
    confidenceLevel: personality.confidenceLevel,
    summary: [
      `Predicted ${discStyleNames[personality.primary]}${personality.secondary ? ` with ${discStyleNames[personality.secondary]}` : ''} (${personality.confidenceLevel} confidence).`,
      personality.recommendations.tone,
      lead ? `Lead with: ${lead}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * The panel's record of what a page shows: the person (email and phone masked unless the actor's
 * organisation revealed them), their company, its latest news, their latest posts and a personality
 * summary; or only a company; or "no match". Free: revealing goes through `callback/opencontact`.
 */
export async function lookUpProspect(
  deps: { db: Database; clock: Clock; insights: PersonalitySource },
  actor: Actor,
  clues: ProspectClues,
  log: { warn(details: Record<string, unknown>, message: string): void },
): Promise<ExtensionProspect> {
  const { db, clock } = deps;
  const match = await matchProspect(db, clues);
  if (!match) return noMatch;
  if (match.personId) {
    const [record] = await loadPersonRecords(db, actor.organisationId, [match.personId], clock.now());
    if (!record) return noMatch;
    const person = toPersonSummary(record);
    const [news, posts, insights] = await Promise.all([
      findCompanyNews(db, match.personId, shown.news),
      listSocialPosts(db, { personId: match.personId, limit: shown.posts }),
      deps.insights.forPerson(match.personId, log).catch((error: unknown) => {
        log.warn({ err: error, personId: match.personId }, 'the extension could not read the personality profile');
        return null;
      }),
    ]);
    return {
      match: 'person',
      matchedBy: match.matchedBy,
      person,
      company: person.company,
      news: news.items,
      posts: posts.items,
      personality: insights ? summarise(insights) : null,
    };
  }
  const companyId = match.companyId;
  const company = companyId ? await findCompanySummary(db, companyId) : undefined;
  if (!companyId || !company) return noMatch;
  const news = await findCompanyNews(db, companyId, shown.news);
  return { ...noMatch, match: 'company', matchedBy: match.matchedBy, company, news: news.items };
}
