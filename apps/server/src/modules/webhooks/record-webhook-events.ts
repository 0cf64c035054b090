import type { WebhookEventType } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { webhookEventsRecorded } from './webhook-wake.ts';

/** One fact an engine reports, written in the same transaction as the fact itself. */
export interface WebhookEventInput {
  organisationId: string;
  type: WebhookEventType;
  /** The fact's own identity (`email.sent:<ledger id>`): the same fact recorded twice is one event. */
  key: string;
  data: Record<string, unknown>;
  at: Date;
}

/**
 * The one narrow door from the engines to webhooks (the outbox): stores each event once
 * (`(organisation_id, event_key)` unique) and, in the same statement, one delivery for each of the
 * organisation's enabled endpoints that subscribed to its type, due at once. An organisation with
 * no such endpoint stores nothing, so the engines pay one cheap statement when webhooks are unused.
 * Pass the transaction that writes the fact: both commit or neither does. When it stored a
 * delivery it wakes the delivery worker (webhook-wake.ts), before the caller's transaction commits.
 */
export async function recordWebhookEvents(db: Database, events: readonly WebhookEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const rows = sql.join(
    events.map(
      (event) =>
        sql`(${event.organisationId}::uuid, ${event.type}, ${event.key}, ${JSON.stringify(event.data)}::jsonb, ${event.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const [stored] = await queryRows<{ deliveries: number }>(
    db,
    sql`
    with incoming (organisation_id, type, event_key, data, occurred_at) as (values ${rows}),
    inserted as (
      insert into webhook_events (organisation_id, type, event_key, data, occurred_at, created_at)
      select i.organisation_id, i.type, i.event_key, i.data, i.occurred_at, i.occurred_at
      from incoming i
      where exists (
        select 1 from webhook_endpoints e
        where e.organisation_id = i.organisation_id and e.status = 'enabled' and e.deleted_at is null
          and i.type = any(e.events)
      )
      on conflict (organisation_id, event_key) do nothing
      returning id, organisation_id, type, created_at
    ),
    delivered as (
      insert into webhook_deliveries (organisation_id, endpoint_id, event_id, next_attempt_at, created_at, updated_at)
      select i.organisation_id, e.id, i.id, i.created_at, i.created_at, i.created_at
      from inserted i
      join webhook_endpoints e
        on e.organisation_id = i.organisation_id and e.status = 'enabled' and e.deleted_at is null
        and i.type = any(e.events)
      on conflict (endpoint_id, event_id) do nothing
      returning 1
    )
    select count(*)::int as deliveries from delivered`,
  );
  if ((stored?.deliveries ?? 0) > 0) webhookEventsRecorded();
}

/** The body every delivery of an event carries, byte for byte the same on each retry. */
export function eventBody(event: { id: string; type: string; occurredAt: Date; data: unknown }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: event.data,
  });
}
