import {
  type AudiencePreview,
  type CampaignDetail,
  type CampaignSchedule,
  type CampaignSettings,
  type CampaignStatus,
  campaignStatusLabels,
} from '@leadpilot/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { campaignMailboxes, campaignSteps, campaigns, campaignTransitions } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import { type PeopleSelector, type ResolvedAudience, resolveAudience } from './audience.ts';
import { firstOpenings, insertEnrolments } from './audience-writes.ts';
import { assertValidSettings, storedSettings } from './campaign-settings.ts';
import { type CampaignRow, findCampaign, loadCampaignDetail, storedAudience } from './campaign-views.ts';
import type { LaunchGate } from './launch-check.ts';
import { stopCampaignEnrolments } from './stop-enrolment.ts';

/** Enrolments at or above which a launch refreshes the table's planner statistics. */
const bulkEnrolment = 5_000;

export const isArchived = (status: CampaignStatus) => status === 'archived' || status === 'autopilot_archived';

export const archivedIsReadOnly = () =>
  refused('An archived campaign is read-only: duplicate it to make a new draft you can change.');

const statusWord = (status: CampaignStatus) => campaignStatusLabels[status].toLowerCase();

/** Records a status change with who made it (none: the system) and why. */
export async function recordTransition(
  tx: Database,
  input: {
    campaignId: string;
    from: CampaignStatus;
    to: CampaignStatus;
    actor: Actor | null;
    reason: string;
    at: Date;
  },
) {
  await tx.insert(campaignTransitions).values({
    campaignId: input.campaignId,
    fromStatus: input.from,
    toStatus: input.to,
    actorUserId: input.actor?.userId ?? null,
    reason: input.reason,
    at: input.at,
  });
}

/** The first moment the campaign may send: its start date's midnight in its time zone, or now. */
export function startMoment(schedule: CampaignSchedule, now: Date): Date {
  if (!schedule.startDate) return now;
  const start = DateTime.fromISO(schedule.startDate, { zone: schedule.timeZone }).startOf('day').toJSDate();
  return start > now ? start : now;
}

function endHasPassed(schedule: CampaignSchedule, now: Date): boolean {
  if (!schedule.endDate) return false;
  return DateTime.fromISO(schedule.endDate, { zone: schedule.timeZone }).endOf('day').toJSDate() < now;
}

/** Moves a campaign to `to`, bumping its revision, and records the transition. */
async function moveTo(
  tx: Database,
  current: CampaignRow,
  to: CampaignStatus,
  input: { actor: Actor; reason: string; now: Date; extra?: Partial<typeof campaigns.$inferInsert> },
) {
  await tx
    .update(campaigns)
    .set({ status: to, revision: current.revision + 1, updatedAt: input.now, ...input.extra })
    .where(eq(campaigns.id, current.id));
  await recordTransition(tx, {
    campaignId: current.id,
    from: current.status,
    to,
    actor: input.actor,
    reason: input.reason,
    at: input.now,
  });
}

