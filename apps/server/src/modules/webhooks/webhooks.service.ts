import { randomUUID } from 'node:crypto';
import type {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDeliveryLog,
  WebhookEndpoint,
  WebhookTestResult,
} from '@leadpilot/contracts';
import { webhookCreateBodySchema } from '@leadpilot/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, refused } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { deliverDueWebhooks } from './deliver-webhooks.ts';
import { notifyEndpointDisabled } from './endpoint-disabled-mail.ts';
import type { DisabledEndpoint } from './endpoint-health.ts';
import { type AttemptLimits, attemptDelivery } from './webhook-attempt.ts';
import { generateWebhookSecret, secretHintOf } from './webhook-signing.ts';
import { checkWebhookTarget, WebhookTargetError, type WebhookTargetRules } from './webhook-target.ts';
import { attemptsOf, attemptView, deliveryView, endpointView, recentDeliveries } from './webhook-views.ts';
import { coalescedWake, nextRetryWake, onWebhookEventsRecorded, type WakeOptions } from './webhook-wake.ts';

/** Endpoints an organisation may keep. */
export const maxEndpointsPerOrganisation = 20;

export interface WebhookServiceDependencies {
  db: Database;
  clock: Clock;
  rules: WebhookTargetRules;
  secretBox: SecretBox;
  mail: MailTransport;
  mailFrom: string;
  appUrl: string;
  /**
   * Asks the queue for a delivery pass: now (a replay, an endpoint enabled again, new events, with
   * a singleton window for those) or at `startAfter` (the next retry).
   */
  wake(options?: WakeOptions): Promise<void>;
  limits?: AttemptLimits;
}

