import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { createActionQueue } from './action-queue.ts';
import { loadCampaignAutopilot } from './campaign-config.ts';
import { readKillSwitch, setKillSwitch } from './kill-switch.ts';
import { regenerateDrafts } from './regenerate-drafts.ts';
import { saveCampaignConfig } from './save-campaign-config.ts';
import { type ArchiveCampaign, createAutopilotSwitch } from './switch-autopilot.ts';

/**
 * The autopilot for people: a campaign's autopilot (read, save, switch on, off, archive), the
 * approval queue, the organisation's kill switch, and the super-admin's regeneration of drafts.
 * The decisions themselves come from the reply reader's hook (reply-hook.ts) and the answers
 * leave with the send job (autopilot.jobs.ts).
 */
export function createAutopilotService(deps: {
  db: Database;
  clock: Clock;
  archiveCampaign: ArchiveCampaign;
  /** Wakes the campaign engine when a held step of the sequence is approved. */
  wakeSending?: () => unknown;
}) {
  const { db } = deps;
  return {
    campaign: (actor: Actor, campaignId: string) => loadCampaignAutopilot(db, actor.organisationId, campaignId),
    save: (actor: Actor, body: Parameters<typeof saveCampaignConfig>[2]) => saveCampaignConfig(deps, actor, body),
    switch: createAutopilotSwitch(deps),
    actions: createActionQueue(deps),
    killSwitch: (actor: Actor) => readKillSwitch(db, actor.organisationId),
    setKillSwitch: (actor: Actor, body: Parameters<typeof setKillSwitch>[2]) => setKillSwitch(deps, actor, body),
    regenerateDrafts: (actor: Actor, campaignId: string) => regenerateDrafts(deps, actor, campaignId),
  };
}
export type AutopilotService = ReturnType<typeof createAutopilotService>;
