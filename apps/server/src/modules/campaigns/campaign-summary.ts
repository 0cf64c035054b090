import type {
  CampaignFigures,
  CampaignFunnelRow,
  CampaignProspectRow,
  CampaignResults,
  campaignProspectsQuerySchema,
  campaignResultsListQuerySchema,
} from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { findCampaign, listCampaigns } from './campaign-views.ts';

type ListQuery = z.output<typeof campaignResultsListQuerySchema>;
type ProspectsQuery = z.output<typeof campaignProspectsQuerySchema>;

/** The rows of a raw query, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}

const idList = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

export const emptyFigures = (): CampaignFigures => ({
  prospects: 0,
  active: 0,
  completed: 0,
  stopped: 0,
  stoppedByReason: {},
  sent: 0,
  replies: 0,
  positiveReplies: 0,
  meetings: 0,
  bounces: 0,
  unsubscribes: 0,
  opened: 0,
  clicked: 0,
});

/**
 * What each prospect's communication events say: a reply (`replied`; positive when its details
 * carry `sentiment: "positive"`), a booked meeting (`meeting`), an open, a click (a machine's, which
 * tracking flags in `details.flag`, is not a person's and is left out). Stop reasons say
 * the same for the prospects whose sequence they ended.
 */
const eventFlags = sql`left join lateral (
    select bool_or(ce.kind = 'replied') as replied,
      bool_or(ce.kind = 'replied' and ce.details->>'sentiment' = 'positive') as positive,
      bool_or(ce.kind = 'meeting') as meeting,
      bool_or(ce.kind = 'opened' and ce.details->>'flag' is null) as opened,
      bool_or(ce.kind = 'clicked' and ce.details->>'flag' is null) as clicked
    from communication_events ce where ce.enrolment_id = en.id
  ) ev on true`;

interface FigureRow {
  campaign_id: string;
  prospects: number;
  active: number;
  completed: number;
  stopped: number;
  replies: number;
  positive_replies: number;
  meetings: number;
  bounces: number;
  unsubscribes: number;
  opened: number;
  clicked: number;
}

/** The headline figures of the given campaigns (all of one organisation), by campaign id. */
export async function loadFigures(
  db: Database,
  organisationId: string,
  campaignIds: readonly string[],
): Promise<Map<string, CampaignFigures>> {
  const figures = new Map(campaignIds.map((id) => [id, emptyFigures()]));
  if (campaignIds.length === 0) return figures;
  const ids = idList(campaignIds);
  const [counts, reasons, sent] = await Promise.all([
    rowsOf<FigureRow>(
      db,
      sql`select en.campaign_id,
        count(*)::int as prospects,
        count(*) filter (where en.status in ('active', 'held', 'paused'))::int as active,
        count(*) filter (where en.status = 'completed')::int as completed,
        count(*) filter (where en.status = 'stopped')::int as stopped,
        count(*) filter (where en.stop_reason in ('reply', 'meeting') or ev.replied or ev.meeting)::int as replies,
        count(*) filter (where en.stop_reason = 'meeting' or ev.positive or ev.meeting)::int as positive_replies,
        count(*) filter (where en.stop_reason = 'meeting' or ev.meeting)::int as meetings,
        count(*) filter (where en.stop_reason = 'bounce')::int as bounces,
        count(*) filter (where en.stop_reason = 'unsubscribe')::int as unsubscribes,
        count(*) filter (where ev.opened)::int as opened,
        count(*) filter (where ev.clicked or en.stop_reason = 'click')::int as clicked
      from enrolments en ${eventFlags}
      where en.organisation_id = ${organisationId} and en.campaign_id = any(${ids})
      group by en.campaign_id`,
    ),
    rowsOf<{ campaign_id: string; reason: string; value: number }>(
      db,
      sql`select campaign_id, coalesce(stop_reason, 'unknown') as reason, count(*)::int as value
      from enrolments
      where organisation_id = ${organisationId} and campaign_id = any(${ids}) and status = 'stopped'
      group by campaign_id, stop_reason`,
    ),
    rowsOf<{ campaign_id: string; value: number }>(
      db,
      sql`select campaign_id, count(*)::int as value from send_ledger
      where organisation_id = ${organisationId} and campaign_id = any(${ids}) and state = 'sent'
      group by campaign_id`,
    ),
  ]);
  for (const row of counts) {
    const target = figures.get(row.campaign_id);
    if (!target) continue;
    Object.assign(target, {
      prospects: Number(row.prospects),
      active: Number(row.active),
      completed: Number(row.completed),
      stopped: Number(row.stopped),
      replies: Number(row.replies),
      positiveReplies: Number(row.positive_replies),
      meetings: Number(row.meetings),
      bounces: Number(row.bounces),
      unsubscribes: Number(row.unsubscribes),
      opened: Number(row.opened),
      clicked: Number(row.clicked),
    });
  }
  for (const row of reasons) {
    const target = figures.get(row.campaign_id);
    if (target) target.stoppedByReason[row.reason] = Number(row.value);
  }
  for (const row of sent) {
    const target = figures.get(row.campaign_id);
    if (target) target.sent = Number(row.value);
  }
  return figures;
}

/** Every campaign of the organisation with its figures, filtered and paged as the campaigns list. */
export async function listCampaignResults(db: Database, organisationId: string, query: ListQuery) {
  const page = await listCampaigns(db, organisationId, query);
  const figures = await loadFigures(
    db,
    organisationId,
    page.data.map((campaign) => campaign.id),
  );
  return {
    ...page,
    data: page.data.map((campaign) => ({ ...campaign, figures: figures.get(campaign.id) ?? emptyFigures() })),
  };
}

