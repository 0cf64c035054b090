import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, autopilotCampaigns, campaigns, sendLedger } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { resumeEnrolment, type SendReview } from '../campaigns/index.ts';
import { actingMember } from './acting-member.ts';
import { storedAutopilotSettings } from './campaign-config.ts';
import { isKillSwitchOn } from './kill-switch.ts';
import type { DecisionReason } from './next-action.ts';

/** The words a held prospect shows while their email waits for a person. */
export const waitingForReviewWords = 'Waiting for a person to approve the autopilot’s email (review mode).';
const killSwitchWords = 'The autopilot’s kill switch is on: its campaigns’ emails wait until it is turned off.';

/** The words a held prospect shows while their email waits out the undo delay. */
export function waitingOutUndoWords(minutes: number): string {
  return `The autopilot’s email leaves in ${minutes} minute${minutes === 1 ? '' : 's'} unless someone undoes it (auto with undo).`;
}

/**
 * The campaign engine's review of each send of a campaign on the autopilot:
 * - the organisation's kill switch on: every step of its autopilot campaigns waits (deferred);
 * - a step a person approved (perhaps edited) leaves as approved, once (its action goes to `sending`,
 *   and the send job's sweep marks it `sent` when the ledger says it was);
 * - in review mode, a step not yet reviewed becomes a `sequence_email` draft in the approval queue
 *   (unique per send), and the prospect is held until a person approves or rejects it;
 * - in auto-with-undo mode, it becomes a `scheduled` one that leaves after the campaign's undo delay
 *   unless someone undoes it (`releaseDueSequenceEmails` lets it go; an undo puts it in the queue);
 * - otherwise (full auto, campaigns not on the autopilot) the step leaves as written.
 */
export function createSequenceReview(deps: { db: Database; clock: Clock }): SendReview {
  const { db } = deps;
  return async (send, draft, now) => {
    const [campaign] = await db
      .select({ autopilot: campaigns.autopilot, settings: autopilotCampaigns.settings })
      .from(campaigns)
      .leftJoin(autopilotCampaigns, eq(autopilotCampaigns.campaignId, campaigns.id))
      .where(eq(campaigns.id, send.campaignId));
    if (!campaign?.autopilot) return { kind: 'send' };
    if (await isKillSwitchOn(db, send.organisationId)) return { kind: 'defer', reason: killSwitchWords };

    const [reviewed] = await db
      .select({ id: autopilotActions.id, status: autopilotActions.status })
      .from(autopilotActions)
      .where(eq(autopilotActions.ledgerId, send.ledgerId));
    if (reviewed) {
      if (reviewed.status === 'approved' || reviewed.status === 'sending') {
        const [approved] = await db
          .update(autopilotActions)
          .set({ status: 'sending', attempts: sql`${autopilotActions.attempts} + 1`, updatedAt: now })
          .where(and(eq(autopilotActions.id, reviewed.id), inArray(autopilotActions.status, ['approved', 'sending'])))
          .returning({ subject: autopilotActions.subject, bodyHtml: autopilotActions.bodyHtml });
        if (approved) return { kind: 'send_as', ...approved };
      }
      if (reviewed.status === 'sent') return { kind: 'send' };
      if (reviewed.status === 'scheduled')
        return { kind: 'hold', reason: 'The autopilot’s email waits out its undo delay.' };
      return { kind: 'hold', reason: waitingForReviewWords };
    }
    const settings = storedAutopilotSettings(campaign.settings);
    if (settings.mode === 'full_auto') return { kind: 'send' };
    const isReview = settings.mode === 'review';
    const step = `step ${send.step.position + 1} of the sequence`;
    const reason: DecisionReason = isReview
      ? { rule: 'mode_review', words: `Review mode: ${step} waits for a person before it is sent.` }
      : {
          rule: 'mode_auto_with_undo',
          words: `Auto with undo: ${step} is sent ${settings.undoDelayMinutes} minutes after it was written, unless someone undoes it.`,
        };

    const name = [send.prospect.firstName, send.prospect.lastName].filter(Boolean).join(' ');
    await db
      .insert(autopilotActions)
      .values({
        organisationId: send.organisationId,
        campaignId: send.campaignId,
        enrolmentId: send.enrolmentId,
        ledgerId: send.ledgerId,
        mailboxId: send.mailboxId,
        idempotencyKey: `autopilot-step:${send.ledgerId}`,
        kind: 'sequence_email',
        status: isReview ? 'pending' : 'scheduled',
        sendAt: isReview ? null : new Date(now.getTime() + settings.undoDelayMinutes * 60_000),
        prospectEmail: send.prospect.email,
        prospectName: name,
        subject: draft.subject,
        bodyHtml: draft.bodyHtml,
        bodyText: draft.bodyText,
        reasons: [reason],
        // Where the AI writer's lines came from (a step written by a person has none).
        sources: {
          label: null,
          confidence: 1,
          factIds: [],
          facts: draft.facts.map((fact, index) => ({
            id: `draft-${index + 1}`,
            source: fact.label,
            text: fact.value,
          })),
          slotStarts: [],
          escalations: [],
        },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return { kind: 'hold', reason: isReview ? waitingForReviewWords : waitingOutUndoWords(settings.undoDelayMinutes) };
  };
}

/**
 * The steps of auto-with-undo campaigns whose undo delay has passed: each is approved as written
 * (once: the change is conditional on `scheduled`) and its prospect goes back in their sequence, so
 * the engine's next pass sends it. While the kill switch is on, they go to the approval queue instead.
 */
export async function releaseDueSequenceEmails(db: Database, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(autopilotActions)
    .where(
      and(
        eq(autopilotActions.kind, 'sequence_email'),
        eq(autopilotActions.status, 'scheduled'),
        lte(autopilotActions.sendAt, now),
      ),
    )
    .limit(200);
  let released = 0;
  for (const row of due) {
    const isHeld = await isKillSwitchOn(db, row.organisationId);
    const [changed] = await db
      .update(autopilotActions)
      .set(
        isHeld
          ? {
              status: 'pending',
              sendAt: null,
              updatedAt: now,
              statusReason: 'The kill switch was on when it was due: it waits for a person.',
            }
          : { status: 'approved', updatedAt: now, statusReason: 'The undo delay passed: it leaves as written.' },
      )
      .where(and(eq(autopilotActions.id, row.id), eq(autopilotActions.status, 'scheduled')))
      .returning({ id: autopilotActions.id });
    if (!changed || isHeld || !row.enrolmentId) continue;
    const actor = await actingMember(db, row.organisationId, [], `autopilot:${row.id}`);
    if (!actor) continue;
    await resumeEnrolment(db, {
      enrolmentId: row.enrolmentId,
      actor,
      at: now,
      reason: 'The autopilot’s email waited out its undo delay: the sequence goes on.',
    });
    released += 1;
  }
  return released;
}

/**
 * The sequence emails a person approved, as the send ledger saw them leave: `sent` once the
 * engine sent the step, `failed` (with the ledger's reason) when it could not be.
 */
export async function settleSequenceEmails(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    update ${autopilotActions} as action
       set status = case when ledger.state = 'sent' then 'sent' else 'failed' end,
           sent_at = ledger.sent_at,
           sent_message_id = ledger.message_id,
           send_at = null,
           status_reason = case when ledger.state = 'sent' then '' else coalesce(ledger.reason, 'It could not be sent.') end,
           updated_at = ${now}
      from ${sendLedger} as ledger
     where action.ledger_id = ledger.id
       and action.kind = 'sequence_email'
       and action.status in ('approved', 'sending')
       and ledger.state in ('sent', 'failed', 'skipped')`);
}
