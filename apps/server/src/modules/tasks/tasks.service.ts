import type { CampaignTask, CampaignTaskKind, CampaignTaskQuery } from '@leadpilot/contracts';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignSteps, campaigns, campaignTasks, communicationEvents, enrolments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';

/**
 * Open tasks are hidden while their prospect's sequence is stopped or paused, or their campaign is
 * paused or archived. This is filtered at read time: the tasks keep their status, so a campaign that
 * resumes shows them again. Done and skipped tasks are listed whatever happened since.
 */
const hiddenCampaignStatuses = ['paused', 'archived', 'autopilot_archived'] as const;
const hiddenEnrolmentStatuses = ['stopped', 'paused'] as const;

const kindWords: Record<CampaignTaskKind, string> = { call: 'Call', linkedin: 'LinkedIn task', other: 'Task' };

/** The organisation's task list and what a person does with its tasks: mark them done or skip them. */
export function createTaskService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** A filter naming another organisation's campaign answers 404, as an id that names nothing. */
  async function assertOwnCampaign(actor: Actor, campaignId: string | undefined) {
    if (!campaignId) return;
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.organisationId, actor.organisationId)));
    if (!campaign) throw notFound('This campaign');
  }

  async function list(actor: Actor, query: CampaignTaskQuery) {
    await assertOwnCampaign(actor, query.campaignId);
    const { page, perPage } = query;
    const open = query.status === 'open';
    const words = query.q ? likePattern(query.q) : null;
    const where = and(
      eq(campaignTasks.organisationId, actor.organisationId),
      eq(campaignTasks.status, query.status),
      query.kind ? eq(campaignTasks.kind, query.kind) : undefined,
      query.campaignId ? eq(campaignTasks.campaignId, query.campaignId) : undefined,
      open ? notInArray(campaigns.status, [...hiddenCampaignStatuses]) : undefined,
      open ? notInArray(enrolments.status, [...hiddenEnrolmentStatuses]) : undefined,
      words
        ? or(
            ilike(enrolments.email, words),
            ilike(sql`${enrolments.firstName} || ' ' || ${enrolments.lastName}`, words),
            ilike(enrolments.company, words),
          )
        : undefined,
    );
    // Open: overdue first, then the soonest. Done and skipped: the latest first.
    const order = open
      ? [asc(campaignTasks.dueAt), asc(campaignTasks.id)]
      : [desc(campaignTasks.completedAt), desc(campaignTasks.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          task: campaignTasks,
          enrolment: {
            email: enrolments.email,
            firstName: enrolments.firstName,
            lastName: enrolments.lastName,
            company: enrolments.company,
          },
          campaignName: campaigns.name,
          stepPosition: campaignSteps.position,
        })
        .from(campaignTasks)
        .innerJoin(enrolments, eq(enrolments.id, campaignTasks.enrolmentId))
        .innerJoin(campaigns, eq(campaigns.id, campaignTasks.campaignId))
        .innerJoin(campaignSteps, eq(campaignSteps.id, campaignTasks.stepId))
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage),
      db
        .select({ value: count() })
        .from(campaignTasks)
        .innerJoin(enrolments, eq(enrolments.id, campaignTasks.enrolmentId))
        .innerJoin(campaigns, eq(campaigns.id, campaignTasks.campaignId))
        .where(where),
    ]);
    const now = clock.now().getTime();
    const data: CampaignTask[] = rows.map(({ task, enrolment, campaignName, stepPosition }) => ({
      id: task.id,
      enrolmentId: task.enrolmentId,
      campaignId: task.campaignId,
      campaignName,
      name: `${enrolment.firstName} ${enrolment.lastName}`.trim(),
      email: enrolment.email,
      company: enrolment.company,
      stepId: task.stepId,
      stepPosition,
      kind: task.kind,
      note: task.note,
      dueAt: task.dueAt.toISOString(),
      overdue: task.status === 'open' && task.dueAt.getTime() < now,
      status: task.status,
      completedAt: task.completedAt?.toISOString() ?? null,
      completedByUserId: task.completedByUserId,
    }));
    return { data, total: total?.value ?? 0, page, perPage };
  }

  /**
   * Closes the open tasks among `ids` (done or skipped) with who and when, each logged in the
   * prospect's communication log. A task already done or skipped is left as it is; an id that is
   * not one of the organisation's tasks answers 404 and changes nothing.
   */
  async function close(actor: Actor, ids: string[], status: 'done' | 'skipped'): Promise<string[]> {
    const unique = [...new Set(ids)];
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: campaignTasks.id,
          status: campaignTasks.status,
          kind: campaignTasks.kind,
          campaignId: campaignTasks.campaignId,
          enrolmentId: campaignTasks.enrolmentId,
        })
        .from(campaignTasks)
        .where(and(inArray(campaignTasks.id, unique), eq(campaignTasks.organisationId, actor.organisationId)))
        .orderBy(asc(campaignTasks.id))
        .for('update');
      if (rows.length !== unique.length) throw notFound('A task');
      const opened = rows.filter((row) => row.status === 'open');
      if (opened.length === 0) return [];
      const openIds = opened.map((row) => row.id);
      await tx
        .update(campaignTasks)
        .set({ status, completedAt: now, completedByUserId: actor.userId })
        .where(inArray(campaignTasks.id, openIds));
      await tx.insert(communicationEvents).values(
        opened.map((row) => ({
          organisationId: actor.organisationId,
          campaignId: row.campaignId,
          enrolmentId: row.enrolmentId,
          kind: status === 'done' ? 'task_completed' : 'task_skipped',
          reason: `${kindWords[row.kind]} ${status === 'done' ? 'marked done' : 'skipped'}.`,
          details: { taskId: row.id, actorUserId: actor.userId },
          at: now,
        })),
      );
      return openIds;
    });
  }

  return {
    list,
    complete: (actor: Actor, ids: string[]) => close(actor, ids, 'done'),
    skip: (actor: Actor, ids: string[]) => close(actor, ids, 'skipped'),
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
