import {
  type AbilityAction,
  type AbilitySubject,
  type createScheduledJobBodySchema,
  type ScheduledJobKind,
  type SchedulePreview,
  scheduledJobDefaultPerRun,
  scheduledJobKindLabels,
  searchSelectionBodySchema,
} from '@leadpilot/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { scheduledJobRuns, scheduledJobs } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, refused } from '../../platform/errors.ts';
import { findList } from '../contacts/index.ts';
import { checkOneOff, checkRecurrence, formatInZone, nextOccurrence, nextOccurrences } from './cron-schedule.ts';
import { findJob, loadJobView, loadJobViews, runView } from './scheduled-job-view.ts';
import { maxScheduledJobsPerOrganisation, tooManyJobs } from './scheduler.errors.ts';

export type CreateScheduledJobInput = z.output<typeof createScheduledJobBodySchema>;

/** What each kind needs, may use, and the ability its member must hold (checked again at each run). */
export const kindRules: Record<
  ScheduledJobKind,
  { needs: ('search' | 'listId' | 'campaignId')[]; ability: { action: AbilityAction; subject: AbilitySubject } }
> = {
  'refresh-list': { needs: ['search', 'listId'], ability: { action: 'manage', subject: 'Prospects' } },
  'enrich-list': { needs: ['listId'], ability: { action: 'manage', subject: 'Prospects' } },
  'grow-campaign': { needs: ['search', 'campaignId'], ability: { action: 'manage', subject: 'Campaigns' } },
  'export-results': { needs: ['campaignId'], ability: { action: 'read', subject: 'Campaigns' } },
};

const fieldWords = { search: 'a people search', listId: 'a list', campaignId: 'a campaign' } as const;

export interface SchedulerServiceDeps {
  db: Database;
  clock: Clock;
  /** The campaign, as its owner shows it to this member (404 for another organisation's). */
  findCampaign(actor: Actor, id: string): Promise<{ id: string; name: string }>;
}

