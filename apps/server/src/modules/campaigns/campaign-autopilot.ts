import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { archivedIsReadOnly, isArchived, recordTransition } from './campaign-lifecycle.ts';
import { type CampaignRow, findCampaign } from './campaign-views.ts';

/**
 * Switches the organisation's campaign to the autopilot or back (`campaigns.autopilot`), in the
 * caller's transaction, and records it in the campaign's history as a transition that keeps the
 * status, so the campaign page shows who switched it and why. An archived campaign is read-only
 * (422); another organisation's answers 404. The autopilot module owns what the switch needs
 * (its knowledge and ideal customer) and calls this for the campaign's own row.
 */
export async function setCampaignAutopilot(
  tx: Database,
  input: { actor: Actor; campaignId: string; isOn: boolean; reason: string; now: Date },
): Promise<CampaignRow> {
  const current = await findCampaign(tx, input.actor.organisationId, input.campaignId, { lock: true });
  if (isArchived(current.status)) throw archivedIsReadOnly();
  if (current.autopilot === input.isOn) return current;
  const [row] = await tx
    .update(campaigns)
    .set({ autopilot: input.isOn, revision: current.revision + 1, updatedAt: input.now })
    .where(eq(campaigns.id, current.id))
    .returning();
  await recordTransition(tx, {
    campaignId: current.id,
    from: current.status,
    to: current.status,
    actor: input.actor,
    reason: input.reason,
    at: input.now,
  });
  return row ?? current;
}
