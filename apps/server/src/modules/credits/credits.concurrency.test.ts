/**
 * Concurrent spends (TEST-GOALS): on PostgreSQL (CI sets TEST_DATABASE_URL) the requests really
 * run side by side on several connections; on PGlite they interleave on one. Either way the
 * organisation lock must let exactly as many spends through as the balance pays for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { AppError } from '../../platform/errors.ts';
import { actorFor, ledgerTotals, signInSuperAdmin } from './credits-test-support.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function organisationWithCredits(credits: number) {
  const owner = await context.signup();
  const root = await signInSuperAdmin(context);
  await context.app.services.credits.adminAdjust(actorFor(root), {
    organisationId: owner.userData.organisation.id,
    credits,
    reason: 'Concurrency test',
  });
  return owner;
}

describe('concurrent spending', () => {
  it('lets exactly 10 of 50 simultaneous one-credit spends through a balance of 10', async () => {
    const owner = await organisationWithCredits(10);
    const actor = actorFor(owner);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        context.app.services.credits.spend(actor, 1, `Reveal ${index}`, `reveal:${index}`),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe('Not enough credits: need 1, you have 0');
    }
    expect(await ledgerTotals(context, owner.userData.organisation.id)).toEqual({ ledger: 0, lots: 0 });
  });

  it('spends once when 10 requests carry the same idempotency key at the same moment', async () => {
    const owner = await organisationWithCredits(100);
    const actor = actorFor(owner);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => context.app.services.credits.spend(actor, 7, 'Enrich list', 'enrich:list-1')),
    );
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(await ledgerTotals(context, owner.userData.organisation.id)).toEqual({ ledger: 93, lots: 93 });
  });
});
