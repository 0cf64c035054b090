import { describe, expect, it } from 'vitest';
import { recordWebhookEvents } from './record-webhook-events.ts';
import { createEndpoint, hasValidSignature, startWebhookReceiver, useWebhookWorld } from './webhooks-test-support.ts';

const minute = 60_000;
const world = useWebhookWorld();

/** A new access token after the clock moved past the first one's life. */
async function signIn(owner: { email: string; password: string }) {
  const login = await world.ctx.call<{ accessToken: string }>('POST', '/api/v1/login', {
    body: { email: owner.email, password: owner.password },
  });
  expect(login.status).toBe(200);
  return login.body.accessToken;
}

/** Moves the application's clock a step at a time, running the worker's pass at each, as its cron would. */
async function runFor(durationMs: number, stepMs: number, atEachStep: (elapsed: number) => void = () => {}) {
  for (let elapsed = 0; elapsed <= durationMs; elapsed += stepMs) {
    atEachStep(elapsed);
    await world.ctx.app.services.webhooks.deliverDue();
    world.ctx.clock.advance(stepMs);
  }
}

describe('a receiver down for an hour', () => {
  it('gets every event once it is back, signed, in order, with the same webhook-id on each retry', async () => {
    const owner = await world.ctx.signup();
    const { endpoint, secret } = await createEndpoint(world.ctx, owner.accessToken, world.receiver.url, [
      'meeting.booked',
    ]);
    await world.receiver.stop(); // down: connections refused
    const organisationId = owner.userData.organisation.id;
    const start = world.ctx.clock.now().getTime();
    await recordWebhookEvents(
      world.ctx.db,
      [0, 1, 2, 3, 4].map((index) => ({
        organisationId,
        type: 'meeting.booked' as const,
        key: `meeting.booked:outage-${index}`,
        data: { bookingId: `booking-${index}` },
        at: new Date(start + index * 1000),
      })),
    );
    // The same facts recorded again (a retried transaction, a second worker) are the same events.
    await recordWebhookEvents(world.ctx.db, [
      { organisationId, type: 'meeting.booked', key: 'meeting.booked:outage-0', data: {}, at: new Date(start) },
    ]);

    let isUp = false;
    await runFor(3 * 60 * minute, minute, (elapsed) => {
      if (elapsed === 30 * minute) {
        void world.receiver.start(); // the port answers again, but with 503 for half an hour
        world.receiver.answer(() => (isUp ? 204 : 503));
      }
      if (elapsed === 60 * minute) isUp = true;
    });

    const accepted = world.receiver.received.filter((message) => message.answered < 300);
    const bodies = accepted.map((message) => JSON.parse(message.body) as { id: string; data: { bookingId: string } });
    expect(bodies.map((body) => body.data.bookingId)).toEqual([0, 1, 2, 3, 4].map((index) => `booking-${index}`));
    for (const message of world.receiver.received) expect(hasValidSignature(secret, message)).toBe(true);
    // Retries carry the event's id: every id refused with 503 comes back the same when accepted.
    const refused = world.receiver.received.filter((message) => message.answered === 503);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(new Set(refused.map((message) => message.id))).toEqual(new Set(accepted.map((message) => message.id)));
    for (const [index, message] of accepted.entries()) expect(message.id).toBe(bodies[index]?.id);
    // The timestamp is the attempt's (by the application's clock), after the outage.
    for (const message of accepted) expect(message.timestamp * 1000).toBeGreaterThanOrEqual(start + 60 * minute);

    const log = await world.ctx.call<{
      data: { status: string; attempts: number; log: { statusCode: number | null }[] }[];
    }>('GET', `/api/v1/key/webhook/${endpoint.id}/deliveries`, { token: await signIn(owner) });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(5);
    for (const delivery of log.body.data) {
      expect(delivery.status).toBe('succeeded');
      const codes = delivery.log.map((attempt) => attempt.statusCode);
      expect(codes.at(-1)).toBe(204);
      expect(delivery.attempts).toBe(codes.length);
    }
    // Each log: refused while the port was closed, 503 while it answered so, then 204.
    for (const delivery of log.body.data) {
      const codes = delivery.log.map((attempt) => attempt.statusCode);
      expect(codes).toContain(null);
      expect(codes).toContain(503);
    }
  });

  it('disables an endpoint after five events in a row failed every attempt and tells its owner', async () => {
    const owner = await world.ctx.signup();
    const failing = await startWebhookReceiver({ status: () => 500 });
    try {
      const { endpoint } = await createEndpoint(world.ctx, owner.accessToken, failing.url, ['credits.low']);
      const organisationId = owner.userData.organisation.id;
      const at = world.ctx.clock.now();
      await recordWebhookEvents(
        world.ctx.db,
        [0, 1, 2, 3, 4].map((index) => ({
          organisationId,
          type: 'credits.low' as const,
          key: `credits.low:failing-${index}`,
          data: { balance: 10 },
          at: new Date(at.getTime() + index),
        })),
      );
      await runFor(40 * 60 * minute, 30 * minute);
      const list = await world.ctx.call<{ data: { id: string; status: string; disabledReason: string }[] }>(
        'GET',
        '/api/v1/key/webhook',
        { token: await signIn(owner) },
      );
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.find((row) => row.id === endpoint.id)).toMatchObject({
        status: 'disabled',
        disabledReason: expect.stringContaining('5 events in a row'),
      });
      const mails = await world.ctx.database.query<{ to_address: string; subject: string }>(
        `select to_address, subject from sandbox_messages where kind = 'webhook-disabled' and to_address = $1`,
        [owner.email],
      );
      expect(mails).toHaveLength(1);
      // A disabled endpoint is left alone.
      const before = failing.received.length;
      await runFor(2 * 60 * minute, 30 * minute);
      expect(failing.received.length).toBe(before);
    } finally {
      await failing.stop();
    }
  });
});
