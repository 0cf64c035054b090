import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { companies, companyNews, intentSignals, people, socialPosts } from '../../db/schema.ts';

/** Test data: one person at a company with news, intent and posts, inserted as rows (ids returned). */
export interface InsertedRecord {
  personId: string;
  companyId: string;
  email: string;
  phone: string;
  newsIds: string[];
  intentIds: string[];
  postIds: string[];
  technologies: string[];
}

const week = (now: Date, weeksAgo: number) => {
  const day = new Date(now.getTime() - weeksAgo * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

/** A Harbour Analytics-like company (unique domain) with a decisive VP of Sales who writes posts. */
export async function insertInsightRecord(
  db: Database,
  now: Date,
  options: { withCompany?: boolean; bio?: string; posts?: string[] } = {},
): Promise<InsertedRecord> {
  // Letters only: a digit in the record's addresses would make a number such as "40" one of its facts,
  // and the writer's fact-guard tests expect the numbers they plant to be unknown.
  const suffix = randomUUID()
    .replaceAll('-', '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));
  const technologies = ['HubSpot', 'Snowflake'];
  let companyId: string | null = null;
  const newsIds: string[] = [];
  const intentIds: string[] = [];
  if (options.withCompany !== false) {
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Harbour Analytics',
        domain: `harbour-${suffix}.example`,
        industry: 'Software',
        employeeCount: 120,
        sizeBand: '51-200',
        revenueBand: '10M-50M',
        country: 'GB',
        technologies,
        fundingStage: 'series_b',
        fundingTotalUsd: 42_000_000,
        lastFundingAt: new Date(now.getTime() - 100 * 86_400_000).toISOString().slice(0, 10),
      })
      .returning({ id: companies.id });
    companyId = company?.id ?? null;
    if (!companyId) throw new Error('the company was not inserted');
    const news = await db
      .insert(companyNews)
      .values([
        {
          companyId,
          title: 'Harbour Analytics raises $14M Series B round',
          summary: 'The round will fund product development.',
          url: `https://harbour-${suffix}.example/news/series-b`,
          source: 'Business Wire',
          publishedAt: new Date(now.getTime() - 98 * 86_400_000),
        },
        {
          companyId,
          title: 'Harbour Analytics is hiring across sales',
          summary: 'Dozens of open roles signal continued expansion.',
          url: `https://harbour-${suffix}.example/news/hiring`,
          source: 'Company blog',
          publishedAt: new Date(now.getTime() - 12 * 86_400_000),
        },
      ])
      .returning({ id: companyNews.id });
    newsIds.push(...news.map((row) => row.id));
    const signals = await db
      .insert(intentSignals)
      .values([
        { companyId, topic: 'Sales engagement', score: 64, source: 'web_research', observedWeek: week(now, 2) },
        { companyId, topic: 'Sales engagement', score: 78, source: 'web_research', observedWeek: week(now, 1) },
        // Not surging, and too old: neither may be cited.
        { companyId, topic: 'Cloud security', score: 40, source: 'news', observedWeek: week(now, 1) },
        { companyId, topic: 'Data enrichment', score: 95, source: 'hiring', observedWeek: week(now, 12) },
      ])
      .returning({ id: intentSignals.id, score: intentSignals.score });
    intentIds.push(...signals.filter((row) => row.score === 78).map((row) => row.id));
  }
  const email = `mara.${suffix}@harbour-${suffix}.example`;
  const phone = '+44 20 7946 0312';
  const [person] = await db
    .insert(people)
    .values({
      firstName: 'Mara',
      lastName: 'Lindqvist',
      fullName: 'Mara Lindqvist',
      title: 'VP of Sales',
      seniority: 'vp',
      department: 'sales',
      companyId,
      companyName: companyId ? 'Harbour Analytics' : '',
      country: 'GB',
      email,
      phone,
      bio: options.bio ?? 'I build sales teams that beat their quota. Competitive by nature, decisive by habit.',
    })
    .returning({ id: people.id });
  if (!person) throw new Error('the person was not inserted');
  const postTexts = options.posts ?? ['Hot take: a pipeline review should take ten minutes, not two hours.'];
  const posts =
    postTexts.length === 0
      ? []
      : await db
          .insert(socialPosts)
          .values(
            postTexts.map((text, index) => ({
              personId: person.id,
              network: 'linkedin' as const,
              text,
              url: `https://www.linkedin.com/feed/update/urn:li:activity:${suffix}${index}`,
              postedAt: new Date(now.getTime() - (index + 1) * 86_400_000),
            })),
          )
          .returning({ id: socialPosts.id });
  return {
    personId: person.id,
    companyId: companyId ?? '',
    email,
    phone,
    newsIds,
    intentIds,
    postIds: posts.map((row) => row.id),
    technologies,
  };
}
