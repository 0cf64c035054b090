import { describe, expect, it } from 'vitest';
import { grantFreeCredits, spendCredits, spendCreditsBatch } from '../credits/index.ts';
import { createEndpoint, useWebhookWorld } from './webhooks-test-support.ts';

const world = useWebhookWorld();

async function organisationWithEndpoint(events: string[]) {
  const owner = await world.ctx.signup();
  await createEndpoint(world.ctx, owner.accessToken, world.receiver.url, events);
  return { owner, organisationId: owner.userData.organisation.id, userId: owner.userData.id };
}

const eventsOf = (organisationId: string) =>
  world.ctx.database.query<{ type: string; data: { balance: number } }>(
    'select type, data from webhook_events where organisation_id = $1 order by created_at',
    [organisationId],
  );

describe('credits.low', () => {
  it('is recorded once when a spend takes the balance below 100, in the spend’s transaction', async () => {
    const { organisationId, userId } = await organisationWithEndpoint(['credits.low']);
    const now = world.ctx.clock.now();
    await world.ctx.db.transaction((tx) =>
      grantFreeCredits(tx, { organisationId, userId, credits: 150, now, reason: 'test', idempotencyKey: 'grant-1' }),
    );
    const spend = (amount: number, key: string) =>
      world.ctx.db.transaction((tx) =>
        spendCredits(tx, { organisationId, userId, amount, reason: 'test', idempotencyKey: key, now }),
      );
    await spend(40, 'spend-1'); // 110 left: not low yet
    expect(await eventsOf(organisationId)).toHaveLength(0);
    await spend(20, 'spend-2'); // 90 left: low
    await spend(20, 'spend-2'); // the same spend again: nothing new
    await spend(10, 'spend-3'); // 80 left: still low, no second event
    expect(await eventsOf(organisationId)).toEqual([{ type: 'credits.low', data: { balance: 90, threshold: 100 } }]);
    await world.ctx.inline.drain(); // the pass the new event woke
    await world.ctx.app.services.webhooks.deliverDue();
    expect(world.receiver.received.some((message) => message.body.includes('"balance":90'))).toBe(true);
  });

  it('is recorded by a batch of spends that crosses the threshold', async () => {
    const { organisationId, userId } = await organisationWithEndpoint(['credits.low']);
    const now = world.ctx.clock.now();
    await world.ctx.db.transaction((tx) =>
      grantFreeCredits(tx, { organisationId, userId, credits: 105, now, reason: 'test', idempotencyKey: 'grant-2' }),
    );
    await world.ctx.db.transaction((tx) =>
      spendCreditsBatch(tx, {
        organisationId,
        userId,
        now,
        items: [1, 2, 3].map((index) => ({ amount: 3, reason: 'test', idempotencyKey: `batch-${index}` })),
      }),
    );
    expect(await eventsOf(organisationId)).toEqual([{ type: 'credits.low', data: { balance: 96, threshold: 100 } }]);
  });

  it('writes nothing for an organisation without an endpoint for it', async () => {
    const { organisationId, userId } = await organisationWithEndpoint(['meeting.booked']);
    const now = world.ctx.clock.now();
    await world.ctx.db.transaction(async (tx) => {
      await grantFreeCredits(tx, { organisationId, userId, credits: 100, now, reason: 'test', idempotencyKey: 'g3' });
      await spendCredits(tx, { organisationId, userId, amount: 50, reason: 'test', idempotencyKey: 's3', now });
    });
    expect(await eventsOf(organisationId)).toHaveLength(0);
  });
});
