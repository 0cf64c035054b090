import type { AutopilotSwitchBody, CampaignAutopilot } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions, autopilotCampaigns } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import { setCampaignAutopilot } from '../campaigns/index.ts';
import { loadCampaignAutopilot, loadCampaignConfig, missingForEnable } from './campaign-config.ts';

/** The lifecycle's archive (the campaigns service's): the transition, `autopilot_archived`, stopped sequences. */
export type ArchiveCampaign = (actor: Actor, body: { id: string; reason?: string | undefined }) => Promise<unknown>;

type SwitchBody = { id: string; action: AutopilotSwitchBody['action']; reason?: string | undefined };

/**
 * Drops the campaign's answers that have not left: `statuses` are cancelled with `reason` (the
 * escalations stay: a person still owes the prospect an answer).
 */
export async function cancelOpenActions(
  db: Database,
  input: { campaignId: string; statuses: ('pending' | 'scheduled' | 'approved')[]; reason: string; now: Date },
) {
  return db
    .update(autopilotActions)
    .set({ status: 'cancelled', statusReason: input.reason, sendAt: null, updatedAt: input.now })
    .where(and(eq(autopilotActions.campaignId, input.campaignId), inArray(autopilotActions.status, input.statuses)))
    .returning({ id: autopilotActions.id });
}

/**
 * `POST /api/v1/campaign/autopilot`. `enable` switches the campaign to the autopilot (it needs its
 * knowledge and an ideal customer, 422 naming what is missing); `disable` switches it back and
 * cancels the answers waiting out their undo delay (drafts and escalations stay for people);
 * `archive` moves an autopilot campaign to `autopilot_archived` through the campaign lifecycle
 * (its transition, its sequences stopped) and cancels every answer that has not left.
 */
export function createAutopilotSwitch(deps: { db: Database; clock: Clock; archiveCampaign: ArchiveCampaign }) {
  const { db, clock } = deps;

  return async function switchAutopilot(
    actor: Actor,
    body: SwitchBody,
  ): Promise<{ message: string; data: CampaignAutopilot }> {
    const now = clock.now();
    if (body.action === 'archive') {
      const current = await loadCampaignConfig(db, actor.organisationId, body.id);
      if (!current.isOn) {
        throw refused('This campaign is not on the autopilot: archive it from the campaign’s own menu.');
      }
      await deps.archiveCampaign(actor, { id: body.id, reason: body.reason || 'Archived with its autopilot.' });
      await cancelOpenActions(db, {
        campaignId: body.id,
        statuses: ['pending', 'scheduled', 'approved'],
        reason: 'The campaign was archived before it was sent.',
        now,
      });
      const archived = await loadCampaignAutopilot(db, actor.organisationId, body.id);
      return {
        message: `Archived “${archived.campaignName}” with its autopilot: nothing more is sent.`,
        data: archived,
      };
    }

    const isOn = body.action === 'enable';
    await db.transaction(async (tx) => {
      const current = await loadCampaignConfig(tx, actor.organisationId, body.id);
      if (isOn) {
        const missing = missingForEnable(current);
        if (missing.length > 0) throw refused(`The autopilot cannot be switched on yet. ${missing.join(' ')}`);
      }
      const reason =
        body.reason ||
        (isOn
          ? `Switched to the autopilot (${current.settings.mode.replaceAll('_', ' ')}).`
          : 'Switched off the autopilot.');
      await setCampaignAutopilot(tx, { actor, campaignId: body.id, isOn, reason, now });
      if (isOn) {
        await tx
          .update(autopilotCampaigns)
          .set({ enabledAt: now, updatedAt: now })
          .where(eq(autopilotCampaigns.campaignId, body.id));
      } else {
        await cancelOpenActions(tx, {
          campaignId: body.id,
          statuses: ['scheduled'],
          reason: 'The autopilot was switched off before it was sent.',
          now,
        });
      }
    });
    const saved = await loadCampaignAutopilot(db, actor.organisationId, body.id);
    return {
      message: isOn
        ? `“${saved.campaignName}” is on the autopilot.`
        : `“${saved.campaignName}” is off the autopilot: its replies wait for people.`,
      data: saved,
    };
  };
}
