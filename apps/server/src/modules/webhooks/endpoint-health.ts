import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';

/** An endpoint is disabled when this many messages in a row failed every attempt… */
export const failedMessagesLimit = 5;
/** …or when it has failed every attempt for this long. */
export const failingForLimitMs = days(5);

/** An endpoint just disabled for failing: its owner is told. */
export interface DisabledEndpoint {
  id: string;
  organisationId: string;
  url: string;
  createdBy: string | null;
  reason: string;
  disabledAt: Date;
}

/**
 * Folds one attempt's outcome into its endpoint's health: a success clears it; a failure starts
 * (or keeps) the failing period and a message out of attempts counts one more in a row. Disables
 * the endpoint when either limit is reached; answers it then, once (the row is locked).
 */
export async function recordEndpointOutcome(
  tx: Database,
  endpointId: string,
  outcome: { succeeded: boolean; messageFailed: boolean; at: Date },
): Promise<DisabledEndpoint | null> {
  if (outcome.succeeded) {
    await tx
      .update(webhookEndpoints)
      .set({ failedMessagesInRow: 0, failingSince: null })
      .where(eq(webhookEndpoints.id, endpointId));
    return null;
  }
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${outcome.at.toISOString()}::timestamptz)`,
      failedMessagesInRow: outcome.messageFailed
        ? sql`${webhookEndpoints.failedMessagesInRow} + 1`
        : webhookEndpoints.failedMessagesInRow,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (row?.status !== 'enabled') return null;
  const failingFor = outcome.at.getTime() - (row.failingSince ?? outcome.at).getTime();
  let reason = '';
  if (row.failedMessagesInRow >= failedMessagesLimit) {
    reason = `Disabled after ${row.failedMessagesInRow} events in a row failed every attempt.`;
  } else if (failingFor >= failingForLimitMs) {
    reason = 'Disabled after every attempt failed for 5 days.';
  }
  if (!reason) return null;
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: reason, disabledAt: outcome.at, updatedAt: outcome.at })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'enabled')))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return null;
  return {
    id: row.id,
    organisationId: row.organisationId,
    url: row.url,
    createdBy: row.createdBy,
    reason,
    disabledAt: outcome.at,
  };
}
