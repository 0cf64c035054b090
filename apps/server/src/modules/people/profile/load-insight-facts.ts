import { surgingIntentScore } from '@leadpilot/contracts';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, intentSignals, people, socialPosts } from '../../../db/schema.ts';
import { intentWindowStart } from '../surging-intent.ts';
import { latestCompanyNews } from './find-company-news.ts';
import type { InsightFacts } from './insight-facts.ts';

const maxPosts = 20;
const maxNews = 10;
const maxIntentTopics = 3;

/** The facts of one person's record (never their email or phone), or undefined when the id names nobody. */
export async function loadInsightFacts(db: Database, personId: string, now: Date): Promise<InsightFacts | undefined> {
  const [person] = await db
    .select({
      id: people.id,
      title: people.title,
      seniority: people.seniority,
      department: people.department,
      bio: people.bio,
      companyId: people.companyId,
    })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return undefined;
  const { companyId, ...personFacts } = person;

  const posts = await db
    .select({ id: socialPosts.id, text: socialPosts.text, postedAt: socialPosts.postedAt })
    .from(socialPosts)
    .where(eq(socialPosts.personId, personId))
    .orderBy(desc(socialPosts.postedAt), socialPosts.id)
    .limit(maxPosts);

  if (!companyId) return { person: personFacts, posts, company: null, news: [], intent: [], now };
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      technologies: companies.technologies,
      fundingStage: companies.fundingStage,
      fundingTotalUsd: companies.fundingTotalUsd,
      lastFundingAt: companies.lastFundingAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return { person: personFacts, posts, company: null, news: [], intent: [], now };

  const news = await latestCompanyNews(db, companyId, maxNews);

  return { person: personFacts, posts, company, news, intent: await surgingTopics(db, companyId, now), now };
}

/**
 * The company's surging topics in the intent window (as people search shows them), strongest first:
 * the latest surging week's signal (its id is what a pitch cites) and the first surging week.
 */
async function surgingTopics(db: Database, companyId: string, now: Date): Promise<InsightFacts['intent']> {
  const rows = await db
    .select({
      id: intentSignals.id,
      topic: intentSignals.topic,
      score: intentSignals.score,
      source: intentSignals.source,
      observedWeek: intentSignals.observedWeek,
    })
    .from(intentSignals)
    .where(
      and(
        eq(intentSignals.companyId, companyId),
        gte(intentSignals.score, surgingIntentScore),
        gte(intentSignals.observedWeek, intentWindowStart(now)),
      ),
    )
    .orderBy(desc(intentSignals.observedWeek), intentSignals.id);
  const byTopic = new Map<string, InsightFacts['intent'][number]>();
  for (const row of rows) {
    const seen = byTopic.get(row.topic);
    if (seen) seen.since = row.observedWeek;
    else
      byTopic.set(row.topic, {
        id: row.id,
        topic: row.topic,
        score: row.score,
        source: row.source,
        since: row.observedWeek,
      });
  }
  return [...byTopic.values()]
    .sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic))
    .slice(0, maxIntentTopics);
}
