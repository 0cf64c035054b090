import type {
  AdminCampaign,
  AdminCampaignStats,
  AdminCommLogQuery,
  AdminCommUpdateBody,
  PageQuery,
} from '@leadpilot/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignSteps,
  campaignStepVariants,
  campaigns,
  communicationEvents,
  enrolments,
  organisations,
  sendLedger,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { likePattern } from '../users/index.ts';
import { eventView } from './conversation.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const tally = (rows: { key: string; value: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));

/**
 * The super-admin's views of every organisation's campaigns and communication log, and resolving a
 * log entry. Every call, read or write, leaves an audit row naming the super-admin.
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
    async campaignStats(actor: Actor, query: PageQuery) {
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
      await audit(actor, 'campaign_stats_viewed', { type: 'organisation' });
      return { data, total: total?.value ?? 0, page: query.page, perPage: query.perPage };
    },

    /** The communication log across organisations, newest first, filtered. */
    async log(actor: Actor, query: AdminCommLogQuery) {
      const page = query.page ?? 1;
      const perPage = query.perPage ?? 10;
      const where = and(
        query.organisationId ? eq(communicationEvents.organisationId, query.organisationId) : undefined,
        query.campaignId ? eq(communicationEvents.campaignId, query.campaignId) : undefined,
        query.kind ? eq(communicationEvents.kind, query.kind) : undefined,
        query.from ? gte(communicationEvents.at, new Date(query.from)) : undefined,
        query.to ? lte(communicationEvents.at, new Date(query.to)) : undefined,
        query.open === 'true' ? sql`not (${communicationEvents.details} ? 'resolution')` : undefined,
        query.q ? ilike(communicationEvents.reason, likePattern(query.q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ event: communicationEvents, organisationName: organisations.name, ledgerState: sendLedger.state })
          .from(communicationEvents)
          .innerJoin(organisations, eq(organisations.id, communicationEvents.organisationId))
          .leftJoin(sendLedger, eq(sendLedger.id, communicationEvents.ledgerId))
          .where(where)
          .orderBy(desc(communicationEvents.at), desc(communicationEvents.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(communicationEvents).where(where),
      ]);
      await audit(
        actor,
        'communication_log_viewed',
        { type: 'communication_log', organisationId: query.organisationId ?? null },
        {
          filters: { ...query },
        },
      );
      return {
        data: rows.map((row) => ({
          ...eventView(row.event),
          organisationName: row.organisationName,
          ledgerState: row.ledgerState ?? null,
        })),
        total: total?.value ?? 0,
        page,
        perPage,
      };
    },

    /**
     * Resolves one log entry. `resend` and `drop` apply to an entry whose message is unknown (handed
     * to the mail server, never found in its sent mail): resend puts it back in the queue as a new
     * attempt (a new Message-ID is chosen when it is sent; the old one stays in the log), drop skips
     * it and moves the sequence on. `handled` only marks the entry. Each is logged and audited.
     */
    async resolve(actor: Actor, body: AdminCommUpdateBody) {
      const at = clock.now();
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(communicationEvents)
          .where(eq(communicationEvents.id, body.id))
          .for('update');
        if (!event) throw notFound('This log entry');
        const details = (event.details ?? {}) as Record<string, unknown>;
        if (details.resolution) throw refused('This log entry was already resolved.');
        let ledgerState: string | null = null;
        if (body.action !== 'handled') {
          if (!event.ledgerId) throw refused('Only an entry about a message can be resent or dropped.');
          const [row] = await tx
            .select({ ledger: sendLedger, stepPosition: campaignSteps.position })
            .from(sendLedger)
            .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
            .where(eq(sendLedger.id, event.ledgerId))
            .for('update', { of: sendLedger });
          if (!row) throw notFound('This message');
          if (row.ledger.state !== 'unknown') {
            throw refused(
              `Only a message whose outcome is unknown can be resent or dropped; this one is ${row.ledger.state}.`,
            );
          }
          const previous = row.ledger.messageId;
          if (body.action === 'resend') {
            await tx
              .update(sendLedger)
              .set({
                state: 'scheduled',
                dueAt: at,
                messageId: null,
                leaseUntil: null,
                claimedBy: null,
                submittedAt: null,
                reason: 'Resent after review: a new attempt.',
              })
              .where(and(eq(sendLedger.id, row.ledger.id), eq(sendLedger.state, 'unknown')));
            ledgerState = 'scheduled';
          } else {
            await tx
              .update(sendLedger)
              .set({ state: 'skipped', leaseUntil: null, reason: 'Dropped after review.' })
              .where(and(eq(sendLedger.id, row.ledger.id), eq(sendLedger.state, 'unknown')));
            await tx
              .update(enrolments)
              .set({ position: row.stepPosition + 1, nextDueAt: null, updatedAt: at })
              .where(and(eq(enrolments.id, row.ledger.enrolmentId), eq(enrolments.position, row.stepPosition)));
            ledgerState = 'skipped';
          }
          await tx.insert(communicationEvents).values({
            organisationId: event.organisationId,
            campaignId: event.campaignId,
            enrolmentId: event.enrolmentId,
            ledgerId: event.ledgerId,
            kind: body.action === 'resend' ? 'resend' : 'skipped',
            reason:
              body.action === 'resend'
                ? 'A person decided to send it again: a new attempt with a new Message-ID.'
                : 'A person decided not to send it again.',
            details: {
              actorUserId: actor.userId,
              previousMessageId: previous,
              resolves: event.id,
              note: body.note ?? '',
            },
            at,
          });
        }
        const resolution = {
          action: body.action,
          actorUserId: actor.userId,
          at: at.toISOString(),
          note: body.note ?? '',
        };
        await tx
          .update(communicationEvents)
          .set({ details: sql`${communicationEvents.details} || ${JSON.stringify({ resolution })}::jsonb` })
          .where(eq(communicationEvents.id, event.id));
        await recordAudit(tx, {
          organisationId: event.organisationId,
          actorUserId: actor.userId,
          action: `sadmin.communication_${body.action}`,
          targetType: 'communication_event',
          targetId: event.id,
          details: { ledgerId: event.ledgerId, ledgerState, note: body.note ?? '' },
        });
        return { id: event.id, action: body.action, ledgerState };
      });
    },
  };
}
