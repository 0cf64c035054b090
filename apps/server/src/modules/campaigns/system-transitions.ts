import { and, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, enrolments } from '../../db/schema.ts';
import { liveEnrolmentStatuses } from './audience-conflicts.ts';
import { recordTransition, startMoment } from './campaign-lifecycle.ts';
import { storedSettings } from './campaign-settings.ts';

/**
 * Scheduled campaigns whose start moment has come move to running (a system transition, no actor).
 * Safe to run from several workers at once: each campaign is taken under a row lock that others skip.
 * Answers the ids started.
 */
export async function startDueCampaigns(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const scheduled = await tx
      .select({ id: campaigns.id, settings: campaigns.settings, revision: campaigns.revision })
      .from(campaigns)
      .where(eq(campaigns.status, 'scheduled'))
      .for('update', { skipLocked: true });
    const started: string[] = [];
    for (const campaign of scheduled) {
      if (startMoment(storedSettings(campaign.settings).schedule, now) > now) continue;
      await tx
        .update(campaigns)
        .set({ status: 'running', revision: campaign.revision + 1, updatedAt: now })
        .where(eq(campaigns.id, campaign.id));
      await recordTransition(tx, {
        campaignId: campaign.id,
        from: 'scheduled',
        to: 'running',
        actor: null,
        reason: 'The start date arrived.',
        at: now,
      });
      started.push(campaign.id);
    }
    return started;
  });
}

/**
 * Running campaigns none of whose prospects has a sequence left (every enrolment stopped or
 * completed) move to completed. Answers the ids completed.
 */
export async function completeFinishedCampaigns(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const live = tx
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.campaignId, campaigns.id), inArray(enrolments.status, [...liveEnrolmentStatuses])));
    const finished = await tx
      .select({ id: campaigns.id, revision: campaigns.revision })
      .from(campaigns)
      .where(and(eq(campaigns.status, 'running'), not(exists(live))))
      .for('update', { skipLocked: true });
    for (const campaign of finished) {
      await tx
        .update(campaigns)
        .set({ status: 'completed', completedAt: now, revision: campaign.revision + 1, updatedAt: now })
        .where(eq(campaigns.id, campaign.id));
      await recordTransition(tx, {
        campaignId: campaign.id,
        from: 'running',
        to: 'completed',
        actor: null,
        reason: 'Every prospect has finished the sequence.',
        at: now,
      });
    }
    return finished.map((campaign) => campaign.id);
  });
}

/**
 * Running or scheduled → paused by the system (a circuit breaker: too many bounces or negative
 * replies), with the reason in plain words on the campaign's history. Runs in the caller's
 * transaction; answers false when the campaign was not running or scheduled (nothing changed).
 */
export async function pauseCampaignBySystem(
  tx: Database,
  input: { campaignId: string; reason: string; at: Date },
): Promise<boolean> {
  const [current] = await tx
    .select({ status: campaigns.status, revision: campaigns.revision })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId))
    .for('update');
  if (!current || (current.status !== 'running' && current.status !== 'scheduled')) return false;
  await tx
    .update(campaigns)
    .set({ status: 'paused', revision: current.revision + 1, updatedAt: input.at })
    .where(eq(campaigns.id, input.campaignId));
  await recordTransition(tx, {
    campaignId: input.campaignId,
    from: current.status,
    to: 'paused',
    actor: null,
    reason: input.reason,
    at: input.at,
  });
  return true;
}
