import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { balanceOf, organisationWithCredits, seedPeople } from '../contacts/contacts-test-support.ts';
import { enrichmentRunJob } from './enrichment.jobs.ts';
import { download, parseCsv, step, uploadFile } from './enrichment-test-support.ts';
import { createDrizzleEnrichmentRecords } from './match/index.ts';
import { runPass } from './run-enrichment.ts';

/**
 * The verification stage: once every row is matched the file is `verifying`, and the addresses
 * without a verdict go to the email verifier (which reuses the verdicts it holds; here no resolver
 * answers, so any other is `unknown`). A deliverable address is charged (the person's reveal, or
 * the address itself for a row that found only its company); an invalid guess is dropped; an
 * unknown one stays found, not verified, and free.
 */
type Owner = LoginReply & { email: string; password: string };
interface Person {
  id: string;
  email: string;
  fullName: string;
  companyName: string;
  domain: string;
}

let context: TestContext;
let people: Person[];
let patternCompany: { name: string; domain: string };

const checks = { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'accepted', catchAll: false };

async function storeVerdict(address: string, status: 'verified' | 'invalid') {
  await context.database.query(
    `insert into email_verifications (address, status, reason, checks, mx_host, checked_at)
     values ($1, $2, 'stored for the test', $4::jsonb, 'mx.example', $3)
     on conflict (address) do update set status = excluded.status, checked_at = excluded.checked_at`,
    [address, status, context.clock.now(), JSON.stringify(checks)],
  );
}

beforeAll(async () => {
  context = await createTestContext();
  await seedPeople(context, 60, 'enrichment-verify');
  // A company whose people's verified addresses show its pattern: a newcomer's address is guessed from it.
  const [company] = await context.database.query<{ id: string; name: string; domain: string }>(
    `select c.id, c.name, c.domain from companies c join people p on p.company_id = c.id
      where p.email is not null and c.domain <> '' group by c.id having count(*) >= 3 order by count(*) desc limit 1`,
  );
  if (!company) throw new Error('The seed has no company with three people');
  patternCompany = company;
  await context.database.query(
    `update people set email_status = 'verified' where company_id = $1 and email is not null`,
    [company.id],
  );
  // Three people whose addresses the records hold unchecked, and no phone: only a verified address charges.
  people = await context.database.query<Person>(
    `select p.id, p.email, p.full_name as "fullName", c.name as "companyName", c.domain
       from people p join companies c on c.id = p.company_id
      where p.email is not null and p.company_id <> $1 order by p.sequence limit 3`,
    [company.id],
  );
  await context.database.query(`update people set email_status = 'unknown', phone = null where id = any($1::uuid[])`, [
    people.map((person) => person.id),
  ]);
  await storeVerdict(people[0]?.email ?? '', 'verified');
  await storeVerdict(people[1]?.email ?? '', 'invalid');
}, 120_000);
afterAll(() => context?.close());

describe('the verification stage', () => {
  it('verifies the addresses left without a verdict, charging only the deliverable ones', async () => {
    const owner: Owner = await organisationWithCredits(context, 20);
    const csv = [
      'Name,Company,Domain',
      ...people.map((person) => `${person.fullName},${person.companyName},${person.domain}`),
      `Zed Newcomer,${patternCompany.name},${patternCompany.domain}`,
      `Yara Stranger,${patternCompany.name},${patternCompany.domain}`,
    ].join('\n');
    const { body } = await uploadFile(context, owner, 'To verify.csv', csv);
    const { file } = body.data;
    await step(context, owner, { action: 'map', id: file.id, mapping: file.mapping });
    await step(context, owner, { action: 'estimate', id: file.id });
    // The confirmation's wake stays queued: this test runs the passes itself.
    await step(context, owner, { action: 'confirm', id: file.id });

    // Matching alone charges nothing: no address is deliverable yet.
    const records = createDrizzleEnrichmentRecords(context.db, { clock: context.clock });
    while ((await runPass({ db: context.db, clock: context.clock, records }, file.id)) === 'more') {
      const [row] = await context.database.query<{ stage: string }>(
        'select stage from enrichment_files where id = $1',
        [file.id],
      );
      if (row?.stage === 'verifying') break;
    }
    const files = await context.database.query<{ stage: string }>('select stage from enrichment_files where id = $1', [
      file.id,
    ]);
    expect(files[0]?.stage).toBe('verifying');
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(20);
    const guesses = await context.database.query<{ row_number: number; email: string }>(
      `select row_number, e->>'value' as email from enrichment_rows, jsonb_array_elements(added) e
        where file_id = $1 and e->>'field' = 'email' and e->>'source' = 'pattern' order by row_number`,
      [file.id],
    );
    expect(guesses.map((guess) => guess.row_number)).toEqual([5, 6]);
    await storeVerdict(guesses[0]?.email ?? '', 'verified');
    await storeVerdict(guesses[1]?.email ?? '', 'invalid');

    await enrichmentRunJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });
    // One reveal (the person whose address proved deliverable) and one guessed address of a company-only row.
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(18);
    const status = await context.call<{ data: { id: string; stage: string; creditsSpent: number }[] }>(
      'GET',
      '/api/v1/contacts/enrichment/status',
      { token: owner.accessToken },
    );
    expect(status.body.data.find((row) => row.id === file.id)).toMatchObject({ stage: 'completed', creditsSpent: 2 });

    const [header = [], ...rows] = parseCsv(
      (await download(context, owner, `/api/v1/contacts/enrichment/download/${file.id}`)).text,
    );
    const at = (row: number, name: string) => rows[row]?.[header.indexOf(name)];
    expect([at(0, 'Email status'), at(0, 'Work email status')]).toEqual(['verified', 'found']);
    expect([at(1, 'Email status'), at(1, 'Work email status')]).toEqual(['invalid', 'found, not deliverable']);
    expect([at(2, 'Email status'), at(2, 'Work email status')]).toEqual(['unknown', 'found, not verified']);
    expect([at(3, 'Work email'), at(3, 'Work email status')]).toEqual([guesses[0]?.email, 'found']);
    expect([at(4, 'Work email'), at(4, 'Work email status')]).toEqual(['', 'not found']);

    // A second run finds nothing left to verify, and charges nothing again.
    await enrichmentRunJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(18);
  });
});
