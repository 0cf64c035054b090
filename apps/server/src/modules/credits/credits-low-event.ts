import type { Database } from '../../db/client.ts';
import { recordWebhookEvents } from '../webhooks/index.ts';

/** Below this balance an organisation hears `credits.low` (once each time a spend crosses it). */
export const creditsLowThreshold = 100;

/**
 * Records the `credits.low` webhook event when a spend takes the balance from at least the
 * threshold to below it, in the spend's transaction; the crossing entry names the event.
 */
export async function recordCreditsLowIfCrossed(
  tx: Database,
  input: { organisationId: string; before: number; after: number; entryId: string; now: Date },
): Promise<void> {
  if (!(input.before >= creditsLowThreshold && input.after < creditsLowThreshold)) return;
  await recordWebhookEvents(tx, [
    {
      organisationId: input.organisationId,
      type: 'credits.low',
      key: `credits.low:${input.entryId}`,
      data: { balance: input.after, threshold: creditsLowThreshold },
      at: input.now,
    },
  ]);
}
