import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { type DisabledEndpoint, recordEndpointOutcome } from './endpoint-health.ts';
import { eventBody } from './record-webhook-events.ts';
import { type AttemptLimits, type AttemptResult, attemptDelivery, defaultAttemptLimits } from './webhook-attempt.ts';
import type { WebhookTargetRules } from './webhook-target.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * When each attempt of a message is due, from the moment it was recorded (the Standard Webhooks
 * schedule): at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the attempt before,
 * about 27½ hours in all. After the last one the delivery has failed.
 */
export const retrySchedule: readonly number[] = [
  0,
  5 * second,
  5 * minute,
  30 * minute,
  2 * hour,
  5 * hour,
  10 * hour,
  10 * hour,
];

/** How long a worker holds the rows it took before another may take them. */
const leaseMs = 2 * minute;

export interface DeliveryDependencies {
  db: Database;
  clock: Clock;
  rules: WebhookTargetRules;
  secretBox: SecretBox;
  limits?: AttemptLimits;
  /** Tells the endpoint's owner it was disabled after repeated failures (once per disabling). */
  onEndpointDisabled(endpoint: DisabledEndpoint): Promise<void>;
}

interface ClaimedDelivery {
  id: string;
  endpointId: string;
  scheduleStep: number;
  isReplay: boolean;
  eventId: string;
  eventType: string;
  eventData: unknown;
  occurredAt: Date;
  eventCreatedAt: Date;
  url: string;
  secretSealed: string;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints (others' leases left alone), oldest first.
 * An endpoint is one pass's at a time, so that its events go out one at a time and in order: rows
 * of an endpoint another pass is delivering to (under a live lease) wait for that pass, and the
 * endpoint's row is locked while rows are taken, so two passes taking at once do not split it.
 */
async function claimDue(db: Database, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    update webhook_deliveries d
    set status = 'delivering', lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    from (
      select d2.id from webhook_deliveries d2
      join webhook_endpoints e on e.id = d2.endpoint_id
      where e.status = 'enabled' and e.deleted_at is null
        -- A first attempt is due at once, whatever clock wrote the fact; later ones at their time.
        and (d2.attempts = 0 or d2.next_attempt_at <= ${at}::timestamptz)
        and (d2.status = 'pending' or (d2.status = 'delivering' and d2.lease_until < ${at}::timestamptz))
        and not exists (
          select 1 from webhook_deliveries busy
          where busy.endpoint_id = d2.endpoint_id and busy.status = 'delivering'
            and busy.lease_until >= ${at}::timestamptz
        )
      order by d2.next_attempt_at, d2.created_at
      limit ${limit}
      for update of d2, e skip locked
    ) due
    where d.id = due.id
    returning d.id`,
  );
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      scheduleStep: webhookDeliveries.scheduleStep,
      isReplay: webhookDeliveries.isReplay,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      eventData: webhookEvents.data,
      occurredAt: webhookEvents.occurredAt,
      eventCreatedAt: webhookEvents.createdAt,
      url: webhookEndpoints.url,
      secretSealed: webhookEndpoints.secretSealed,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));
}

/** Stores one attempt and moves the delivery on: delivered, due again later, or failed for good. */
async function recordAttempt(
  deps: DeliveryDependencies,
  delivery: ClaimedDelivery,
  result: AttemptResult,
  at: Date,
): Promise<DisabledEndpoint | null> {
  return deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      organisationId: sql`(select organisation_id from webhook_deliveries where id = ${delivery.id})`,
      deliveryId: delivery.id,
      attemptedAt: at,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      succeeded: result.succeeded,
      error: result.error.slice(0, 500),
      responseExcerpt: result.responseExcerpt,
      trigger: delivery.isReplay ? 'replay' : 'scheduled',
    });
    const nextStep = delivery.scheduleStep + 1;
    const retryIn = result.succeeded ? undefined : retrySchedule[nextStep];
    const status = result.succeeded ? 'succeeded' : retryIn === undefined ? 'failed' : 'pending';
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        scheduleStep: result.succeeded ? delivery.scheduleStep : nextStep,
        nextAttemptAt: retryIn === undefined ? null : new Date(at.getTime() + retryIn),
        leaseUntil: null,
        lastStatusCode: result.statusCode,
        isReplay: false,
        updatedAt: at,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    return recordEndpointOutcome(tx, delivery.endpointId, {
      succeeded: result.succeeded,
      messageFailed: status === 'failed',
      at,
    });
  });
}

/** One endpoint's claimed rows, one at a time in event order (due retries of a group go out in order). */
async function deliverToEndpoint(deps: DeliveryDependencies, rows: ClaimedDelivery[]): Promise<number> {
  let attempted = 0;
  let secret: string | null = null;
  for (const delivery of rows) {
    secret ??= deps.secretBox.open(delivery.secretSealed, delivery.endpointId);
    const at = deps.clock.now();
    const body = eventBody({
      id: delivery.eventId,
      type: delivery.eventType,
      occurredAt: delivery.occurredAt,
      data: delivery.eventData,
    });
    const result = await attemptDelivery(
      deps.rules,
      { url: delivery.url, secret, messageId: delivery.eventId, body, at },
      deps.limits ?? defaultAttemptLimits,
    );
    attempted += 1;
    const disabled = await recordAttempt(deps, delivery, result, at);
    if (disabled) await deps.onEndpointDisabled(disabled);
  }
  return attempted;
}

/**
 * A worker pass: delivers every due message (by the application's clock), endpoints side by side
 * and each endpoint's events in order, until none is due. Safe to run in several workers at once:
 * rows are taken with `skip locked` under a lease.
 */
export async function deliverDueWebhooks(
  deps: DeliveryDependencies,
  options: { batchSize?: number; concurrency?: number; maxBatches?: number } = {},
): Promise<{ attempted: number }> {
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  let attempted = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch += 1) {
    const claimed = await claimDue(deps.db, deps.clock.now(), batchSize);
    if (claimed.length === 0) break;
    const byEndpoint = new Map<string, ClaimedDelivery[]>();
    for (const row of claimed) byEndpoint.set(row.endpointId, [...(byEndpoint.get(row.endpointId) ?? []), row]);
    const groups = [...byEndpoint.values()].map((rows) =>
      rows.sort(
        (a, b) => a.eventCreatedAt.getTime() - b.eventCreatedAt.getTime() || a.eventId.localeCompare(b.eventId),
      ),
    );
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, groups.length) }, async () => {
      while (next < groups.length) {
        const group = groups[next++] as ClaimedDelivery[];
        attempted += await deliverToEndpoint(deps, group);
      }
    });
    await Promise.all(lanes);
    if (claimed.length < batchSize) break;
  }
  return { attempted };
}
