import { describe, expect, it } from 'vitest';
import { recordWebhookEvents } from './record-webhook-events.ts';
import { createEndpoint, startWebhookReceiver, useWebhookWorld } from './webhooks-test-support.ts';

const world = useWebhookWorld();

describe('one endpoint, several passes at once', () => {
  it('gets its events one at a time and in order, whichever pass takes them', async () => {
    const owner = await world.ctx.signup();
    // Slow to answer: while one event is in flight another pass would be free to take the next.
    let status = 503;
    const slow = await startWebhookReceiver({ delayMs: 60, status: () => status });
    try {
      await createEndpoint(world.ctx, owner.accessToken, slow.url, ['meeting.booked']);
      const start = world.ctx.clock.now().getTime();
      await recordWebhookEvents(
        world.ctx.db,
        [0, 1, 2, 3, 4, 5].map((index) => ({
          organisationId: owner.userData.organisation.id,
          type: 'meeting.booked' as const,
          key: `meeting.booked:order-${index}`,
          data: { bookingId: `booking-${index}` },
          at: new Date(start + index * 1000),
        })),
      );
      const { webhooks } = world.ctx.app.services;
      // The first attempts (the pass the recording woke) fail: six retries planned for the same time.
      await expect
        .poll(async () => {
          await webhooks.deliverDue();
          const [busy] = await world.ctx.database.query<{ count: string }>(
            `select count(*) from webhook_deliveries where status = 'delivering'`,
          );
          return [slow.received.length, Number(busy?.count)];
        })
        .toEqual([6, 0]);
      status = 204;
      world.ctx.clock.advance(10_000);
      // Two workers' passes at once: the first takes two rows at a time, the second all it can.
      await Promise.all([webhooks.deliverDue({ batchSize: 2 }), webhooks.deliverDue()]);
      await expect
        .poll(async () => {
          await webhooks.deliverDue();
          return slow.received.length;
        })
        .toBe(12);

      const accepted = slow.received.filter((message) => message.answered === 204);
      const booked = accepted.map((message) => (JSON.parse(message.body) as { data: { bookingId: string } }).data);
      expect(booked.map((data) => data.bookingId)).toEqual([0, 1, 2, 3, 4, 5].map((index) => `booking-${index}`));
      expect(slow.load.most).toBe(1);
    } finally {
      await slow.stop();
    }
  });
});
