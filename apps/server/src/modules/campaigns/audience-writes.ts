import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';
import type { EnrolmentDraft } from './audience.ts';
import { chunked } from './audience-conflicts.ts';

/**
 * Rows an enrolling statement takes: an audience (at most 25,000 people) goes in a few statements,
 * each a handful of array parameters, so the message to the server stays a few megabytes.
 */
const rowsPerStatement = 10_000;

/**
 * Writes a launch's enrolments, active at position 0 and due at `nextDueAt`; a person already
 * enrolled in the campaign (the unique campaign and email) is left as they are. One INSERT … SELECT
 * from `unnest` of one array a column per slice: a multi-row VALUES list would bind eleven parameters
 * a row and plan a statement the size of the slice.
 */
export async function insertEnrolments(
  db: Database,
  input: { organisationId: string; campaignId: string; drafts: readonly EnrolmentDraft[]; nextDueAt: Date; now: Date },
): Promise<void> {
  for (const part of chunked(input.drafts, rowsPerStatement)) {
    const column = <T>(pick: (draft: EnrolmentDraft) => T) => sql.param(part.map(pick));
    await db.execute(sql`
      insert into ${enrolments} (organisation_id, campaign_id, person_id, email, first_name, last_name, company,
                                 domain, time_zone, country, merge_data, status, position, next_due_at, created_at,
                                 updated_at)
      select ${input.organisationId}::uuid, ${input.campaignId}::uuid, draft.person_id, draft.email, draft.first_name,
             draft.last_name, draft.company, draft.domain, draft.time_zone, draft.country, draft.merge_data, 'active', 0,
             ${input.nextDueAt}::timestamptz, ${input.now}::timestamptz, ${input.now}::timestamptz
        from unnest(${column((draft) => draft.personId)}::uuid[], ${column((draft) => draft.email)}::text[],
                    ${column((draft) => draft.firstName)}::text[], ${column((draft) => draft.lastName)}::text[],
                    ${column((draft) => draft.company)}::text[], ${column((draft) => draft.domain)}::text[],
                    ${column((draft) => draft.timeZone)}::text[], ${column((draft) => draft.country)}::text[],
                    ${column((draft) => JSON.stringify(draft.mergeData))}::jsonb[])
             as draft(person_id, email, first_name, last_name, company, domain, time_zone, country, merge_data)
      on conflict do nothing`);
  }
}
