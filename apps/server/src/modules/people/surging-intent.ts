import { type PersonSummary, surgingIntentScore } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { days } from '../../platform/clock.ts';
import { queryRows } from './query-rows.ts';

/** Buying intent looks back eight weeks: the first day of the window, `YYYY-MM-DD`. */
export function intentWindowStart(now: Date): string {
  return new Date(now.getTime() - days(56)).toISOString().slice(0, 10);
}

type IntentTopic = PersonSummary['intent'][number];

/**
 * A company's surging topics as a JSON array, for a select list: the topics scoring 60+ since
 * `since`, strongest first (then by name), at most three, each with its latest surging week's
 * score and source and its first surging week as `since`. `companyId` is the company's id column
 * (or any uuid expression); one index look-up per company (`intent_signals_company_idx`), so a
 * page of people gets its intent in the same statement as the people.
 */
export function surgingIntentOf(companyId: SQL, since: string): SQL<IntentTopic[]> {
  return sql<IntentTopic[]>`(select coalesce(json_agg(json_build_object(
        'topic', t.topic, 'score', t.score, 'source', t.source, 'since', t.since
      ) order by t.score desc, t.topic collate "C"), '[]'::json)
      from (select s.topic,
                   (array_agg(s.score order by s.observed_week desc))[1]::int as score,
                   (array_agg(s.source order by s.observed_week desc))[1] as source,
                   to_char(min(s.observed_week), 'YYYY-MM-DD') as since
            from intent_signals s
            where s.company_id = ${companyId} and s.score >= ${surgingIntentScore} and s.observed_week >= ${since}::date
            group by s.topic
            order by 2 desc, s.topic collate "C"
            limit 3) as t)`;
}

/**
 * Each company's surging topics (see `surgingIntentOf`); companies without any are left out. The
 * ids go as one `uuid[]` parameter (however many: one statement of the same text, not one
 * parameter per company), and an `exists` look-up on `intent_signals_company_idx` keeps only the
 * companies with a surging week before their topics are gathered (most companies have none).
 */
export async function surgingIntentByCompany(
  db: Database,
  companyIds: readonly string[],
  since: string,
): Promise<Map<string, IntentTopic[]>> {
  const byCompany = new Map<string, IntentTopic[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await queryRows<{ company_id: string; topics: IntentTopic[] | string }>(
    db,
    sql`select c.id as company_id, ${surgingIntentOf(sql`c.id`, since)} as topics
        from (select distinct id from unnest(${sql.param([...companyIds])}::uuid[]) as ids(id)) as c
        where exists (
          select 1 from intent_signals s
          where s.company_id = c.id and s.score >= ${surgingIntentScore} and s.observed_week >= ${since}::date)`,
  );
  for (const row of rows) {
    const topics = typeof row.topics === 'string' ? (JSON.parse(row.topics) as IntentTopic[]) : row.topics;
    if (topics.length > 0) byCompany.set(row.company_id, topics);
  }
  return byCompany;
}
