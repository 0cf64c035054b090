import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type ChatRequest, type LlmLoopback, startLlmLoopback } from '../../../test/llm-loopback.ts';
import { balanceOf, organisationWithCredits, seedPeople } from '../contacts/contacts-test-support.ts';
import { enrichmentRunJob } from './enrichment.jobs.ts';
import { download, parseCsv, step, uploadFile } from './enrichment-test-support.ts';
import { createDrizzleEnrichmentRecords } from './match/index.ts';
import { runPass } from './run-enrichment.ts';

/**
 * AI enrichment columns: each row's cell written from the column's instruction, the row and the
 * matched record, with the facts it rests on; one credit per cell written and nothing for a cell
 * not written; never charged twice; a model's cell that names facts absent from its inputs refused
 * by the fact guard (the built-in writer answering instead).
 */
type Owner = LoginReply & { email: string; password: string };
interface Known {
  id: string;
  email: string;
  title: string;
  companyName: string;
}

async function knownPeople(context: TestContext, seed: string): Promise<Known[]> {
  await seedPeople(context, 30, seed);
  const rows = await context.database.query<Known>(
    `select p.id, p.email, p.title, c.name as "companyName"
       from people p join companies c on c.id = p.company_id
      where p.email is not null and p.title <> '' order by p.sequence limit 5`,
  );
  // No phones: a row's reveal then charges nothing (its email is the file's own), so every credit is an AI cell's.
  await context.database.query('update people set phone = null where id = any($1::uuid[])', [
    rows.map((row) => row.id),
  ]);
  return rows;
}

/** Five people by the email the file holds, and one nobody knows. */
const fileOf = (people: readonly Known[]) =>
  [
    'Email,Name',
    ...people.map((person) => `${person.email},Someone`),
    'nobody@nowhere-at-all.example,Nora Nobody',
  ].join('\n');

const pain = { name: 'Pain point', instruction: 'Their likely pain point' };
const opener = { name: 'Opener', instruction: 'A first line for the email' };

async function prepared(context: TestContext, owner: Owner, people: readonly Known[]) {
  const uploaded = await uploadFile(context, owner, 'Event list.csv', fileOf(people), 'aienrichment');
  expect(uploaded.status).toBe(200);
  const { file } = uploaded.body.data;
  expect(file.kind).toBe('ai');
  expect((await step(context, owner, { action: 'map', id: file.id, mapping: file.mapping })).status).toBe(200);
  return file;
}

async function runAll(context: TestContext) {
  await context.inline.drain();
  await enrichmentRunJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });
}

describe('AI columns with the built-in writer', () => {
  let context: TestContext;
  let people: Known[];
  beforeAll(async () => {
    context = await createTestContext();
    people = await knownPeople(context, 'ai-enrichment-built-in');
  }, 120_000);
  afterAll(() => context?.close());

  it('refuses an instruction it cannot write, then writes, charges and downloads each cell once', async () => {
    const owner: Owner = await organisationWithCredits(context, 100);
    const file = await prepared(context, owner, people);

    const haiku = await step(context, owner, {
      action: 'columns',
      id: file.id,
      aiColumns: [{ name: 'Poem', instruction: 'Write a haiku about their weekend' }],
    });
    expect(haiku.status).toBe(422);
    expect(haiku.body.message).toContain('Poem: The built-in writer does not understand');

    const columns = await step(context, owner, { action: 'columns', id: file.id, aiColumns: [pain, opener] });
    expect(columns.status).toBe(200);
    expect(columns.body.data.aiColumns.map((column) => column.key)).toEqual(['ai_1', 'ai_2']);
    const estimated = await step(context, owner, { action: 'estimate', id: file.id });
    const estimate = estimated.body.data.estimate;
    // The most it can cost: a contact and two cells a row.
    expect(estimate?.maxCredits).toBe(6 * 3);
    // The sample tried each AI cell: written for the five known people, not for the stranger; the
    // file's own address is kept (found, free). Likely: the ten cells written, no contact charged.
    for (const row of estimate?.sample.slice(0, 5) ?? []) {
      expect(row.found).toMatchObject({ ai_1: true, ai_2: true, email: true });
      expect(row.kept).toContain('email');
    }
    expect(estimate?.sample[5]?.found).toMatchObject({ ai_1: false, ai_2: false });
    expect(estimate?.sampleFound).toMatchObject({ ai_1: 5, ai_2: 5 });
    expect(estimate?.likelyCredits).toBe(10);
    // Whether a cell could be written, never what it says; and nothing charged for trying.
    for (const person of people) expect(JSON.stringify(estimate)).not.toContain(person.title);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(100);

    expect((await step(context, owner, { action: 'confirm', id: file.id })).status).toBe(200);
    await runAll(context);
    // Ten cells written (two for each known person), none for the stranger, no reveal charged.
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(90);
    await runAll(context);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(90);

    const status = await context.call<{ data: { id: string; creditsSpent: number; foundByColumn: object }[] }>(
      'GET',
      '/api/v1/contacts/aienrichment/status',
      { token: owner.accessToken },
    );
    const done = status.body.data.find((row) => row.id === file.id);
    expect(done).toMatchObject({ creditsSpent: 10, foundByColumn: { ai_1: 5, ai_2: 5 } });

    const csv = await download(context, owner, `/api/v1/contacts/enrichment/download/${file.id}`);
    const [header = [], ...rows] = parseCsv(csv.text);
    const column = (name: string) => header.indexOf(name);
    expect(column('Pain point')).toBeGreaterThan(1);
    expect(header).toContain('Opener sources');
    for (const [index, person] of people.entries()) {
      const row = rows[index] ?? [];
      expect(row[column('Pain point')]).toContain(person.title);
      expect(row[column('Pain point status')]).toBe('written');
      expect(row[column('Pain point sources')]).toContain(`Job title: ${person.title}`);
      expect(row[column('Opener')]).not.toBe('');
    }
    const stranger = rows[5] ?? [];
    expect(stranger[column('Pain point')]).toBe('');
    expect(stranger[column('Pain point status')]).toBe('not written: No job title for this row to write from.');
  });

  it('charges a cell once when two runs race over the same rows', async () => {
    const owner: Owner = await organisationWithCredits(context, 100);
    const file = await prepared(context, owner, people);
    await step(context, owner, { action: 'columns', id: file.id, aiColumns: [pain] });
    await step(context, owner, { action: 'estimate', id: file.id });
    await step(context, owner, { action: 'confirm', id: file.id });
    await context.inline.drain();
    const deps = { db: context.db, clock: context.clock, aiCells: context.app.services.enrichmentCells, passRows: 3 };
    const records = () => ({ ...deps, records: createDrizzleEnrichmentRecords(context.db, { clock: context.clock }) });
    for (;;) {
      const outcomes = await Promise.all([runPass(records(), file.id), runPass(records(), file.id)]);
      if (outcomes.every((outcome) => outcome !== 'more')) break;
    }
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(95);
  });
});

