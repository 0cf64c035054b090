import type {
  AdminCampaign,
  AdminCampaignStats,
  AdminCommLogQuery,
  AdminCommUpdateBody,
  PageQuery,
} from '@leadpilot/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignSteps,
  campaignStepVariants,
  campaigns,
  enrolments,
  organisations,
  sendLedger,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { recordAudit } from '../audit/index.ts';
import { listCommunicationLog } from './communication-log.ts';
import { resolveLogEntry } from './resolve-log-entry.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const tally = (rows: { key: string; value: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));

/**
 * The super-admin's views of every organisation's campaigns and communication log, and resolving a
 * log entry. Every action and every view of one organisation's campaigns leaves an audit row naming
 * the super-admin; the two views across organisations (campaign figures, the log's pages) do not,
 * so a read that changes nothing writes nothing.
 */
export function createCommunicationAdminService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const audit = (
    actor: Actor,
    action: string,
    target: { type: string; id?: string; organisationId?: string | null },
    details: Record<string, unknown> = {},
  ) =>
    recordAudit(db, {
      organisationId: target.organisationId ?? null,
      actorUserId: actor.userId,
      action: `sadmin.${action}`,
      targetType: target.type,
      ...(target.id ? { targetId: target.id } : {}),
      details,
    });

  const enrolled = sql<number>`(select count(*)::int from ${enrolments} e where e.campaign_id = ${campaigns.id})`;
  const sent = sql<number>`(select count(*)::int from ${sendLedger} l where l.campaign_id = ${campaigns.id} and l.state = 'sent')`;

  async function campaignRows(where: ReturnType<typeof and>, page: number, perPage: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ campaign: campaigns, organisationName: organisations.name, enrolled, sent })
        .from(campaigns)
        .innerJoin(organisations, eq(organisations.id, campaigns.organisationId))
        .where(where)
        .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ value: count() }).from(campaigns).where(where),
    ]);
    const data: AdminCampaign[] = rows.map((row) => ({
      id: row.campaign.id,
      organisationId: row.campaign.organisationId,
      organisationName: row.organisationName,
      name: row.campaign.name,
      status: row.campaign.status,
      autopilot: row.campaign.autopilot,
      createdAt: row.campaign.createdAt.toISOString(),
      launchedAt: iso(row.campaign.launchedAt),
      enrolled: Number(row.enrolled),
      sent: Number(row.sent),
    }));
    return { data, total: total?.value ?? 0, page, perPage };
  }

  async function oneCampaign(campaignId: string) {
    const { data } = await campaignRows(and(eq(campaigns.id, campaignId)), 1, 1);
    const [campaign] = data;
    if (!campaign) throw notFound('This campaign');
    return campaign;
  }

  return {
    /** Resolves one log entry (resolve-log-entry.ts). */
    resolve: (actor: Actor, body: AdminCommUpdateBody) => resolveLogEntry(db, clock, actor, body),

    /** One campaign of any organisation: its figures, settings, enrolments by status and sends by state. */
    async campaign(actor: Actor, campaignId: string) {
      const campaign = await oneCampaign(campaignId);
      const [[settings], enrolmentCounts, sendCounts] = await Promise.all([
        db.select({ settings: campaigns.settings }).from(campaigns).where(eq(campaigns.id, campaignId)),
        db
          .select({ key: enrolments.status, value: count() })
          .from(enrolments)
          .where(eq(enrolments.campaignId, campaignId))
          .groupBy(enrolments.status),
        db
          .select({ key: sendLedger.state, value: count() })
          .from(sendLedger)
          .where(eq(sendLedger.campaignId, campaignId))
          .groupBy(sendLedger.state),
      ]);
      await audit(actor, 'campaign_viewed', {
        type: 'campaign',
        id: campaignId,
        organisationId: campaign.organisationId,
      });
      return {
        ...campaign,
        settings: (settings?.settings ?? {}) as Record<string, unknown>,
        enrolments: tally(enrolmentCounts),
        sends: tally(sendCounts),
      };
    },

    /** A campaign's steps (variants, sends by state) and a page of its prospects. */
    async campaignSub(actor: Actor, campaignId: string, query: PageQuery) {
      const campaign = await oneCampaign(campaignId);
      const where = and(
        eq(enrolments.campaignId, campaignId),
        query.q ? ilike(enrolments.email, likePattern(query.q)) : undefined,
      );
      const [steps, variants, stepSends, prospects, [total]] = await Promise.all([
        db
          .select()
          .from(campaignSteps)
          .where(eq(campaignSteps.campaignId, campaignId))
          .orderBy(asc(campaignSteps.position)),
        db
          .select({
            id: campaignStepVariants.id,
            stepId: campaignStepVariants.stepId,
            label: campaignStepVariants.label,
            subject: campaignStepVariants.subject,
          })
          .from(campaignStepVariants)
          .innerJoin(campaignSteps, eq(campaignSteps.id, campaignStepVariants.stepId))
          .where(eq(campaignSteps.campaignId, campaignId))
          .orderBy(asc(campaignStepVariants.label)),
        db
          .select({ stepId: sendLedger.stepId, key: sendLedger.state, value: count() })
          .from(sendLedger)
          .where(eq(sendLedger.campaignId, campaignId))
          .groupBy(sendLedger.stepId, sendLedger.state),
        db
          .select()
          .from(enrolments)
          .where(where)
          .orderBy(asc(enrolments.email))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(enrolments).where(where),
      ]);
      await audit(actor, 'campaign_prospects_viewed', {
        type: 'campaign',
        id: campaignId,
        organisationId: campaign.organisationId,
      });
      return {
        campaign,
        steps: steps.map((step) => ({
          id: step.id,
          position: step.position,
          kind: step.kind,
          waitDays: step.waitDays,
          variants: variants
            .filter((variant) => variant.stepId === step.id)
            .map(({ stepId: _s, ...variant }) => variant),
          sends: tally(stepSends.filter((row) => row.stepId === step.id)),
        })),
        prospects: {
          data: prospects.map((row) => ({
            enrolmentId: row.id,
            email: row.email,
            name: `${row.firstName} ${row.lastName}`.trim(),
            company: row.company,
            status: row.status,
            stopReason: row.stopReason,
            position: row.position,
            nextDueAt: iso(row.nextDueAt),
          })),
          total: total?.value ?? 0,
          page: query.page,
          perPage: query.perPage,
        },
      };
    },

    /** An organisation's campaigns, newest first (404 for an organisation that does not exist). */
    async organisationCampaigns(actor: Actor, organisationId: string, query: PageQuery) {
      const [organisation] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      if (!organisation) throw notFound('This organisation');
      const reply = await campaignRows(
        and(
          eq(campaigns.organisationId, organisationId),
          query.q ? ilike(campaigns.name, likePattern(query.q)) : undefined,
        ),
        query.page,
        query.perPage,
      );
      await audit(actor, 'organisation_campaigns_viewed', { type: 'organisation', id: organisationId, organisationId });
      return reply;
    },

    /** Per organisation: campaigns by status, messages sent today and this month (UTC days). */
    async campaignStats(_actor: Actor, query: PageQuery) {
      const now = clock.now();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const where = query.q ? ilike(organisations.name, likePattern(query.q)) : undefined;
      const [orgs, [total]] = await Promise.all([
        db
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(where)
          .orderBy(asc(organisations.name), asc(organisations.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(organisations).where(where),
      ]);
      const ids = orgs.map((org) => org.id);
      const [statuses, sends] = ids.length
        ? await Promise.all([
            db
              .select({ organisationId: campaigns.organisationId, key: campaigns.status, value: count() })
              .from(campaigns)
              .where(inArray(campaigns.organisationId, ids))
              .groupBy(campaigns.organisationId, campaigns.status),
            db
              .select({
                organisationId: sendLedger.organisationId,
                today: sql<number>`count(*) filter (where ${sendLedger.sentAt} >= ${today})::int`,
                month: sql<number>`count(*)::int`,
              })
              .from(sendLedger)
              .where(
                and(
                  inArray(sendLedger.organisationId, ids),
                  eq(sendLedger.state, 'sent'),
                  gte(sendLedger.sentAt, month),
                ),
              )
              .groupBy(sendLedger.organisationId),
          ])
        : [[], []];
      const data: AdminCampaignStats[] = orgs.map((org) => {
        const sent = sends.find((row) => row.organisationId === org.id);
        return {
          organisationId: org.id,
          organisationName: org.name,
          campaignsByStatus: tally(statuses.filter((row) => row.organisationId === org.id)),
          sentToday: Number(sent?.today ?? 0),
          sentThisMonth: Number(sent?.month ?? 0),
        };
      });
      return { data, total: total?.value ?? 0, page: query.page, perPage: query.perPage };
    },

    /** The communication log across organisations, newest first, filtered (communication-log.ts). */
    log: (_actor: Actor, query: AdminCommLogQuery) => listCommunicationLog(db, query),
  };
}
