import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { people } from '../../../db/schema.ts';
import { days } from '../../../platform/clock.ts';
import {
  type EmailVerificationWorld,
  startEmailVerificationWorld,
} from '../../email-verification/email-verification-test-support.ts';
import { reverifyEmailsJob } from './reverify.jobs.ts';
import { reverifyEmails } from './reverify-emails.ts';

let world: EmailVerificationWorld;
let context: TestContext;
const perDomain = 4;

beforeAll(async () => {
  world = await startEmailVerificationWorld();
  context = await createTestContext({
    config: world.environment({ EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE: String(perDomain) }),
  });
});
afterAll(async () => {
  await context?.close();
  await world?.close();
});

const daysAgo = (count: number) => new Date(context.clock.now().getTime() - days(count));

/** Inserts people with these emails, statuses and last checks; answers their ids in order. */
async function insertPeople(
  rows: { email: string | null; emailStatus?: 'verified' | 'risky' | 'invalid' | 'unknown'; checkedAt: Date | null }[],
) {
  const values = rows.map((row): typeof people.$inferInsert & { id: string } => ({
    id: randomUUID(),
    firstName: 'Test',
    lastName: 'Person',
    fullName: 'Test Person',
    title: 'Engineer',
    seniority: 'senior',
    department: 'engineering',
    country: 'GB',
    email: row.email,
    emailStatus: row.emailStatus ?? 'verified',
    emailCheckedAt: row.checkedAt,
    provenance: row.email ? { email: { source: 'data partner', verifiedAt: '2025-01-01T00:00:00.000Z' } } : {},
  }));
  await context.db.insert(people).values(values);
  return values.map((value) => value.id);
}

const rowsOf = async (ids: string[]) => {
  const rows = await context.db.select().from(people).where(inArray(people.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id));
};

const run = () =>
  reverifyEmails({
    db: context.db,
    clock: context.clock,
    verifier: context.app.services.emailVerifier,
    afterDays: context.config.EMAIL_REVERIFY_AFTER_DAYS,
    batchSize: 50,
    perDomain,
  });

describe('the prospects.reverify job', () => {
  it('checks again the emails last checked longer ago than EMAIL_REVERIFY_AFTER_DAYS, and writes the verdict back', async () => {
    expect(context.config.EMAIL_REVERIFY_AFTER_DAYS).toBe(90);
    const [stale, neverChecked, gone, fresh, noEmail] = await insertPeople([
      { email: 'ada@example.test', emailStatus: 'unknown', checkedAt: daysAgo(91) },
      { email: 'nobody@example.test', checkedAt: null },
      { email: 'someone@nomail.test', checkedAt: daysAgo(400) },
      { email: 'info@example.test', emailStatus: 'risky', checkedAt: daysAgo(89) },
      { email: null, emailStatus: 'unknown', checkedAt: null },
    ]);
    const ids = [stale, neverChecked, gone, fresh, noEmail].filter((id) => id !== undefined);
    const [, , , freshBefore, noEmailBefore] = await rowsOf(ids);
    context.clock.advance(1000);
    const now = context.clock.now();

    const result = await run();

    expect(result).toEqual({ checked: 3, updated: 3, throttled: 0 });
    const [staleAfter, neverAfter, goneAfter, freshAfter, noEmailAfter] = await rowsOf(ids);
    const verified = { source: 'email verification', verifiedAt: now.toISOString() };
    expect(staleAfter).toMatchObject({ emailStatus: 'verified', emailCheckedAt: now, updatedAt: now });
    expect(staleAfter?.provenance).toEqual({ email: verified });
    expect(neverAfter).toMatchObject({ emailStatus: 'invalid', emailCheckedAt: now });
    expect(goneAfter).toMatchObject({ emailStatus: 'invalid', emailCheckedAt: now });
    expect(freshAfter).toEqual(freshBefore);
    expect(noEmailAfter).toEqual(noEmailBefore);

    expect(await run()).toEqual({ checked: 0, updated: 0, throttled: 0 });
  });

  it('takes at most the per-domain limit of one domain per run, and leaves throttled people due', async () => {
    const ids = await insertPeople(
      Array.from({ length: 10 }, (_, index) => ({
        email: `person${index}@busy.test`,
        checkedAt: daysAgo(120 + index),
      })),
    );
    const sessionsBefore = world.smtp.sessions().length;

    const first = await run();
    expect(first).toEqual({ checked: perDomain, updated: perDomain, throttled: 0 });
    expect(world.smtp.sessions().length - sessionsBefore).toBe(perDomain);
    const checkedFirst = (await rowsOf(ids)).filter(
      (row) => row?.emailCheckedAt?.getTime() === context.clock.now().getTime(),
    );
    // The oldest checks first: person9 was checked 129 days ago, person0 120.
    expect(checkedFirst.map((row) => row?.email)).toEqual([
      'person6@busy.test',
      'person7@busy.test',
      'person8@busy.test',
      'person9@busy.test',
    ]);

    // Within the same minute the verifier's own limit refuses the next probes: nothing is written.
    const second = await run();
    expect(second).toEqual({ checked: perDomain, updated: 0, throttled: perDomain });

    context.clock.advance(61_000);
    const third = await run();
    expect(third).toEqual({ checked: perDomain, updated: perDomain, throttled: 0 });
    context.clock.advance(61_000);
    expect(await run()).toEqual({ checked: 2, updated: 2, throttled: 0 });
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row?.emailStatus === 'verified')).toBe(true);
  });

  it('runs as a queue job', async () => {
    const [id] = await insertPeople([{ email: 'ada@implicit.test', emailStatus: 'unknown', checkedAt: daysAgo(365) }]);
    await context.inline.send(reverifyEmailsJob, {});
    await context.inline.drain();
    expect(context.queueErrors).toEqual([]);
    const [row] = await rowsOf([id ?? '']);
    expect(row).toMatchObject({ emailStatus: 'verified', emailCheckedAt: context.clock.now() });
  });
});