export interface ProspectRowInput {
  id: string;
  person_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  status: CampaignProspectRow['status'];
  stop_reason: string | null;
  position: number;
  mailbox: string | null;
  last_kind: string | null;
  last_reason: string | null;
  last_at: Date | string | null;
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The words of a prospect's last event: its reason when it has one, else its kind. */
const lastEventWords = (kind: string | null, reason: string | null) => (kind ? reason?.trim() || kind : null);

export function prospectRowOf(row: ProspectRowInput): CampaignProspectRow {
  return {
    enrolmentId: row.id,
    personId: row.person_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    company: row.company,
    status: row.status,
    stopReason: row.stop_reason,
    step: Number(row.position),
    mailbox: row.mailbox,
    lastEvent: lastEventWords(row.last_kind, row.last_reason),
    lastEventAt: isoOf(row.last_at),
  };
}

/** A campaign's prospects with each one's status, step, mailbox and last event; `after` pages by id. */
export function prospectsQuery(
  campaignId: string,
  filter: { q?: string | undefined; status?: string | undefined },
  page: { limit: number; offset?: number; afterId?: string },
) {
  const conditions: SQL[] = [sql`en.campaign_id = ${campaignId}`];
  if (filter.status) conditions.push(sql`en.status = ${filter.status}`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      sql`(en.email ilike ${pattern} or en.first_name ilike ${pattern} or en.last_name ilike ${pattern} or en.company ilike ${pattern})`,
    );
  }
  if (page.afterId) conditions.push(sql`en.id > ${page.afterId}`);
  const where = sql.join(conditions, sql` and `);
  return {
    rows: sql`select en.id, en.person_id, en.first_name, en.last_name, en.email, en.company, en.status,
        en.stop_reason, en.position, mb.email as mailbox, le.kind as last_kind, le.reason as last_reason, le.at as last_at
      from enrolments en
      left join mailboxes mb on mb.id = en.mailbox_id
      left join lateral (
        select ce.kind, ce.reason, ce.at from communication_events ce
        where ce.enrolment_id = en.id order by ce.at desc, ce.id desc limit 1
      ) le on true
      where ${where}
      order by ${page.afterId ? sql`en.id` : sql`en.created_at, en.id`}
      limit ${page.limit} offset ${page.offset ?? 0}`,
    total: sql`select count(*)::int as value from enrolments en where ${where}`,
  };
}

/** One campaign's figures, sends per day, funnel per step and variant, and a page of its prospects. */
export async function loadCampaignResults(
  db: Database,
  organisationId: string,
  campaignId: string,
  query: ProspectsQuery,
): Promise<Omit<CampaignResults, 'campaign'>> {
  await findCampaign(db, organisationId, campaignId);
  const prospects = prospectsQuery(campaignId, query, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const [figures, daily, funnel, rows, [total]] = await Promise.all([
    loadFigures(db, organisationId, [campaignId]),
    rowsOf<{ day: string; sent: number }>(
      db,
      sql`select to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as sent
      from send_ledger where campaign_id = ${campaignId} and state = 'sent' and sent_at is not null
      group by 1 order by 1`,
    ),
    loadFunnel(db, campaignId),
    rowsOf<ProspectRowInput>(db, prospects.rows),
    rowsOf<{ value: number }>(db, prospects.total),
  ]);
  return {
    figures: figures.get(campaignId) ?? emptyFigures(),
    sendsPerDay: daily.map((row) => ({ day: row.day, sent: Number(row.sent) })),
    funnel,
    prospects: {
      data: rows.map(prospectRowOf),
      total: Number(total?.value ?? 0),
      page: query.page,
      perPage: query.perPage,
    },
  };
}

/**
 * Per email step and variant: messages sent, and the prospects who replied (or booked) or stopped
 * for any reason, each counted at the last message they were sent.
 */
async function loadFunnel(db: Database, campaignId: string): Promise<CampaignFunnelRow[]> {
  const rows = await rowsOf<{
    step_id: string;
    position: number;
    variant_id: string | null;
    label: string;
    sent: number;
    replied: number;
    stopped: number;
  }>(
    db,
    sql`with last_sent as (
        select distinct on (l.enrolment_id) l.enrolment_id, l.step_id, l.variant_id
        from send_ledger l where l.campaign_id = ${campaignId} and l.state = 'sent'
        order by l.enrolment_id, l.sent_at desc nulls last
      )
      select s.id as step_id, s.position, v.id as variant_id, v.label,
        (select count(*)::int from send_ledger l where l.step_id = s.id and l.variant_id = v.id and l.state = 'sent') as sent,
        (select count(*)::int from last_sent ls join enrolments e on e.id = ls.enrolment_id
          where ls.step_id = s.id and ls.variant_id = v.id and e.stop_reason in ('reply', 'meeting')) as replied,
        (select count(*)::int from last_sent ls join enrolments e on e.id = ls.enrolment_id
          where ls.step_id = s.id and ls.variant_id = v.id and e.status = 'stopped') as stopped
      from campaign_steps s join campaign_step_variants v on v.step_id = s.id
      where s.campaign_id = ${campaignId} and s.kind = 'email'
      order by s.position, v.label`,
  );
  return rows.map((row) => ({
    stepId: row.step_id,
    step: Number(row.position) + 1,
    variantId: row.variant_id,
    label: row.label,
    sent: Number(row.sent),
    replied: Number(row.replied),
    stopped: Number(row.stopped),
  }));
}
