import {
  type AutopilotAction,
  type approveAutopilotActionBodySchema,
  type autopilotActionListQuerySchema,
  openAutopilotActionStatuses,
  type rejectAutopilotActionBodySchema,
} from '@leadpilot/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { autopilotActions, campaignSteps, campaigns, enrolments, sendLedger, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { resumeEnrolment, stopEnrolment } from '../campaigns/index.ts';
import { actionView } from './action-view.ts';
import { replySubject, textOf } from './decision-record.ts';
import { isKillSwitchOn } from './kill-switch.ts';

type ListQuery = z.output<typeof autopilotActionListQuerySchema>;
type ApproveBody = z.output<typeof approveAutopilotActionBodySchema>;
type RejectBody = z.output<typeof rejectAutopilotActionBodySchema>;
type ActionRow = typeof autopilotActions.$inferSelect;

const actionNotFound = () => notFound('This autopilot action');

const approvable: readonly ActionRow['status'][] = ['pending', 'escalated', 'scheduled', 'failed'];

const statusWords: Record<ActionRow['status'], string> = {
  pending: 'waits for approval',
  escalated: 'waits for a person',
  scheduled: 'is scheduled',
  approved: 'is already approved',
  sending: 'is being sent',
  sent: 'was already sent',
  rejected: 'was rejected',
  cancelled: 'was cancelled',
  failed: 'could not be sent',
  recorded: 'sends nothing',
};

/**
 * The approval queue: the organisation's autopilot actions, newest first, and what a person does
 * with one (approve, possibly edited; reject; undo before its send time). Every change is
 * conditional on the status it was read in, so two people acting at once change it once.
 */
