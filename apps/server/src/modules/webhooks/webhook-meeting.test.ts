import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingWorld, connectCalendar, startBookingWorld } from '../meetings/booking-test-support.ts';
import { wallTime } from '../meetings/meetings-test-support.ts';
import { createEndpoint, hasValidSignature, useWebhookReceiver } from './webhooks-test-support.ts';

let world: BookingWorld;
let owner: LoginReply;
const webhooks = useWebhookReceiver();

beforeAll(async () => {
  world = await startBookingWorld();
  owner = await world.context.signup({ name: 'Ada Lovelace', organisationName: 'Analytical Engines' });
}, 180_000);
afterAll(() => world?.close());

describe('meeting.booked', () => {
  it('is recorded with the booking and delivered once, however often the same booking is sent', async () => {
    const { context } = world;
    const { secret } = await createEndpoint(context, owner.accessToken, webhooks.receiver.url, ['meeting.booked']);
    await connectCalendar(world, owner, { email: 'ada@engines.test', slug: 'ada-webhooks' });
    const body = {
      name: 'Pat Prospect',
      email: 'pat@client.test',
      start: wallTime('2030-06-04T10:00', 'Europe/Berlin').toISOString(),
      timeZone: 'America/New_York',
      idempotencyKey: 'booking-webhook-1',
    };
    const booked = await context.call<{ data: { id: string } }>('POST', '/api/v1/booking/ada-webhooks', { body });
    expect(booked.status).toBe(200);
    const again = await context.call('POST', '/api/v1/booking/ada-webhooks', { body });
    expect(again.status).toBe(200);
    await context.inline.drain();
    await context.app.services.webhooks.deliverDue();
    const meetings = webhooks.receiver.received.filter((message) => message.body.includes('"meeting.booked"'));
    expect(meetings).toHaveLength(1);
    const [message] = meetings;
    if (!message) throw new Error('no delivery');
    expect(hasValidSignature(secret, message)).toBe(true);
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'meeting.booked',
      data: { prospectEmail: 'pat@client.test', prospectName: 'Pat Prospect', startsAt: body.start },
    });
  });
});
