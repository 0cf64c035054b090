import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@leadpilot/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, type webhookEndpoints, webhookEvents } from '../../db/schema.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
};
type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof deliveryColumns)[K]['_']['data'] };

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function attemptView(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    succeeded: row.succeeded,
    durationMs: row.durationMs,
    error: row.error,
    responseExcerpt: row.responseExcerpt,
    trigger: row.trigger,
  };
}

export function endpointView(row: EndpointRow, recent: WebhookDelivery[]): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status,
    disabledReason: row.disabledReason,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    recentDeliveries: recent,
  };
}

/** Deliveries of the given endpoints, newest first, `perEndpoint` each at most. */
export async function recentDeliveries(
  db: Database,
  organisationId: string,
  endpointIds: string[],
  perEndpoint: number,
  status?: WebhookDelivery['status'],
): Promise<Map<string, DeliveryRow[]>> {
  const byEndpoint = new Map<string, DeliveryRow[]>();
  if (endpointIds.length === 0) return byEndpoint;
  const ranked = db
    .select({
      ...deliveryColumns,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.organisationId, organisationId),
        inArray(webhookDeliveries.endpointId, endpointIds),
        status ? eq(webhookDeliveries.status, status) : undefined,
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perEndpoint}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  for (const row of rows) {
    const { rank: _rank, ...delivery } = row;
    byEndpoint.set(row.endpointId, [...(byEndpoint.get(row.endpointId) ?? []), delivery as DeliveryRow]);
  }
  return byEndpoint;
}

/** Each delivery's attempts, oldest first. */
export async function attemptsOf(db: Database, deliveryIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const byDelivery = new Map<string, AttemptRow[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.attemptedAt, webhookAttempts.id);
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}