/** Launch, pause, resume and archive: each checks the campaign's state and records the transition. */
export function createCampaignLifecycle(deps: {
  db: Database;
  clock: Clock;
  people: PeopleSelector;
  /**
   * The launch check, before the launch's lock: null for a campaign that is not a draft, else the
   * check of the audience the launch resolves, which refuses (422) while it finds blocking problems.
   */
  launchGate?: (actor: Actor, campaignId: string) => Promise<LaunchGate | null>;
  /** Asks for an engine pass now, so a launched or resumed campaign starts sending at once. */
  wakeEngine?: () => Promise<void>;
}) {
  const { db, clock } = deps;

  /** The engine's cron pass comes within a minute anyway: a failed wake-up only delays the first sends. */
  const wakeFor = async (campaign: CampaignDetail) => {
    if (campaign.status !== 'running' || !deps.wakeEngine) return;
    await deps.wakeEngine().catch(() => undefined);
  };

  /**
   * What launching would need beyond the audience: valid settings, an email step, a mailbox, and an
   * end date still ahead. Refuses (422) with what is missing.
   */
  async function assertLaunchable(tx: Database, current: CampaignRow, now: Date) {
    if (isArchived(current.status)) throw archivedIsReadOnly();
    if (current.status !== 'draft') {
      throw refused(
        current.status === 'paused'
          ? 'This campaign is paused: resume it instead of launching it again.'
          : `Only a draft can be launched: this campaign is ${statusWord(current.status)}.`,
      );
    }
    const settings = storedSettings(current.settings);
    assertValidSettings(settings);
    if (endHasPassed(settings.schedule, now)) {
      throw refused(`The end date (${settings.schedule.endDate}) has passed: move it later or clear it.`);
    }
    const [emailSteps] = await tx
      .select({ value: count() })
      .from(campaignSteps)
      .where(and(eq(campaignSteps.campaignId, current.id), eq(campaignSteps.kind, 'email')));
    if (!emailSteps?.value) throw refused('Add an email step before launching: the sequence sends nothing yet.');
    const [senders] = await tx
      .select({ value: count() })
      .from(campaignMailboxes)
      .where(eq(campaignMailboxes.campaignId, current.id));
    if (!senders?.value) throw refused('Choose at least one mailbox to send from before launching.');
    return settings;
  }

  return {
    /**
     * Draft → scheduled (start date ahead) or running: enrols the audience, leaving out each
     * excluded person with the reason, and refuses when nobody can be enrolled.
     */
    async launch(
      actor: Actor,
      body: { id: string; reason?: string | undefined },
    ): Promise<{ message: string; data: { campaign: CampaignDetail; audience: AudiencePreview } }> {
      const now = clock.now();
      const gate = (await deps.launchGate?.(actor, body.id)) ?? null;
      const preview = await db.transaction(async (tx) => {
        // One enrolment at a time per organisation, so two launches cannot both take a person exclusively.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.campaign-enrol:${actor.organisationId}`}))`,
        );
        const current = await findCampaign(tx, actor.organisationId, body.id, { lock: true });
        const audience = storedAudience(current.audience);
        const resolve = (settings: CampaignSettings) =>
          resolveAudience(tx, { people: deps.people, now }, actor, audience, settings, current.id);
        // The audience is resolved once, under the lock, and the launch check judges that very one
        // (its problems come before the launch's own refusals, as when the check ran first).
        let resolved: ResolvedAudience | null = null;
        if (gate && current.status === 'draft') {
          resolved = await resolve(storedSettings(current.settings));
          gate(resolved);
        }
        const settings = await assertLaunchable(tx, current, now);
        resolved ??= await resolve(settings);
        // A campaign on the autopilot may start empty: its daily prospecting enrols from the ideal customer.
        if (resolved.preview.candidates === 0 && !current.autopilot) {
          throw refused('The audience is empty: choose a people search, saved lists or CSV rows first.');
        }
        if (resolved.enrol.length === 0 && !current.autopilot) {
          throw refused(
            `Nobody in the audience can be enrolled: all ${resolved.preview.excluded} people are excluded. See the audience preview for each reason.`,
          );
        }
        const startAt = startMoment(settings.schedule, now);
        await insertEnrolments(tx, {
          organisationId: actor.organisationId,
          campaignId: current.id,
          drafts: resolved.enrol,
          nextDueAt: firstOpenings(settings.schedule, now, startAt),
          now,
        });
        const to = startAt > now ? 'scheduled' : 'running';
        await moveTo(tx, current, to, {
          actor,
          now,
          reason:
            body.reason ||
            (resolved.enrol.length === 0
              ? 'Launched on the autopilot with nobody yet: it adds new prospects each day.'
              : `Launched with ${resolved.enrol.length} prospects (${resolved.preview.excluded} excluded).`),
          extra: { launchedAt: now },
        });
        return resolved.preview;
      });
      if (preview.enrolled >= bulkEnrolment) {
        // A bulk load leaves the planner's statistics behind until autovacuum's next look, and the
        // engine's "what is left to schedule" query then picks a plan that takes seconds, not
        // milliseconds (28.7 s against 115 ms at 30,000 prospects): refresh them now. Only the
        // columns the engine's and the audience's lookups filter on, a third of a whole-table
        // ANALYZE (its names, merge data and dates are not what any plan turns on).
        await db
          .execute(sql`analyze enrolments (id, organisation_id, campaign_id, email, status)`)
          .catch(() => undefined);
      }
      const campaign = await loadCampaignDetail(db, actor.organisationId, body.id);
      await wakeFor(campaign);
      const when =
        campaign.status === 'scheduled' ? `scheduled to start ${campaign.settings.schedule.startDate}` : 'running';
      return {
        message: `Launched “${campaign.name}”: ${preview.enrolled} prospects enrolled, ${when}.`,
        data: { campaign, audience: preview },
      };
    },

    /** Scheduled or running → paused: no new message is sent from now on. */
    async pause(actor: Actor, body: { id: string; reason?: string | undefined }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const current = await findCampaign(tx, actor.organisationId, body.id, { lock: true });
        if (isArchived(current.status)) throw archivedIsReadOnly();
        if (current.status !== 'running' && current.status !== 'scheduled') {
          throw refused(
            `Only a running or scheduled campaign can be paused: this one is ${statusWord(current.status)}.`,
          );
        }
        await moveTo(tx, current, 'paused', { actor, now, reason: body.reason || 'Paused.' });
      });
      const campaign = await loadCampaignDetail(db, actor.organisationId, body.id);
      return { message: `Paused “${campaign.name}”: nothing more is sent until you resume it.`, data: campaign };
    },

    /** Paused → running (or scheduled while its start date is ahead); nobody is mailed again for it. */
    async resume(actor: Actor, body: { id: string; reason?: string | undefined }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const current = await findCampaign(tx, actor.organisationId, body.id, { lock: true });
        if (isArchived(current.status)) throw archivedIsReadOnly();
        if (current.status !== 'paused') {
          throw refused(`Only a paused campaign can be resumed: this one is ${statusWord(current.status)}.`);
        }
        const settings = storedSettings(current.settings);
        const to = startMoment(settings.schedule, now) > now ? 'scheduled' : 'running';
        await moveTo(tx, current, to, { actor, now, reason: body.reason || 'Resumed.' });
      });
      const campaign = await loadCampaignDetail(db, actor.organisationId, body.id);
      await wakeFor(campaign);
      return { message: `Resumed “${campaign.name}”.`, data: campaign };
    },

    /**
     * Any campaign but a draft → archived (autopilot-archived for an autopilot campaign), read-only
     * for good; its prospects' sequences stop.
     */
    async archive(actor: Actor, body: { id: string; reason?: string | undefined }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const current = await findCampaign(tx, actor.organisationId, body.id, { lock: true });
        if (current.status === 'draft') throw refused('A draft cannot be archived: delete it instead.');
        if (isArchived(current.status)) throw refused('This campaign is already archived.');
        const to = current.autopilot ? 'autopilot_archived' : 'archived';
        await moveTo(tx, current, to, { actor, now, reason: body.reason || 'Archived.', extra: { archivedAt: now } });
        await stopCampaignEnrolments(tx, { campaignId: current.id, reason: 'archived', actor, at: now });
      });
      const campaign = await loadCampaignDetail(db, actor.organisationId, body.id);
      return { message: `Archived “${campaign.name}”: it is read-only from now on.`, data: campaign };
    },
  };
}