export function createActionQueue(deps: { db: Database; clock: Clock; wakeSending?: () => unknown }) {
  const { db, clock, wakeSending } = deps;

  async function views(where: SQL | undefined, page: number, perPage: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          action: autopilotActions,
          campaignName: campaigns.name,
          decidedByName: users.name,
          stepPosition: campaignSteps.position,
        })
        .from(autopilotActions)
        .innerJoin(campaigns, eq(campaigns.id, autopilotActions.campaignId))
        .leftJoin(users, eq(users.id, autopilotActions.decidedByUserId))
        .leftJoin(sendLedger, eq(sendLedger.id, autopilotActions.ledgerId))
        .leftJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .where(where)
        .orderBy(desc(autopilotActions.createdAt), desc(autopilotActions.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ value: count() }).from(autopilotActions).where(where),
    ]);
    return {
      data: rows.map((row) => actionView(row.action, row)),
      total: Number(total?.value ?? 0),
      page,
      perPage,
    };
  }

  async function one(actor: Actor, id: string): Promise<AutopilotAction> {
    const where = and(eq(autopilotActions.id, id), eq(autopilotActions.organisationId, actor.organisationId));
    const [view] = (await views(where, 1, 1)).data;
    if (!view) throw actionNotFound();
    return view;
  }

  /** The organisation's action, or 404 (another organisation's answers the same). */
  async function find(actor: Actor, id: string): Promise<ActionRow> {
    const [row] = await db
      .select()
      .from(autopilotActions)
      .where(and(eq(autopilotActions.id, id), eq(autopilotActions.organisationId, actor.organisationId)));
    if (!row) throw actionNotFound();
    return row;
  }

  /** Writes `values` if the action is still in `status`; else someone acted first (422). */
  async function change(row: ActionRow, values: Partial<ActionRow>) {
    const [changed] = await db
      .update(autopilotActions)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(autopilotActions.id, row.id), eq(autopilotActions.status, row.status)))
      .returning({ id: autopilotActions.id });
    if (!changed) throw refused('Someone changed this action a moment ago: reload the queue to see what happened.');
  }

  /** A campaign or prospect named in the filters must be the organisation's: another's answers 404, as none. */
  async function assertOwnFilters(actor: Actor, query: ListQuery) {
    if (query.campaignId) {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, query.campaignId), eq(campaigns.organisationId, actor.organisationId)));
      if (!campaign) throw notFound('This campaign');
    }
    if (query.enrolmentId) {
      const [enrolment] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.id, query.enrolmentId), eq(enrolments.organisationId, actor.organisationId)));
      if (!enrolment) throw notFound('This prospect');
    }
  }

  /**
   * After its approval, a step of the sequence held for review: the prospect goes back in their
   * sequence, so the engine sends it as approved with its next pass.
   */
  async function releaseSequenceEmail(actor: Actor, row: ActionRow) {
    if (row.enrolmentId) {
      await resumeEnrolment(db, {
        enrolmentId: row.enrolmentId,
        actor,
        at: clock.now(),
        reason: 'The autopilot’s email was approved: the sequence goes on.',
      });
    }
    void wakeSending?.();
    return {
      message: `Approved: the email to ${row.prospectEmail} leaves with the campaign’s next send.`,
      data: await one(actor, row.id),
    };
  }

  return {
    async list(actor: Actor, query: ListQuery) {
      await assertOwnFilters(actor, query);
      const filters: SQL[] = [eq(autopilotActions.organisationId, actor.organisationId)];
      if (query.status) filters.push(eq(autopilotActions.status, query.status));
      else if (query.queue === 'open') filters.push(inArray(autopilotActions.status, [...openAutopilotActionStatuses]));
      if (query.campaignId) filters.push(eq(autopilotActions.campaignId, query.campaignId));
      if (query.enrolmentId) filters.push(eq(autopilotActions.enrolmentId, query.enrolmentId));
      return views(and(...filters), query.page, query.perPage);
    },

    /**
     * Approves a draft (as written, or with the person's subject and body, sent as they wrote it) or
     * answers an escalation with the person's own message: it leaves with the next send run.
     */
    async approve(actor: Actor, body: ApproveBody) {
      const row = await find(actor, body.id);
      if (!approvable.includes(row.status))
        throw refused(`This action ${statusWords[row.status]}: nothing to approve.`);
      if (await isKillSwitchOn(db, actor.organisationId)) {
        throw refused('The kill switch is on: nothing the autopilot writes is sent. Turn it off first.');
      }
      const bodyHtml = body.bodyHtml ?? row.bodyHtml;
      if (!bodyHtml.trim()) throw refused('Write the answer: this reply has no draft to approve.');
      const subject = body.subject ?? (row.subject || replySubject(row.replySubject));
      const isEdited = body.bodyHtml !== undefined || body.subject !== undefined;
      await change(row, {
        status: 'approved',
        subject,
        bodyHtml,
        bodyText: body.bodyHtml !== undefined ? textOf(bodyHtml) : row.bodyText,
        sendAt: clock.now(),
        attempts: 0,
        isEditedByPerson: row.isEditedByPerson || isEdited,
        decidedByUserId: actor.userId,
        statusReason: isEdited ? 'Approved as edited by a person.' : 'Approved as written.',
      });
      if (row.kind === 'sequence_email') return releaseSequenceEmail(actor, row);
      return {
        message: `Approved: the answer to ${row.prospectEmail} is sent within a minute.`,
        data: await one(actor, row.id),
      };
    },

    async reject(actor: Actor, body: RejectBody) {
      const row = await find(actor, body.id);
      if (!approvable.includes(row.status)) throw refused(`This action ${statusWords[row.status]}: nothing to reject.`);
      await change(row, {
        status: 'rejected',
        sendAt: null,
        decidedByUserId: actor.userId,
        statusReason: body.reason ? `Rejected: ${body.reason}` : 'Rejected: nothing is sent.',
      });
      // A rejected step of the sequence ends the prospect's sequence: nothing more goes to them.
      if (row.kind === 'sequence_email' && row.enrolmentId) {
        await stopEnrolment(db, { enrolmentId: row.enrolmentId, reason: 'manual', actor, at: clock.now() });
      }
      return { message: `Rejected: nothing is sent to ${row.prospectEmail}.`, data: await one(actor, row.id) };
    },

    /** Cancels a scheduled answer before its send time (the undo of auto-with-undo mode); a step of the sequence goes back to the queue. */
    async undo(actor: Actor, body: { id: string }) {
      const row = await find(actor, body.id);
      if (row.status !== 'scheduled')
        throw refused(`This action ${statusWords[row.status]}: there is nothing to undo.`);
      const now = clock.now();
      if (!row.sendAt || row.sendAt <= now) {
        throw refused('Too late to undo: the answer was due and is being sent.');
      }
      if (row.kind === 'sequence_email') {
        // A step of the sequence undone goes back to the queue: a person edits and approves it, or
        // rejects it (which ends the prospect's sequence). The prospect stays held meanwhile.
        await change(row, {
          status: 'pending',
          sendAt: null,
          decidedByUserId: actor.userId,
          statusReason: 'Undone before it was sent: it waits for a person.',
        });
        return {
          message: `Undone: the email to ${row.prospectEmail} waits in the approval queue.`,
          data: await one(actor, row.id),
        };
      }
      await change(row, {
        status: 'cancelled',
        sendAt: null,
        decidedByUserId: actor.userId,
        statusReason: 'Undone before it was sent.',
      });
      return { message: `Undone: nothing is sent to ${row.prospectEmail}.`, data: await one(actor, row.id) };
    },
  };
}
