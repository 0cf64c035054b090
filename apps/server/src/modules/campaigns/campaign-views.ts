import {
  type CampaignDetail,
  type CampaignSummary,
  campaignAudienceSchema,
  type campaignListQuerySchema,
  emptyCampaignAudience,
  enrolmentStatuses,
} from '@leadpilot/contracts';
import { and, asc, count, desc, eq, exists, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { campaignMailboxes, campaigns, campaignTransitions, enrolments, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { assertOwnListFilters, mailboxViews } from './campaign-references.ts';
import { storedSettings } from './campaign-settings.ts';
import { loadSteps } from './campaign-steps.ts';

type ListQuery = z.output<typeof campaignListQuerySchema>;
export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignNotFound = () => notFound('This campaign');

/** The organisation's campaign, or 404 (another organisation's answers the same); `lock` holds it until commit. */
export async function findCampaign(
  db: Database,
  organisationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.organisationId, organisationId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw campaignNotFound();
  return row;
}

export function storedAudience(value: unknown) {
  const parsed = campaignAudienceSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyCampaignAudience;
}

// Subqueries name the outer row in full: Drizzle writes a lone table's columns unqualified.
const ownerName = sql<string | null>`(select u.name from ${users} u where u.id = "campaigns"."owner_user_id")`;
const mailboxIds = sql<string[] | null>`(select array_agg(cm.mailbox_id::text order by cm.mailbox_id)
  from ${campaignMailboxes} cm where cm.campaign_id = "campaigns"."id")`;
const stepCount = sql<number>`(select count(*)::int from campaign_steps s where s.campaign_id = "campaigns"."id")`;
const enrolled = sql<number>`(select count(*)::int from ${enrolments} e where e.campaign_id = "campaigns"."id")`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(row: {
  campaign: CampaignRow;
  ownerName: string | null;
  mailboxIds: string[] | null;
  stepCount: number;
  enrolled: number;
}): CampaignSummary {
  const { campaign } = row;
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    autopilot: campaign.autopilot,
    ownerUserId: campaign.ownerUserId,
    ownerName: row.ownerName ?? '',
    mailboxIds: row.mailboxIds ?? [],
    stepCount: Number(row.stepCount),
    enrolled: Number(row.enrolled),
    revision: campaign.revision,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    launchedAt: iso(campaign.launchedAt),
    archivedAt: iso(campaign.archivedAt),
  };
}

const summaryColumns = { campaign: campaigns, ownerName, mailboxIds, stepCount, enrolled };

/** A page of the organisation's campaigns, most recently changed first. */
export async function listCampaigns(db: Database, organisationId: string, query: ListQuery) {
  await assertOwnListFilters(db, organisationId, query);
  const conditions: SQL[] = [eq(campaigns.organisationId, organisationId)];
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  if (query.ownerUserId) conditions.push(eq(campaigns.ownerUserId, query.ownerUserId));
  if (query.mailboxId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(campaignMailboxes)
          .where(and(eq(campaignMailboxes.campaignId, campaigns.id), eq(campaignMailboxes.mailboxId, query.mailboxId))),
      ),
    );
  }
  if (query.q) conditions.push(ilike(campaigns.name, likePattern(query.q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return { data: rows.map(summaryOf), total: total?.value ?? 0, page: query.page, perPage: query.perPage };
}

/** One campaign with its steps, variants, mailboxes, transitions and enrolment counts. */
export async function loadCampaignDetail(db: Database, organisationId: string, id: string): Promise<CampaignDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.organisationId, organisationId)));
  if (!row) throw campaignNotFound();
  const [steps, mailboxes, transitions, counts] = await Promise.all([
    loadSteps(db, id),
    mailboxViews(db, row.mailboxIds ?? []),
    db
      .select({
        fromStatus: campaignTransitions.fromStatus,
        toStatus: campaignTransitions.toStatus,
        actorUserId: campaignTransitions.actorUserId,
        actorName: users.name,
        reason: campaignTransitions.reason,
        at: campaignTransitions.at,
      })
      .from(campaignTransitions)
      .leftJoin(users, eq(users.id, campaignTransitions.actorUserId))
      .where(eq(campaignTransitions.campaignId, id))
      .orderBy(asc(campaignTransitions.at), asc(campaignTransitions.id)),
    db
      .select({ status: enrolments.status, value: count() })
      .from(enrolments)
      .where(eq(enrolments.campaignId, id))
      .groupBy(enrolments.status),
  ]);
  const byStatus = Object.fromEntries(enrolmentStatuses.map((status) => [status, 0])) as CampaignDetail['enrolments'];
  for (const { status, value } of counts) byStatus[status] = value;
  return {
    ...summaryOf(row),
    settings: storedSettings(row.campaign.settings),
    audience: storedAudience(row.campaign.audience),
    steps,
    mailboxes,
    transitions: transitions.map((transition) => ({
      ...transition,
      actorName: transition.actorName ?? '',
      at: transition.at.toISOString(),
    })),
    enrolments: byStatus,
    completedAt: iso(row.campaign.completedAt),
  };
}
