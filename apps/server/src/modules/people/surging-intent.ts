import { type PersonSummary, surgingIntentScore } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { days } from '../../platform/clock.ts';
import { queryRows } from './query-rows.ts';

/** Buying intent looks back eight weeks: the first day of the window, `YYYY-MM-DD`. */
export function intentWindowStart(now: Date): string {
  return new Date(now.getTime() - days(56)).toISOString().slice(0, 10);
}

type IntentTopic = PersonSummary['intent'][number];

interface IntentRow {
  company_id: string;
  topic: string;
  score: number;
  source: IntentTopic['source'];
  since: string;
}

/**
 * Each company's surging topics (score 60+ since `since`), strongest first, at most three: the latest
 * surging week's score and source, and the first surging week as `since`.
 */
export async function surgingIntentByCompany(
  db: Database,
  companyIds: readonly string[],
  since: string,
): Promise<Map<string, IntentTopic[]>> {
  const byCompany = new Map<string, IntentTopic[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await queryRows<IntentRow>(
    db,
    sql`select company_id, topic,
               (array_agg(score order by observed_week desc))[1]::int as score,
               (array_agg(source order by observed_week desc))[1] as source,
               to_char(min(observed_week), 'YYYY-MM-DD') as since
        from intent_signals
        where company_id in (${sql.join(
          companyIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and score >= ${surgingIntentScore} and observed_week >= ${since}::date
        group by company_id, topic`,
  );
  rows.sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
  for (const row of rows) {
    const topics = byCompany.get(row.company_id) ?? [];
    if (topics.length < 3) topics.push({ topic: row.topic, score: row.score, source: row.source, since: row.since });
    byCompany.set(row.company_id, topics);
  }
  return byCompany;
}
