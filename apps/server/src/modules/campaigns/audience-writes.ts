import type { CampaignSchedule } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';
import type { EnrolmentDraft } from './audience.ts';
import { chunked } from './audience-conflicts.ts';
import { nextWindowOpening, SendingWindowNeverOpensError } from './sending/schedule/index.ts';
import { timeOrderedIds } from './time-ordered-ids.ts';

/**
 * Rows an enrolling statement takes: an audience (at most 25,000 people) goes in a few statements,
 * each a handful of array parameters, so the message to the server stays a few megabytes.
 */
const rowsPerStatement = 10_000;

/**
 * When each prospect's first message falls due: the first opening of their own window from `now`
 * (within the start and end dates), as the engine's scheduling step will place it, so that step
 * need not rewrite every new enrolment. `startAt` when the window never opens before the end date
 * (the engine then completes the prospect). Remembered per time zone and country: thousands of
 * prospects need a handful of window searches.
 */
export function firstOpenings(
  schedule: CampaignSchedule,
  now: Date,
  startAt: Date,
): (draft: Pick<EnrolmentDraft, 'timeZone' | 'country'>) => Date {
  const known = new Map<string, Date>();
  return ({ timeZone, country }) => {
    const key = `${timeZone ?? ''}\n${country ?? ''}`;
    let opening = known.get(key);
    if (!opening) {
      try {
        opening = nextWindowOpening(now, schedule, timeZone, country) ?? startAt;
      } catch (error) {
        if (!(error instanceof SendingWindowNeverOpensError)) throw error;
        opening = startAt;
      }
      known.set(key, opening);
    }
    return opening;
  };
}

/**
 * Writes a launch's enrolments, active at position 0, each due at `nextDueAt` of it; a person already
 * enrolled in the campaign (the unique campaign and email) is left as they are. One INSERT … SELECT
 * from `unnest` of one array a column per slice: a multi-row VALUES list would bind eleven parameters
 * a row and plan a statement the size of the slice. Ids rise with time (`timeOrderedIds`), so the
 * rows and their index entries go in one after the other.
 */
export async function insertEnrolments(
  db: Database,
  input: {
    organisationId: string;
    campaignId: string;
    drafts: readonly EnrolmentDraft[];
    nextDueAt: (draft: EnrolmentDraft) => Date;
    now: Date;
  },
): Promise<void> {
  for (const part of chunked(input.drafts, rowsPerStatement)) {
    const column = <T>(pick: (draft: EnrolmentDraft) => T) => sql.param(part.map(pick));
    await db.execute(sql`
      insert into ${enrolments} (id, organisation_id, campaign_id, person_id, email, first_name, last_name, company,
                                 domain, time_zone, country, merge_data, status, position, next_due_at, created_at,
                                 updated_at)
      select draft.id, ${input.organisationId}::uuid, ${input.campaignId}::uuid, draft.person_id, draft.email,
             draft.first_name, draft.last_name, draft.company, draft.domain, draft.time_zone, draft.country,
             draft.merge_data, 'active', 0, draft.next_due_at, ${input.now}::timestamptz, ${input.now}::timestamptz
        from unnest(${sql.param(timeOrderedIds(part.length))}::uuid[], ${column((draft) => draft.personId)}::uuid[],
                    ${column((draft) => draft.email)}::text[], ${column((draft) => draft.firstName)}::text[],
                    ${column((draft) => draft.lastName)}::text[], ${column((draft) => draft.company)}::text[],
                    ${column((draft) => draft.domain)}::text[], ${column((draft) => draft.timeZone)}::text[],
                    ${column((draft) => draft.country)}::text[], ${column((draft) => JSON.stringify(draft.mergeData))}::jsonb[],
                    ${column(input.nextDueAt)}::timestamptz[])
             as draft(id, person_id, email, first_name, last_name, company, domain, time_zone, country, merge_data,
                      next_due_at)
      on conflict do nothing`);
  }
}