describe('AI columns written by a language model', () => {
  let context: TestContext;
  let loopback: LlmLoopback;
  let people: Known[];
  beforeAll(async () => {
    loopback = await startLlmLoopback({ apiKey: 'sk-cells' });
    context = await createTestContext({
      config: { LLM_BASE_URL: loopback.url, LLM_MODEL: 'cells-model', LLM_API_KEY: 'sk-cells', LLM_MAX_RETRIES: '0' },
    });
    people = await knownPeople(context, 'ai-enrichment-llm');
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await loopback?.close();
  });

  it('keeps a grounded cell and refuses one that names facts absent from its inputs', async () => {
    const [grounded, inventive] = people;
    loopback.respond((request: ChatRequest) => {
      const input = JSON.parse(request.messages?.at(-1)?.content ?? '{}') as { row: Record<string, string> };
      if (input.row.Email === inventive?.email) {
        return {
          kind: 'json',
          content: { value: 'They raised $40M from Sequoia Capital last week.', factsUsed: [] },
        };
      }
      if (input.row.Email === grounded?.email) {
        return {
          kind: 'json',
          content: {
            value: `Keeping a ${grounded?.title} focused while the team grows.`,
            factsUsed: [{ source: 'prospect', label: 'Job title', value: grounded?.title }],
          },
        };
      }
      return { kind: 'json', content: { value: '', factsUsed: [] } };
    });
    const owner: Owner = await organisationWithCredits(context, 100);
    const file = await prepared(context, owner, people);
    // With a model, any instruction may be tried.
    const columns = await step(context, owner, {
      action: 'columns',
      id: file.id,
      aiColumns: [{ name: 'Angle', instruction: 'Their likely pain point, in their words' }],
    });
    expect(columns.status).toBe(200);
    const estimated = await step(context, owner, { action: 'estimate', id: file.id });
    // The sample asked the model as the run will: the grounded cell and the built-in stand-in written,
    // the rows it found nothing for not; no value shown, nothing charged.
    expect(estimated.body.data.estimate?.sample.map((row) => row.found.ai_1)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(estimated.body.data.estimate?.likelyCredits).toBe(2);
    expect(JSON.stringify(estimated.body.data.estimate)).not.toContain('focused while');
    expect(loopback.requests.length).toBe(6);
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(100);
    await step(context, owner, { action: 'confirm', id: file.id });
    await runAll(context);

    const csv = parseCsv((await download(context, owner, `/api/v1/contacts/enrichment/download/${file.id}`)).text);
    const [header = [], ...rows] = csv;
    const at = (row: number, name: string) => rows[row]?.[header.indexOf(name)];
    expect(at(0, 'Angle')).toBe(`Keeping a ${grounded?.title} focused while the team grows.`);
    expect(at(0, 'Angle sources')).toBe(`Job title: ${grounded?.title}`);
    // The invented funding round never reaches the file: the built-in writer's cell stands in its place.
    expect(at(1, 'Angle')).not.toContain('Sequoia');
    expect(at(1, 'Angle')).toContain(inventive?.title ?? '?');
    // Rows the model found nothing for are not written and not charged; two cells were.
    expect(at(2, 'Angle status')).toBe('not written: The language model found nothing in this row to write it from.');
    expect(await balanceOf(context, owner.userData.organisation.id)).toBe(98);
    // Six cells tried for the estimate's sample, six written by the run.
    expect(loopback.requests.length).toBe(12);
  });
});