/** Scheduled jobs of an organisation: create, list, pause, resume, delete, their runs and a schedule's preview. */
export function createSchedulerService(deps: SchedulerServiceDeps) {
  const { db, clock } = deps;

  /** When the job runs next, checked (422s), from its schedule. */
  function firstRun(schedule: CreateScheduledJobInput['schedule'], now: Date) {
    if (schedule.type === 'once') {
      if (schedule.cron) throw refused('A one-off job takes a time, not a cron expression.');
      return { runAt: checkOneOff(schedule.runAt, schedule.timeZone, now), cron: null, next: null };
    }
    if (schedule.runAt) throw refused('A recurring job takes a cron expression, not a one-off time.');
    const cron = checkRecurrence(schedule.cron ?? '', schedule.timeZone, now);
    return { runAt: null, cron, next: nextOccurrence(cron, schedule.timeZone, now) };
  }

  return {
    async create(actor: Actor, body: CreateScheduledJobInput) {
      // The ids first: another organisation's list or campaign is not found, whatever else is wrong.
      const list = body.listId ? await findList(db, actor.organisationId, body.listId) : null;
      const campaign = body.campaignId ? await deps.findCampaign(actor, body.campaignId) : null;
      const rules = kindRules[body.kind];
      if (!actor.ability.can(rules.ability.action, rules.ability.subject)) throw forbidden();
      const label = scheduledJobKindLabels[body.kind];
      for (const field of rules.needs) {
        if (!body[field]) throw refused(`“${label}” needs ${fieldWords[field]}.`);
      }
      for (const field of ['search', 'listId', 'campaignId'] as const) {
        if (body[field] && !rules.needs.includes(field)) {
          throw refused(`“${label}” takes no ${fieldWords[field].replace(/^an? /, '')}: leave it out.`);
        }
      }
      if (body.perRun !== undefined && body.kind !== 'grow-campaign') {
        throw refused('Only a job that adds people to a campaign takes a number of people per run.');
      }
      if (body.maxCredits !== undefined && body.kind !== 'enrich-list') {
        throw refused('Only a job that enriches a list takes a credit cap.');
      }
      const now = clock.now();
      const { runAt, cron, next } = firstRun(body.schedule, now);
      const settings: Record<string, unknown> = {};
      if (body.search) settings.search = searchSelectionBodySchema.parse(body.search);
      if (body.kind === 'grow-campaign') settings.perRun = body.perRun ?? scheduledJobDefaultPerRun;
      if (body.maxCredits !== undefined) settings.maxCredits = body.maxCredits;
      const id = await db.transaction(async (tx) => {
        const [held] = await tx
          .select({ value: count() })
          .from(scheduledJobs)
          .where(eq(scheduledJobs.organisationId, actor.organisationId));
        if (Number(held?.value ?? 0) >= maxScheduledJobsPerOrganisation) throw tooManyJobs();
        const [row] = await tx
          .insert(scheduledJobs)
          .values({
            organisationId: actor.organisationId,
            createdByUserId: actor.userId,
            name: body.name,
            kind: body.kind,
            scheduleType: body.schedule.type,
            runAt,
            cron,
            timeZone: body.schedule.timeZone,
            settings,
            listId: list?.id ?? null,
            campaignId: campaign?.id ?? null,
            nextRunAt: runAt ?? next,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: scheduledJobs.id });
        if (!row) throw new Error('scheduled job insert returned nothing');
        return row.id;
      });
      const first = runAt ?? next;
      const when = first ? `: first run ${formatInZone(first, body.schedule.timeZone)}` : '';
      return {
        message: `Scheduled “${body.name}”${when}.`,
        data: await loadJobView(db, actor.organisationId, id),
      };
    },

    list: (actor: Actor) => loadJobViews(db, actor.organisationId),

    async runs(actor: Actor, jobId: string, query: { page: number; perPage: number }) {
      const job = await findJob(db, actor.organisationId, jobId);
      const where = eq(scheduledJobRuns.jobId, job.id);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(scheduledJobRuns)
          .where(where)
          .orderBy(desc(scheduledJobRuns.occurrenceAt))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(scheduledJobRuns).where(where),
      ]);
      return { data: rows.map(runView), total: Number(total?.value ?? 0), page: query.page, perPage: query.perPage };
    },

    async pause(actor: Actor, jobId: string) {
      const job = await db.transaction(async (tx) => {
        const found = await findJob(tx, actor.organisationId, jobId, { lock: true });
        if (found.status === 'completed') throw refused(`“${found.name}” has already run: there is nothing to pause.`);
        if (found.status === 'active') {
          await tx
            .update(scheduledJobs)
            .set({ status: 'paused', updatedAt: clock.now() })
            .where(eq(scheduledJobs.id, found.id));
        }
        return found;
      });
      const message =
        job.status === 'paused'
          ? `“${job.name}” is already paused.`
          : `Paused “${job.name}”: it runs no more until resumed.`;
      return { message, data: await loadJobView(db, actor.organisationId, job.id) };
    },

    /** Resumes from now: occurrences that fell while the job was paused are skipped, not caught up. */
    async resume(actor: Actor, jobId: string) {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const found = await findJob(tx, actor.organisationId, jobId, { lock: true });
        if (found.status === 'completed') throw refused(`“${found.name}” has already run: schedule a new job instead.`);
        if (found.status === 'active') return { job: found, next: found.nextRunAt, changed: false };
        let next: Date | null;
        if (found.scheduleType === 'once') {
          if (!found.runAt || found.runAt.getTime() <= now.getTime()) {
            throw refused(`“${found.name}” was due while it was paused: schedule a new one-off job instead.`);
          }
          next = found.runAt;
        } else {
          next = nextOccurrence(found.cron ?? '', found.timeZone, now);
        }
        await tx
          .update(scheduledJobs)
          .set({ status: 'active', nextRunAt: next, updatedAt: now })
          .where(and(eq(scheduledJobs.id, found.id), eq(scheduledJobs.status, 'paused')));
        return { job: found, next, changed: true };
      });
      const when = outcome.next ? ` Next run: ${formatInZone(outcome.next, outcome.job.timeZone)}.` : '';
      const message = outcome.changed
        ? `Resumed “${outcome.job.name}”.${when}`
        : `“${outcome.job.name}” is already active.`;
      return { message, data: await loadJobView(db, actor.organisationId, outcome.job.id) };
    },

    async remove(actor: Actor, jobId: string) {
      const job = await db.transaction(async (tx) => {
        const found = await findJob(tx, actor.organisationId, jobId, { lock: true });
        await tx.delete(scheduledJobs).where(eq(scheduledJobs.id, found.id));
        return found;
      });
      return { message: `Deleted the scheduled job “${job.name}” and its run history.`, data: { id: job.id } };
    },

    /** The next three runs of an expression in a zone (422 for what `create` would refuse). */
    preview(query: { cron: string; timeZone: string }): SchedulePreview {
      const now = clock.now();
      const cron = checkRecurrence(query.cron, query.timeZone, now);
      const nextRuns = nextOccurrences(cron, query.timeZone, now, 3).map((at) => at.toISOString());
      return { cron, timeZone: query.timeZone, nextRuns };
    },
  };
}
export type SchedulerService = ReturnType<typeof createSchedulerService>;
