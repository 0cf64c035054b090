import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { suppress } from '../suppressions/index.ts';
import { hasValidSignature, startWebhookReceiver, useWebhookWorld } from './webhooks-test-support.ts';

const world = useWebhookWorld();
let owner: Awaited<ReturnType<TestContext['signup']>>;

beforeAll(async () => {
  owner = await world.ctx.signup();
});

type Created = { message: string; data: { endpoint: { id: string; secretHint: string }; secret: string } };

async function create(token: string, body: Record<string, unknown>) {
  return world.ctx.call<Created>('POST', '/api/v1/key/webhook/create', { token, body });
}

describe('webhook endpoints', () => {
  it('adds an endpoint and shows its secret once: the list never carries it', async () => {
    const created = await create(owner.accessToken, {
      url: world.receiver.url,
      events: ['reply.received', 'meeting.booked', 'reply.received'],
      description: 'CRM bridge',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    expect(created.body.data.endpoint.secretHint).toBe(`${created.body.data.secret.slice(0, 10)}…`);
    const list = await world.ctx.call<{ data: { id: string; events: string[]; description: string }[] }>(
      'GET',
      '/api/v1/key/webhook',
      { token: owner.accessToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.id === created.body.data.endpoint.id)).toMatchObject({
      events: ['reply.received', 'meeting.booked'],
      description: 'CRM bridge',
    });
    expect(JSON.stringify(list.body)).not.toContain(created.body.data.secret);
    const stored = await world.ctx.database.query<{ secret_sealed: string }>(
      'select secret_sealed from webhook_endpoints where id = $1',
      [created.body.data.endpoint.id],
    );
    expect(stored[0]?.secret_sealed).not.toContain(created.body.data.secret.slice(6));
  });

  it('refuses bad input with 400 and an unknown event type', async () => {
    const bad = await create(owner.accessToken, { url: world.receiver.url, events: ['email.opened'] });
    expect(bad.status).toBe(400);
    const none = await create(owner.accessToken, { url: world.receiver.url, events: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBeTruthy();
    const scheme = await create(owner.accessToken, { url: 'gopher://example.com', events: ['credits.low'] });
    expect(scheme.status).toBe(400);
  });

  it('lets a member read but not add endpoints', async () => {
    const member = await world.ctx.addMember(owner.accessToken, 'member');
    expect((await world.ctx.call('GET', '/api/v1/key/webhook', { token: member.accessToken })).status).toBe(200);
    const refused = await create(member.accessToken, { url: world.receiver.url, events: ['credits.low'] });
    expect(refused.status).toBe(403);
  });

  it('sends a signed test event and answers what the endpoint said', async () => {
    const created = await create(owner.accessToken, { url: world.receiver.url, events: ['credits.low'] });
    const before = world.receiver.received.length;
    const tested = await world.ctx.call<{
      message: string;
      data: { succeeded: boolean; statusCode: number; responseExcerpt: string; eventId: string };
    }>('POST', '/api/v1/key/webhook/validate', {
      token: owner.accessToken,
      body: { id: created.body.data.endpoint.id },
    });
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({ succeeded: true, statusCode: 204 });
    expect(tested.body.message).toContain('204');
    const message = world.receiver.received[before];
    expect(message?.id).toBe(tested.body.data.eventId);
    expect(JSON.parse(message?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect(hasValidSignature(created.body.data.secret, message as NonNullable<typeof message>)).toBe(true);
  });

  it('reports a receiver that is down instead of failing the request', async () => {
    const down = await startWebhookReceiver();
    const created = await create(owner.accessToken, { url: down.url, events: ['credits.low'] });
    await down.stop();
    const tested = await world.ctx.call<{ data: { succeeded: boolean; statusCode: null; error: string } }>(
      'POST',
      '/api/v1/key/webhook/validate',
      { token: owner.accessToken, body: { id: created.body.data.endpoint.id } },
    );
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({ succeeded: false, statusCode: null });
    expect(tested.body.data.error).toMatch(/refused/);
  });

  it('answers 404 for another organisation’s endpoint and delivery', async () => {
    const created = await create(owner.accessToken, { url: world.receiver.url, events: ['credits.low'] });
    const other = await world.ctx.signup();
    for (const path of ['validate', 'disable', 'enable', 'delete']) {
      const answer = await world.ctx.call('POST', `/api/v1/key/webhook/${path}`, {
        token: other.accessToken,
        body: { id: created.body.data.endpoint.id },
      });
      expect(answer.status).toBe(404);
    }
    const log = await world.ctx.call('GET', `/api/v1/key/webhook/${created.body.data.endpoint.id}/deliveries`, {
      token: other.accessToken,
    });
    expect(log.status).toBe(404);
    world.ctx.clock.advance(60_000);
    const replay = await world.ctx.call('POST', '/api/v1/key/webhook/replay', {
      token: other.accessToken,
      body: { deliveryId: randomUUID() },
    });
    expect(replay.status).toBe(404);
  });

  it('records an unsubscribe once, delivers it, and replays it with the same webhook-id', async () => {
    const created = await create(owner.accessToken, { url: world.receiver.url, events: ['prospect.unsubscribed'] });
    const endpointId = created.body.data.endpoint.id;
    const organisationId = owner.userData.organisation.id;
    const input = {
      organisationId,
      email: 'Gone@Example.com',
      reason: 'unsubscribed' as const,
      source: 'unsubscribe page',
    };
    await suppress(world.ctx.db, input);
    await suppress(world.ctx.db, input);
    await world.ctx.inline.drain(); // the pass the new event woke (it may find the row not yet committed)
    await world.ctx.app.services.webhooks.deliverDue();
    const log = await world.ctx.call<{
      data: { id: string; eventId: string; status: string; log: { trigger: string }[] }[];
    }>('GET', `/api/v1/key/webhook/${endpointId}/deliveries`, { token: owner.accessToken });
    expect(log.body.data).toHaveLength(1);
    const [delivery] = log.body.data;
    expect(delivery).toMatchObject({ status: 'succeeded' });
    const first = world.receiver.received.filter((message) => message.id === delivery?.eventId);
    expect(first).toHaveLength(1);
    expect(JSON.parse(first[0]?.body ?? '{}')).toMatchObject({
      type: 'prospect.unsubscribed',
      data: { email: 'gone@example.com', scope: 'email' },
    });

    world.ctx.clock.advance(60_000);
    const replay = await world.ctx.call('POST', '/api/v1/key/webhook/replay', {
      token: owner.accessToken,
      body: { deliveryId: delivery?.id },
    });
    expect(replay.status).toBe(200);
    await world.ctx.inline.drain();
    await world.ctx.app.services.webhooks.deliverDue();
    expect(world.receiver.received.filter((message) => message.id === delivery?.eventId)).toHaveLength(2);
    const after = await world.ctx.call<{ data: { log: { trigger: string }[] }[] }>(
      'GET',
      `/api/v1/key/webhook/${endpointId}/deliveries`,
      { token: owner.accessToken },
    );
    expect(after.body.data[0]?.log.map((attempt) => attempt.trigger)).toEqual(['scheduled', 'replay']);
  });

  it('sends nothing to a disabled endpoint, and what waited goes out when it is enabled again', async () => {
    const created = await create(owner.accessToken, { url: world.receiver.url, events: ['prospect.unsubscribed'] });
    const id = created.body.data.endpoint.id;
    const disabled = await world.ctx.call<{ data: { status: string } }>('POST', '/api/v1/key/webhook/disable', {
      token: owner.accessToken,
      body: { id },
    });
    expect(disabled.body.data.status).toBe('disabled');
    await suppress(world.ctx.db, {
      organisationId: owner.userData.organisation.id,
      email: 'later@example.com',
      reason: 'unsubscribed',
      source: 'unsubscribe page',
    });
    const events = await world.ctx.database.query<{ id: string }>(
      `select d.id from webhook_deliveries d where d.endpoint_id = $1`,
      [id],
    );
    expect(events).toHaveLength(0); // a disabled endpoint is not subscribed
    const enabled = await world.ctx.call<{ data: { status: string } }>('POST', '/api/v1/key/webhook/enable', {
      token: owner.accessToken,
      body: { id },
    });
    expect(enabled.body.data.status).toBe('enabled');
    const removed = await world.ctx.call('POST', '/api/v1/key/webhook/delete', {
      token: owner.accessToken,
      body: { id },
    });
    expect(removed.status).toBe(200);
    const list = await world.ctx.call<{ data: { id: string }[] }>('GET', '/api/v1/key/webhook', {
      token: owner.accessToken,
    });
    expect(list.body.data.map((row) => row.id)).not.toContain(id);
  });
});

describe('webhook addresses under the default outbound policy', () => {
  it('refuses an endpoint on loopback with 422 and a reason', async () => {
    const strict = await createTestContext({ config: { OUTBOUND_ALLOWED_NETWORKS: '' } });
    try {
      const someone = await strict.signup();
      const refused = await strict.call<{ message: string }>('POST', '/api/v1/key/webhook/create', {
        token: someone.accessToken,
        body: { url: world.receiver.url, events: ['credits.low'] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/loopback/);
    } finally {
      await strict.close();
    }
  });
});
