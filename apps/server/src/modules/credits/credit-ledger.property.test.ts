/**
 * Any interleaving of purchases, spends (one at a time and in batches), allowances, time passing, expiry runs, refunds and
 * super-admin removals keeps the ledger honest (TEST-GOALS: balance = sum of the ledger, never
 * negative, never spends an expired lot), checked against a small model of lots drawn oldest first.
 */
import { randomUUID } from 'node:crypto';
import { type PlanId, planIds } from '@leadpilot/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { organisations, users } from '../../db/schema.ts';
import { createActor } from '../../platform/auth/actor.ts';
import { days } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { grantPurchase, refundPurchase, spendableBalance } from './credit-ledger.ts';
import { adjustCredits, spendCreditsBatch } from './credit-spends.ts';
import { ledgerTotals } from './credits-test-support.ts';

type Command =
  | { kind: 'purchase'; credits: number; planId: PlanId }
  | { kind: 'spend'; who: 0 | 1; amount: number; key: number }
  | { kind: 'batch'; who: 0 | 1; items: { amount: number; key: number }[] }
  | { kind: 'allow'; who: 0 | 1; allowance: number | null }
  | { kind: 'advance'; days: number }
  | { kind: 'expire' }
  | { kind: 'refund'; purchase: number; fraction: number }
  | { kind: 'remove'; amount: number };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    credits: fc.integer({ min: 1, max: 400 }),
    planId: fc.constantFrom(...planIds),
  }),
  fc.record({
    kind: fc.constant('spend' as const),
    who: fc.constantFrom(0 as const, 1 as const),
    amount: fc.integer({ min: 1, max: 300 }),
    key: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('batch' as const),
    who: fc.constantFrom(0 as const, 1 as const),
    items: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 120 }), key: fc.integer({ min: 0, max: 6 }) }), {
      minLength: 1,
      maxLength: 5,
    }),
  }),
  fc.record({
    kind: fc.constant('allow' as const),
    who: fc.constantFrom(0 as const, 1 as const),
    allowance: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({
    kind: fc.constant('refund' as const),
    purchase: fc.nat(),
    fraction: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('remove' as const), amount: fc.integer({ min: 1, max: 300 }) }),
);

interface ModelLot {
  paymentId: string;
  granted: number;
  remaining: number;
  expiresAt: number;
  order: number;
  isRefunded: boolean;
}

class LedgerModel {
  lots: ModelLot[] = [];
  spentKeys = new Set<number>();
  allowances: { allowance: number | null; used: number }[] = [
    { allowance: null, used: 0 },
    { allowance: null, used: 0 },
  ];

  expire(now: number) {
    for (const lot of this.lots) if (lot.expiresAt <= now) lot.remaining = 0;
  }

  balance(now: number) {
    return this.lots.filter((lot) => lot.expiresAt > now).reduce((sum, lot) => sum + lot.remaining, 0);
  }

  /** What a member may spend now: the balance, capped by what is left of their allowance. */
  spendable(allowance: { allowance: number | null; used: number }, now: number) {
    const left =
      allowance.allowance === null ? Number.POSITIVE_INFINITY : Math.max(0, allowance.allowance - allowance.used);
    return Math.min(this.balance(now), left);
  }

  draw(amount: number, now: number) {
    let left = amount;
    const open = this.lots
      .filter((lot) => lot.expiresAt > now && lot.remaining > 0)
      .sort((a, b) => a.expiresAt - b.expiresAt || a.order - b.order);
    for (const lot of open) {
      const take = Math.min(left, lot.remaining);
      lot.remaining -= take;
      left -= take;
    }
  }
}

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function newOrganisation() {
  const [organisation] = await context.db
    .insert(organisations)
    .values({ name: `Ledger ${randomUUID()}` })
    .returning();
  if (!organisation) throw new Error('no organisation');
  const people = await context.db
    .insert(users)
    .values(
      (['owner', 'member'] as const).map((role) => ({
        organisationId: organisation.id,
        email: `${role}-${randomUUID()}@ledger.test`,
        name: `Ledger ${role}`,
        role,
        status: 'active' as const,
      })),
    )
    .returning();
  const actors = people.map((person) =>
    createActor({
      userId: person.id,
      organisationId: organisation.id,
      sessionId: 'property',
      role: person.role,
      isSuperAdmin: false,
    }),
  );
  return { organisationId: organisation.id, actors, names: people.map((person) => person.name) };
}

/** What each unexpired lot has left, in the order the lots were made. */
async function openLots(organisationId: string, now: Date) {
  const rows = await context.database.query<{ remaining: number }>(
    'select remaining from credit_lots where organisation_id = $1 and expires_at > $2 order by sequence',
    [organisationId, now.toISOString()],
  );
  return rows.map((row) => row.remaining);
}

async function spendsFromExpiredLots(organisationId: string) {
  const [row] = await context.database.query<{ count: number }>(
    `select count(*)::int as count from credit_lot_draws d
       join credit_ledger e on e.id = d.ledger_entry_id
       join credit_lots l on l.id = d.lot_id
      where e.organisation_id = $1 and e.kind in ('spend', 'admin_adjustment') and l.expires_at <= e.created_at`,
    [organisationId],
  );
  return row?.count;
}

describe('the credit ledger', () => {
  it('agrees with its model under any interleaving, and its sum is the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 25 }), async (commands) => {
        const { organisationId, actors, names } = await newOrganisation();
        const model = new LedgerModel();
        const clock = context.clock;
        clock.set(new Date('2026-01-01T00:00:00Z'));
        const credits = context.app.services.credits;
        let order = 0;
        for (const command of commands) {
          const now = clock.now();
          switch (command.kind) {
            case 'purchase': {
              const paymentId = randomUUID();
              await context.db.transaction((tx) =>
                grantPurchase(tx, { organisationId, userId: null, paymentId, ...command, now, reason: 'Purchase' }),
              );
              model.lots.push({
                paymentId,
                granted: command.credits,
                remaining: command.credits,
                expiresAt: now.getTime() + days(365),
                order: order++,
                isRefunded: false,
              });
              break;
            }
            case 'spend': {
              const actor = actors[command.who];
              if (!actor) throw new Error('no actor');
              const key = `key-${command.key}`;
              const isRepeat = model.spentKeys.has(command.key);
              model.expire(now.getTime());
              const allowance = model.allowances[command.who] ?? { allowance: null, used: 0 };
              const available = model.spendable(allowance, now.getTime());
              try {
                const result = await credits.spend(actor, command.amount, 'Property spend', key);
                expect(result.isNew).toBe(!isRepeat);
                if (!isRepeat) {
                  expect(command.amount).toBeLessThanOrEqual(available);
                  model.draw(command.amount, now.getTime());
                  allowance.used += command.amount;
                  model.spentKeys.add(command.key);
                }
              } catch (error) {
                expect(error).toBeInstanceOf(AppError);
                expect(isRepeat).toBe(false);
                expect((error as AppError).message).toBe(
                  `Not enough credits: need ${command.amount.toLocaleString('en-US')}, you have ${available.toLocaleString('en-US')}`,
                );
              }
              break;
            }
            case 'batch': {
              const actor = actors[command.who];
              if (!actor) throw new Error('no actor');
              model.expire(now.getTime());
              const allowance = model.allowances[command.who] ?? { allowance: null, used: 0 };
              const available = model.spendable(allowance, now.getTime());
              const seen = new Set(model.spentKeys);
              const expectNew = command.items.map((item) => {
                const isNew = !seen.has(item.key);
                seen.add(item.key);
                return isNew;
              });
              const total = command.items.reduce((sum, item, index) => sum + (expectNew[index] ? item.amount : 0), 0);
              const attempt = context.db.transaction((tx) =>
                spendCreditsBatch(tx, {
                  organisationId,
                  userId: actor.userId,
                  now,
                  items: command.items.map((item) => ({
                    amount: item.amount,
                    reason: 'Property batch',
                    idempotencyKey: `key-${item.key}`,
                  })),
                }),
              );
              if (total > available) {
                await expect(attempt).rejects.toThrow(
                  `Not enough credits: need ${total.toLocaleString('en-US')}, you have ${available.toLocaleString('en-US')}`,
                );
                break;
              }
              const results = await attempt;
              expect(results.map((result) => result.isNew)).toEqual(expectNew);
              command.items.forEach((item, index) => {
                if (!expectNew[index]) return;
                model.draw(item.amount, now.getTime());
                allowance.used += item.amount;
                model.spentKeys.add(item.key);
              });
              break;
            }
            case 'allow': {
              const actor = actors[command.who];
              if (!actor) throw new Error('no actor');
              await credits.setAllowance(actors[0] ?? actor, { userId: actor.userId, credit: command.allowance });
              const allowance = model.allowances[command.who];
              if (allowance) allowance.allowance = command.allowance;
              model.expire(now.getTime());
              expect(names[command.who]).toBeDefined();
              break;
            }
            case 'advance':
              clock.advance(days(command.days));
              break;
            case 'expire':
              await credits.expireAll();
              model.expire(now.getTime());
              expect(await ledgerTotals(context, organisationId)).toEqual({
                ledger: model.balance(now.getTime()),
                lots: model.balance(now.getTime()),
              });
              break;
            case 'refund': {
              const lot = model.lots[command.purchase % Math.max(1, model.lots.length)];
              if (!lot) break;
              const asked = Math.round(lot.granted * command.fraction);
              const { removed } = await context.db.transaction((tx) =>
                refundPurchase(tx, { organisationId, paymentId: lot.paymentId, credits: asked, now, reason: 'Refund' }),
              );
              model.expire(now.getTime());
              const expected = lot.isRefunded ? removed : Math.min(asked, lot.remaining);
              expect(removed).toBe(expected);
              if (!lot.isRefunded) lot.remaining -= removed;
              lot.isRefunded = true;
              break;
            }
            case 'remove': {
              model.expire(now.getTime());
              const balance = model.balance(now.getTime());
              const attempt = context.db.transaction((tx) =>
                adjustCredits(tx, {
                  organisationId,
                  adminUserId: actors[0]?.userId ?? '',
                  credits: -command.amount,
                  reason: 'Correction',
                  now,
                  idempotencyKey: `admin:${randomUUID()}`,
                }),
              );
              if (command.amount > balance) await expect(attempt).rejects.toBeInstanceOf(AppError);
              else {
                await attempt;
                model.draw(command.amount, now.getTime());
              }
              break;
            }
          }
          const real = await spendableBalance(context.db, organisationId, clock.now());
          expect(real).toBe(model.balance(clock.now().getTime()));
          expect(real).toBeGreaterThanOrEqual(0);
          expect(await openLots(organisationId, clock.now())).toEqual(
            model.lots.filter((lot) => lot.expiresAt > clock.now().getTime()).map((lot) => lot.remaining),
          );
        }
        await credits.expireAll();
        const totals = await ledgerTotals(context, organisationId);
        expect(totals.ledger).toBe(totals.lots);
        expect(totals.ledger).toBe(model.balance(clock.now().getTime()));
        expect(await spendsFromExpiredLots(organisationId)).toBe(0);
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 40) },
    );
  });
});
