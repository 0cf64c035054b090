import type { CampaignAutopilot, saveAutopilotBodySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { autopilotCampaigns } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, refused } from '../../platform/errors.ts';
import { loadCampaignAutopilot, loadCampaignConfig, missingForEnable } from './campaign-config.ts';

type SaveBody = z.output<typeof saveAutopilotBodySchema>;

const isArchivedStatus = (status: string) => status === 'archived' || status === 'autopilot_archived';

/**
 * Saves what the body sends of a campaign's autopilot (settings, ideal customer, knowledge), the
 * rest kept, at the revision it was read at (409 when someone saved since). While the autopilot is
 * on it keeps what it needs: the knowledge and the ideal customer cannot be removed (422).
 */
export async function saveCampaignConfig(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  body: SaveBody,
): Promise<{ message: string; data: CampaignAutopilot }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await loadCampaignConfig(tx, actor.organisationId, body.id, { lock: true });
    if (isArchivedStatus(current.campaignStatus)) {
      throw refused('An archived campaign is read-only: duplicate it to make a new draft you can change.');
    }
    if (body.revision !== undefined && body.revision !== current.revision) {
      throw conflict(
        'Someone changed this autopilot since you opened it: reload it to see their changes, then edit again.',
      );
    }
    const settings = { ...current.settings, ...body.settings };
    const knowledge = body.knowledge === undefined ? current.knowledge : body.knowledge;
    const idealCustomer = body.idealCustomer === undefined ? current.idealCustomer : body.idealCustomer;
    const missing = missingForEnable({ knowledge, idealCustomer });
    if (current.isOn && missing.length > 0) {
      throw refused(`The autopilot is on and needs these: ${missing.join(' ')} Turn it off first to remove them.`);
    }
    const values = {
      settings,
      knowledge,
      idealCustomer,
      revision: current.revision + 1,
      updatedByUserId: actor.userId,
      updatedAt: now,
    };
    await tx
      .insert(autopilotCampaigns)
      .values({ campaignId: current.campaignId, organisationId: current.organisationId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: autopilotCampaigns.campaignId, set: values });
  });
  const saved = await loadCampaignAutopilot(deps.db, actor.organisationId, body.id);
  return { message: `Saved the autopilot of “${saved.campaignName}”.`, data: saved };
}
