import type { CampaignSettings } from '@leadpilot/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { campaigns, enrolments, sendLedger } from '../../../db/schema.ts';
import { rowsOf } from '../campaign-summary.ts';
import { timeOrderedIds } from '../time-ordered-ids.ts';
import type { EnrolmentToSchedule, NewLedgerRow } from './send-store.ts';

/**
 * The send store's scheduling reads and writes (`enrolmentsToSchedule`, `schedule`), set-based: a
 * page of thousands of prospects costs a few statements, each the same size whatever the page's.
 */

/** Sends that are in flight or wait for a person: the enrolment's next step is not placed meanwhile. */
const openStates = `('scheduled', 'claimed', 'submitting', 'unknown')`;

/** Active enrolments of running campaigns with no send scheduled, claimed, submitting or unknown; by id after `afterId`. */
export async function readEnrolmentsToSchedule(
  db: Database,
  afterId: string | null,
  limit: number,
): Promise<EnrolmentToSchedule[]> {
  // The running campaigns first, each one's settings read once (not once a row of a page of
  // thousands); then their enrolments by id. Naming the campaigns by id, not by a join on their
  // status, lets the planner count the rows from the enrolments' own statistics and walk the
  // primary key in order, where the join's estimate (a few hundred) made it sort every active
  // enrolment for every page.
  const running = await db
    .select({ id: campaigns.id, settings: campaigns.settings })
    .from(campaigns)
    .where(eq(campaigns.status, 'running'));
  if (running.length === 0) return [];
  const settings = new Map(running.map((row) => [row.id, row.settings as CampaignSettings]));
  const campaignIds = sql.param([...settings.keys()]);
  const found: EnrolmentToSchedule[] = [];
  let cursor = afterId;
  for (;;) {
    // A run of active enrolments by id first (materialised: a walk of the primary key from the
    // cursor), then a look-up in the ledger for each of them. Written as one anti-join, the planner
    // merged it with the whole ledger index from its start, each page reading every row placed before.
    const scanned = await rowsOf<Omit<EnrolmentToSchedule, 'settings'> & { open: boolean | null }>(
      db,
      sql`
        with run as materialized (
          select e.id, e.organisation_id, e.campaign_id, e.position, e.mailbox_id, e.time_zone, e.country,
                 e.next_due_at
            from ${enrolments} e
           where e.campaign_id = any(${campaignIds}::uuid[])
             and e.status = 'active'
             ${cursor ? sql`and e.id > ${cursor}::uuid` : sql``}
           order by e.id
           limit ${limit})
        select run.id, run.organisation_id as "organisationId", run.campaign_id as "campaignId", run.position,
               run.mailbox_id as "mailboxId", run.time_zone as "timeZone", run.country,
               run.next_due_at as "nextDueAt", sends.open, sends.last_sent_at as "lastSentAt"
          from run
               -- One walk of the enrolment's ledger rows for both answers: as an EXISTS beside a
               -- subquery, the planner hashed the whole ledger for every page and probed it again.
               cross join lateral (
                 select bool_or(s.state in ${sql.raw(openStates)}) as open, max(s.sent_at) as last_sent_at
                   from ${sendLedger} s
                  where s.enrolment_id = run.id) sends
         order by run.id`,
    );
    for (const { open, ...row } of scanned) {
      if (open || found.length >= limit) continue;
      found.push({
        ...row,
        settings: settings.get(row.campaignId) as CampaignSettings,
        lastSentAt: row.lastSentAt ? new Date(row.lastSentAt) : null,
        nextDueAt: row.nextDueAt ? new Date(row.nextDueAt) : null,
      });
    }
    // Past the last one found, the next call reads on from there (a full page may stop mid-run).
    if (found.length >= limit || scanned.length < limit) return found;
    cursor = scanned[scanned.length - 1]?.id ?? null;
  }
}

/**
 * Inserts scheduled rows (a row that exists for the enrolment and step is left as it is) and moves
 * each enrolment on; answers how many rows it inserted.
 */
export async function placeScheduled(db: Database, rows: NewLedgerRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  // A page of rows as one array a column: two statements whatever the page's size, where a
  // multi-row VALUES list costs a bound parameter a value and a plan the size of the page. Ids rise
  // with time (`timeOrderedIds`): each new entry goes to the right-hand end of the primary key.
  const column = <T>(pick: (row: NewLedgerRow) => T) => sql.param(rows.map(pick));
  return db.transaction(async (tx) => {
    const [inserted] = await rowsOf<{ placed: number }>(
      tx,
      sql`
        with placed as (
          insert into ${sendLedger} (id, organisation_id, campaign_id, enrolment_id, step_id, variant_id, mailbox_id,
                                     state, due_at)
          select due.id, due.organisation_id, due.campaign_id, due.enrolment_id, due.step_id, due.variant_id,
                 due.mailbox_id, 'scheduled', due.due_at
            from unnest(${sql.param(timeOrderedIds(rows.length))}::uuid[], ${column((row) => row.organisationId)}::uuid[],
                        ${column((row) => row.campaignId)}::uuid[], ${column((row) => row.enrolmentId)}::uuid[],
                        ${column((row) => row.stepId)}::uuid[], ${column((row) => row.variantId)}::uuid[],
                        ${column((row) => row.mailboxId)}::uuid[],
                        ${column((row) => row.dueAt)}::timestamptz[])
                 as due(id, organisation_id, campaign_id, enrolment_id, step_id, variant_id, mailbox_id, due_at)
          on conflict (enrolment_id, step_id) do nothing
          returning 1)
        select count(*)::int as placed from placed`,
    );
    // Every enrolment's new position in one statement, leaving out those whose stored position and
    // next due time already say it (a first message as launch foresaw it): rewriting a row whose
    // indexed next_due_at changes costs a new version and an entry in each of its four indexes. The
    // range of their ids (a page is a run of them) lets the planner read just that stretch of the
    // primary key, where it would otherwise hash the whole table for every page.
    // (Lower-case hexadecimal sorts as text the way PostgreSQL sorts the uuids' bytes.)
    const moving = rows.filter((row) => row.movesEnrolment !== false);
    if (moving.length > 0) {
      const ids = moving.map((row) => row.enrolmentId);
      const sorted = ids.map((id) => id.toLowerCase()).sort();
      const lowest = sorted[0] as string;
      const highest = sorted[sorted.length - 1] as string;
      await tx.execute(sql`
        update ${enrolments} set position = moved.position, next_due_at = moved.due_at, updated_at = now()
          from unnest(${sql.param(ids)}::uuid[], ${sql.param(moving.map((row) => row.position))}::int[],
                      ${sql.param(moving.map((row) => row.dueAt))}::timestamptz[]) as moved(id, position, due_at)
         where ${enrolments.id} = moved.id and ${enrolments.status} = 'active'
           and ${enrolments.id} between ${lowest}::uuid and ${highest}::uuid`);
    }
    return Number(inserted?.placed ?? 0);
  });
}
