import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, autopilotCampaigns, campaigns, sendLedger } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SendReview } from '../campaigns/index.ts';
import { storedAutopilotSettings } from './campaign-config.ts';
import { isKillSwitchOn } from './kill-switch.ts';

/** The words a held prospect shows while their email waits for a person. */
export const waitingForReviewWords = 'Waiting for a person to approve the autopilot’s email (review mode).';
const killSwitchWords = 'The autopilot’s kill switch is on: its campaigns’ emails wait until it is turned off.';

/**
 * The campaign engine's review of each send of a campaign on the autopilot:
 * - the organisation's kill switch on: every step of its autopilot campaigns waits (deferred);
 * - a step a person approved (perhaps edited) leaves as approved, once (its action goes to `sending`,
 *   and the send job's sweep marks it `sent` when the ledger says it was);
 * - in review mode, a step not yet reviewed becomes a `sequence_email` draft in the approval queue
 *   (unique per send), and the prospect is held until a person approves or rejects it;
 * - otherwise (auto modes, campaigns not on the autopilot) the step leaves as written.
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
      return { kind: 'hold', reason: waitingForReviewWords };
    }
    if (storedAutopilotSettings(campaign.settings).mode !== 'review') return { kind: 'send' };

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
        status: 'pending',
        prospectEmail: send.prospect.email,
        prospectName: name,
        subject: draft.subject,
        bodyHtml: draft.bodyHtml,
        bodyText: draft.bodyText,
        reasons: [
          {
            rule: 'review_mode',
            words: `Review mode: step ${send.step.position + 1} of the sequence waits for a person before it is sent.`,
          },
        ],
        sources: { label: null, confidence: 1, factIds: [], facts: [], slotStarts: [], escalations: [] },
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return { kind: 'hold', reason: waitingForReviewWords };
  };
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
