import type { RegenerateDraftsResult } from '@leadpilot/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, mailboxes } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { loadCampaignConfig } from './campaign-config.ts';
import { decideNextAction } from './decide-next-action.ts';
import { decisionColumns, storedClassification } from './decision-record.ts';
import { prepareKnowledge } from './prepare-knowledge.ts';

/**
 * `POST /api/v1/sadmin/campaigns/regenerate`: a super-admin rewrites a campaign's pending drafts
 * (any organisation's) with the core's composer from the campaign's current knowledge, after the
 * knowledge was corrected for instance. Only drafts no person has edited are touched; each is
 * decided again in review mode, so it stays a draft, or now waits for a person when the knowledge
 * no longer answers it. One audit row names the super-admin and the counts.
 */
export async function regenerateDrafts(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  campaignId: string,
): Promise<{ message: string; data: RegenerateDraftsResult }> {
  const { db, clock } = deps;
  const config = await loadCampaignConfig(db, null, campaignId);
  if (!config.knowledge) throw refused('This campaign has no knowledge to write its drafts from.');
  const knowledge = prepareKnowledge(config.knowledge);
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    const drafts = await tx
      .select({ action: autopilotActions, senderName: mailboxes.senderName })
      .from(autopilotActions)
      .leftJoin(mailboxes, eq(mailboxes.id, autopilotActions.mailboxId))
      .where(
        and(
          eq(autopilotActions.campaignId, campaignId),
          eq(autopilotActions.status, 'pending'),
          eq(autopilotActions.isEditedByPerson, false),
          // Answers to replies; a step of the sequence held for review is the campaign's own message.
          isNotNull(autopilotActions.inboundMessageId),
        ),
      )
      .for('update', { of: autopilotActions });
    let rewritten = 0;
    let escalated = 0;
    for (const { action: row, senderName } of drafts) {
      const classification = storedClassification(row.classification);
      if (!classification) continue;
      const action = decideNextAction({
        classification,
        replyText: row.replyText,
        knowledge,
        settings: { ...config.settings, mode: 'review' },
        isKillSwitchOn: false,
        now,
        calendar: null,
        bookingLink: config.settings.bookingLink,
        people: { prospectFirstName: row.prospectName.split(' ')[0] || null, senderName: senderName ?? '' },
      });
      const columns = decisionColumns(action, { knowledge, replySubjectLine: row.replySubject, now });
      if (columns.status === 'escalated') escalated += 1;
      else rewritten += 1;
      await tx
        .update(autopilotActions)
        .set({
          ...columns,
          sendAt: null,
          statusReason: 'Written again from the campaign’s current knowledge.',
          updatedAt: now,
        })
        .where(eq(autopilotActions.id, row.id));
    }
    await recordAudit(tx, {
      organisationId: config.organisationId,
      actorUserId: actor.userId,
      action: 'sadmin.campaign.regenerate',
      targetType: 'campaign',
      targetId: campaignId,
      details: { rewritten, escalated },
    });
    return { campaignId, rewritten, escalated };
  });
  const total = result.rewritten + result.escalated;
  return {
    message:
      total === 0
        ? `“${config.campaignName}” has no pending draft to write again.`
        : `Wrote ${result.rewritten} of ${total} pending drafts of “${config.campaignName}” again; ${result.escalated} now wait for a person.`,
    data: result,
  };
}