/** Endpoints, their tests, the delivery log and the worker's pass. */
export function createWebhookService(deps: WebhookServiceDependencies) {
  const { db, clock } = deps;

  async function findEndpoint(actor: Actor, id: string) {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.organisationId, actor.organisationId),
          isNull(webhookEndpoints.deletedAt),
        ),
      );
    if (!row) throw notFound('This webhook endpoint');
    return row;
  }

  async function viewOf(actor: Actor, row: typeof webhookEndpoints.$inferSelect): Promise<WebhookEndpoint> {
    const recent = await recentDeliveries(db, actor.organisationId, [row.id], 5);
    return endpointView(row, (recent.get(row.id) ?? []).map(deliveryView));
  }

  async function checkTarget(url: string) {
    try {
      await checkWebhookTarget(deps.rules, url);
    } catch (error) {
      if (error instanceof WebhookTargetError) throw refused(error.message);
      throw error;
    }
  }

  function onEndpointDisabled(endpoint: DisabledEndpoint) {
    return notifyEndpointDisabled(deps, endpoint);
  }

  // New events (recorded by the engines in their own transactions) wake the worker at once. A wake
  // that cannot be sent (the queue stopping) is let go: the cron's pass comes within the minute.
  const stopListening = onWebhookEventsRecorded(
    coalescedWake(
      (options) => deps.wake(options),
      () => {},
    ),
  );

  function deliverDue(options?: Parameters<typeof deliverDueWebhooks>[1]) {
    return deliverDueWebhooks(
      {
        db,
        clock,
        rules: deps.rules,
        secretBox: deps.secretBox,
        ...(deps.limits ? { limits: deps.limits } : {}),
        onEndpointDisabled,
      },
      options,
    );
  }

  return {
    /** The organisation's endpoints, each with its five newest deliveries. */
    async list(actor: Actor): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.organisationId, actor.organisationId), isNull(webhookEndpoints.deletedAt)))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
      const recent = await recentDeliveries(
        db,
        actor.organisationId,
        rows.map((row) => row.id),
        5,
      );
      return rows.map((row) => endpointView(row, (recent.get(row.id) ?? []).map(deliveryView)));
    },

    /** Adds an endpoint after checking its address; the reply carries the signing secret, this once. */
    async create(actor: Actor, input: WebhookCreateBody): Promise<WebhookCreated> {
      const body = webhookCreateBodySchema.parse(input);
      await checkTarget(body.url);
      const id = randomUUID();
      const secret = generateWebhookSecret();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.webhooks:${actor.organisationId}`}))`);
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.organisationId, actor.organisationId), isNull(webhookEndpoints.deletedAt)));
        if ((count?.count ?? 0) >= maxEndpointsPerOrganisation) {
          throw refused(`An organisation can have at most ${maxEndpointsPerOrganisation} webhook endpoints.`);
        }
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({
            id,
            organisationId: actor.organisationId,
            createdBy: actor.userId,
            url: body.url,
            description: body.description,
            events: body.events,
            secretSealed: deps.secretBox.seal(secret, id),
            secretHint: secretHintOf(secret),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new AppError('INTERNAL', 'The endpoint could not be stored.');
      return { endpoint: endpointView(row, []), secret };
    },

    /** Sends a signed `webhook.test` event now and answers what the endpoint said; nothing is stored. */
    async test(actor: Actor, id: string): Promise<WebhookTestResult> {
      const row = await findEndpoint(actor, id);
      const eventId = randomUUID();
      const at = clock.now();
      const body = JSON.stringify({
        id: eventId,
        type: 'webhook.test',
        timestamp: at.toISOString(),
        data: { endpointId: row.id, message: 'This is a test event from Leadpilot.' },
      });
      const secret = deps.secretBox.open(row.secretSealed, row.id);
      const result = await attemptDelivery(
        deps.rules,
        { url: row.url, secret, messageId: eventId, body, at },
        deps.limits,
      );
      return { ...result, eventId };
    },

    async setEnabled(actor: Actor, id: string, enabled: boolean): Promise<WebhookEndpoint> {
      await findEndpoint(actor, id);
      const now = clock.now();
      const [row] = await db
        .update(webhookEndpoints)
        .set(
          enabled
            ? {
                status: 'enabled',
                disabledReason: '',
                disabledAt: null,
                failedMessagesInRow: 0,
                failingSince: null,
                updatedAt: now,
              }
            : { status: 'disabled', disabledReason: 'Disabled by a member.', disabledAt: now, updatedAt: now },
        )
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw notFound('This webhook endpoint');
      // Messages that waited while it was off are due again at once.
      if (enabled) {
        await db
          .update(webhookDeliveries)
          .set({ nextAttemptAt: now, updatedAt: now })
          .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
        await deps.wake();
      }
      return viewOf(actor, row);
    },

    /** Removes the endpoint: nothing more is sent to it; its log goes with it. */
    async remove(actor: Actor, id: string): Promise<void> {
      await findEndpoint(actor, id);
      const now = clock.now();
      await db
        .update(webhookEndpoints)
        .set({ deletedAt: now, status: 'disabled', disabledReason: 'Deleted.', updatedAt: now })
        .where(eq(webhookEndpoints.id, id));
    },

    /** The endpoint's deliveries, newest first, each with every attempt. */
    async deliveries(
      actor: Actor,
      id: string,
      query: { status?: WebhookEndpoint['recentDeliveries'][number]['status'] | undefined; limit: number },
    ): Promise<WebhookDeliveryLog['data']> {
      await findEndpoint(actor, id);
      const rows = (await recentDeliveries(db, actor.organisationId, [id], query.limit, query.status)).get(id) ?? [];
      const attempts = await attemptsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...deliveryView(row),
        log: (attempts.get(row.id) ?? []).map(attemptView),
      }));
    },

    /** Sends a delivery again (the same `webhook-id`), from the start of the retry schedule. */
    async replay(actor: Actor, deliveryId: string) {
      const now = clock.now();
      const [delivery] = await db
        .select({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organisationId, actor.organisationId)));
      if (!delivery) throw notFound('This delivery');
      const endpoint = await findEndpoint(actor, delivery.endpointId).catch(() => {
        throw notFound('This delivery');
      });
      if (endpoint.status !== 'enabled') throw refused('Enable the endpoint before replaying its deliveries.');
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          scheduleStep: 0,
          nextAttemptAt: now,
          leaseUntil: null,
          isReplay: true,
          updatedAt: now,
        })
        .where(and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.status} <> 'delivering'`))
        .returning({ id: webhookDeliveries.id });
      if (!row) throw refused('This delivery is being sent right now.');
      await deps.wake();
    },

    /** A delivery pass: every due delivery, by the application's clock (nothing planned after it). */
    deliverDue,

    /**
     * The worker's pass (the queue's job): delivers what is due, then asks for one wake at the
     * soonest planned retry when it falls before the next minute's cron.
     */
    async workerPass() {
      const result = await deliverDue();
      const next = await nextRetryWake(db, clock);
      if (next) await deps.wake(next);
      return result;
    },

    /** Stops waking on new events (the service is being let go). */
    close() {
      stopListening();
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
