import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  organisationWithCredits,
  revealSpends,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { step, uploadFile } from './enrichment-test-support.ts';
import { createDrizzleEnrichmentRecords, type EnrichmentRecords } from './match/index.ts';
import { runPass } from './run-enrichment.ts';

/**
 * A run stopped midway and started again (on PostgreSQL too, `postgres-suites.mjs`): a pass that
 * dies before it writes loses nothing, and four runs racing over what is left (a queue may run a job
 * twice) finish the file with every row written once and every person charged once.
 */
let context: TestContext;
let people: SeededPerson[];

beforeAll(async () => {
  context = await createTestContext();
  people = (await seedPeople(context, 60, 'enrichment-resume')).filter((person) => person.email).slice(0, 30);
  await context.database.query(`update people set email_status = 'verified' where id = any($1::uuid[])`, [
    people.map((person) => person.id),
  ]);
}, 120_000);
afterAll(() => context?.close());

/** The matcher's records, failing from the `failFrom`-th batch on: the process stopping mid-run. */
function stoppingRecords(records: EnrichmentRecords, failFrom: number): EnrichmentRecords {
  let calls = 0;
  return {
    ...records,
    async matchPeople(keys) {
      calls += 1;
      if (calls >= failFrom) throw new Error('The worker stopped.');
      return records.matchPeople(keys);
    },
  };
}

describe('an enrichment run stopped midway', () => {
  it('finishes after a restart with every row written once and every person charged once', async () => {
    const owner: LoginReply = await organisationWithCredits(context, 100);
    const organisationId = owner.userData.organisation.id;
    const lines = people.map((person) => {
      const [first, ...rest] = person.fullName.split(' ');
      return `${first},${rest.join(' ')},${person.companyName}`;
    });
    // Each person twice: the second row of a person is never charged again.
    const csv = `First name,Last name,Company\n${[...lines, ...lines].join('\n')}\n`;
    const { file } = (await uploadFile(context, owner, 'twice.csv', csv)).body.data;
    expect(file.rowCount).toBe(60);
    await step(context, owner, { action: 'map', id: file.id, mapping: file.mapping });
    await step(context, owner, { action: 'estimate', id: file.id });
    // Started as a confirmation does, the run driven here pass by pass.
    await context.database.query(`update enrichment_files set stage = 'running' where id = $1`, [file.id]);
    const before = await balanceOf(context, organisationId);
    const spentBefore = await revealSpends(context, organisationId);

    const records = createDrizzleEnrichmentRecords(context.db, { clock: context.clock });
    const deps = { db: context.db, clock: context.clock, records, passRows: 7 };
    expect(await runPass(deps, file.id)).toBe('more');
    await expect(runPass({ ...deps, records: stoppingRecords(records, 1) }, file.id)).rejects.toThrow('stopped');

    const runUntilDone = async () => {
      for (let pass = 0; pass < 30; pass += 1) if ((await runPass(deps, file.id)) !== 'more') return;
    };
    await Promise.all([runUntilDone(), runUntilDone(), runUntilDone(), runUntilDone()]);

    const [row] = await context.database.query<{ stage: string; rows_done: number; credits_spent: number }>(
      'select stage, rows_done, credits_spent from enrichment_files where id = $1',
      [file.id],
    );
    const [rows] = await context.database.query<{ pending: number; charged: number; credits: number }>(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where credits > 0)::int as charged, coalesce(sum(credits), 0)::int as credits
         from enrichment_rows where file_id = $1`,
      [file.id],
    );
    // Thirty people, each charged once whatever ran when, on the row that found them first.
    expect(row).toMatchObject({ stage: 'completed', rows_done: 60, credits_spent: 30 });
    expect(rows).toEqual({ pending: 0, charged: 30, credits: 30 });
    expect(await balanceOf(context, organisationId)).toBe(before - 30);
    expect(await revealSpends(context, organisationId)).toEqual({
      rows: spentBefore.rows + 30,
      credits: spentBefore.credits + 30,
    });
  });
});
