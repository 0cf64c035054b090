import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingWorld, connectCalendar, startBookingWorld } from '../meetings/booking-test-support.ts';
import { wallTime } from '../meetings/meetings-test-support.ts';
import { hasValidSignature, startWebhookReceiver, type WebhookReceiver } from './webhooks-test-support.ts';

let world: BookingWorld;
let owner: LoginReply;
let receiver: WebhookReceiver;

beforeAll(async () => {
  world = await startBookingWorld();
  receiver = await startWebhookReceiver();
  owner = await world.context.signup({ name: 'Ada Lovelace', organisationName: 'Analytical Engines' });
}, 180_000);
afterAll(async () => {
  await receiver?.stop();
  await world?.close();
});

describe('meeting.booked', () => {
  it('is recorded with the booking and delivered once, however often the same booking is sent', async () => {
    const { context } = world;
    const created = await context.call<{ data: { secret: string } }>('POST', '/api/v1/key/webhook/create', {
      token: owner.accessToken,
      body: { url: receiver.url, events: ['meeting.booked'] },
    });
    expect(created.status).toBe(200);
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
    const meetings = receiver.received.filter((message) => message.body.includes('"meeting.booked"'));
    expect(meetings).toHaveLength(1);
    const [message] = meetings;
    if (!message) throw new Error('no delivery');
    expect(hasValidSignature(created.body.data.secret, message)).toBe(true);
    expect(JSON.parse(message.body)).toMatchObject({
      type: 'meeting.booked',
      data: { prospectEmail: 'pat@client.test', prospectName: 'Pat Prospect', startsAt: body.start },
    });
  });
});
