import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { companiesState, createImportFolder, peopleState, smallHeader, smallRow } from './import-test-support.ts';
import { ImportError, importProspects, writeProspectFile } from './index.ts';

let database: DatabaseHandle;
let files: Awaited<ReturnType<typeof createImportFolder>>;
const clock = createManualClock(new Date('2026-03-02T09:00:00Z'));

beforeAll(async () => {
  files = await createImportFolder();
});
afterAll(() => files.remove());
beforeEach(async () => {
  await database?.close();
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const importFile = (file: string, options: { batchSize?: number } = {}) =>
  importProspects({ db: database.db, file, clock, ...options });

describe('importing a CSV file', () => {
  it('reports bad rows with the line they start on, counting quoted line breaks, and imports the rest', async () => {
    const file = await files.file('bad-rows.csv', [
      smallHeader, // line 1
      smallRow('Ada', 'Lovelace'), // 2
      smallRow('Bad', 'Email', { email: 'not-an-email' }), // 3
      smallRow('', 'Nameless', { email: 'nameless@acme.test' }), // 4
      smallRow('Multi', 'Line', { bio: '"Writes poems,\nplays chess\nand ""likes"" quotes"' }), // 5–7
      smallRow('Wrong', 'Count', { employee_count: 'about 40' }), // 8
      '', // 9: blank, skipped
      smallRow('Grace', 'Hopper'), // 10
      'Too,few,fields', // 11
      smallRow('Alan', 'Turing', { employee_count: '-3', email: 'ALAN@acme.test' }), // 12
    ]);

    const report = await importFile(file);

    expect(report.rejects.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'email: Enter a valid email address' },
      { line: 4, reason: 'first_name: Enter a first name (a new person)' },
      { line: 8, reason: 'employee_count: Enter the number of employees as a whole number from 1' },
      { line: 11, reason: 'the row has 3 fields, the header 13' },
      { line: 12, reason: 'employee_count: Enter the number of employees as a whole number from 1' },
    ]);
    expect(report).toMatchObject({
      rows: 8,
      inserted: 3,
      updated: 0,
      rejected: 5,
      companiesInserted: 1,
      isComplete: true,
    });
    const people = await peopleState(database);
    expect(people.map((person) => person.full_name)).toEqual(['Ada Lovelace', 'Multi Line', 'Grace Hopper']);
    expect(people[1]?.bio).toBe('Writes poems,\nplays chess\nand "likes" quotes');

    const rejects = await readFile(`${file}.rejects.csv`, 'utf8');
    expect(rejects.split('\n')[0]).toBe('line,reason,record');
    expect(rejects).toContain(
      '3,email: Enter a valid email address,"Bad,Email,Head of Sales,director,sales,not-an-email,',
    );
    expect(existsSync(`${file}.import-state.json`)).toBe(false);
  });

  it('counts lines right in a file with CRLF line ends and a byte order mark', async () => {
    const file = await files.file(
      'windows.csv',
      [
        `\uFEFF${smallHeader}`,
        smallRow('Ada', 'Lovelace', { bio: '"two\r\nlines"' }),
        smallRow('Bad', 'Email', { email: 'nope' }),
      ],
      '\r\n',
    );
    const report = await importFile(file);
    expect(report.rejects.map((reject) => reject.line)).toEqual([4]);
    expect(report.inserted).toBe(1);
  });

  it('reports a quoted field that is never closed at the line it opens, after importing the rows before it', async () => {
    const file = await files.file('unclosed.csv', [
      smallHeader,
      smallRow('Ada', 'Lovelace'),
      smallRow('Open', 'Quote', { bio: '"never closed' }),
      smallRow('Grace', 'Hopper'),
    ]);
    const report = await importFile(file);
    expect(report.inserted).toBe(1);
    expect(report.rejects).toEqual([
      expect.objectContaining({
        line: 3,
        reason: 'a quoted field opened on this line is never closed, so lines 3–4 could not be read',
      }),
    ]);
  });

  it('creates and updates companies from rows without person columns, and rewrites the copies on their people', async () => {
    const people = await files.file('people.csv', [
      smallHeader,
      smallRow('Ada', 'Lovelace'),
      smallRow('Grace', 'Hopper'),
    ]);
    await importFile(people);
    const companiesOnly = await files.file('companies.csv', [
      'company_domain,company_name,industry,employee_count,company_country,technologies,funding_stage',
      'acme.test,Acme Robotics,Robotics,4200,GB,Salesforce; HubSpot,Series D+',
      'globex.test,Globex,Energy,30,US,,',
      'initech.test,Initech,,,,,',
    ]);

    const report = await importFile(companiesOnly);

    expect(report).toMatchObject({ companiesInserted: 1, companiesUpdated: 1, inserted: 0, rejected: 1 });
    expect(report.rejects[0]).toMatchObject({
      line: 4,
      reason:
        "industry: Enter the company's industry; employee_count: Enter the number of employees as a whole number from 1; company_country: Use a two-letter country code such as US or IN (initech.test is a new company)",
    });
    expect(await companiesState(database)).toEqual([
      expect.objectContaining({
        domain: 'acme.test',
        name: 'Acme Robotics',
        employee_count: 4200,
        size_band: '1001-5000',
      }),
      expect.objectContaining({ domain: 'globex.test', size_band: '11-50', revenue_band: '', funding_stage: 'none' }),
    ]);
    const copies = await database.query(
      'select company_name, industry, size_band, funding_stage, technologies from people order by sequence',
    );
    expect(copies).toEqual([
      {
        company_name: 'Acme Robotics',
        industry: 'Robotics',
        size_band: '1001-5000',
        funding_stage: 'series_d_plus',
        technologies: ['Salesforce', 'HubSpot'],
      },
      {
        company_name: 'Acme Robotics',
        industry: 'Robotics',
        size_band: '1001-5000',
        funding_stage: 'series_d_plus',
        technologies: ['Salesforce', 'HubSpot'],
      },
    ]);
  });

  it('matches people by email (any case), then LinkedIn, then name within their company', async () => {
    await importFile(
      await files.file('first.csv', [smallHeader, smallRow('Ada', 'Lovelace'), smallRow('Grace', 'Hopper')]),
    );
    const second = await files.file('second.csv', [
      'first_name,last_name,email,title,company_domain,linkedin_url',
      'Ada,Lovelace,ADA.LOVELACE@ACME.TEST,Chief Analyst,acme.test,https://www.linkedin.com/in/ada/',
      'Grace,Hopper,,Rear Admiral,acme.test,',
      'Ada,King,,Countess,acme.test,https://www.linkedin.com/in/ADA',
    ]);

    const report = await importFile(second);

    expect(report).toMatchObject({ inserted: 0, updated: 3, rejected: 0 });
    const rows = await database.query<{ full_name: string; title: string; linkedin_url: string | null }>(
      'select full_name, title, linkedin_url from people order by sequence',
    );
    expect(rows).toEqual([
      { full_name: 'Ada King', title: 'Countess', linkedin_url: 'https://www.linkedin.com/in/ADA' },
      { full_name: 'Grace Hopper', title: 'Rear Admiral', linkedin_url: null },
    ]);
  });

  it('records provenance as import:<file name>, verified when the row says or at the time of the import', async () => {
    const file = await files.file('provenance.csv', [
      `${smallHeader},phone,verified_at`,
      `${smallRow('Ada', 'Lovelace')},+44 20 7946 0000,2026-01-15`,
      `${smallRow('Grace', 'Hopper')},,`,
    ]);
    await importFile(file);
    const rows = await database.query<{ provenance: Record<string, unknown>; email_checked_at: Date | string }>(
      'select provenance, email_checked_at from people order by sequence',
    );
    const imported = (verifiedAt: string) => ({ source: 'import:provenance.csv', verifiedAt });
    expect(rows[0]?.provenance).toEqual({
      email: imported('2026-01-15T00:00:00.000Z'),
      phone: imported('2026-01-15T00:00:00.000Z'),
      title: imported('2026-01-15T00:00:00.000Z'),
      company: imported('2026-01-15T00:00:00.000Z'),
    });
    expect(new Date(rows[0]?.email_checked_at ?? '').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(rows[1]?.provenance.email).toEqual(imported('2026-03-02T09:00:00.000Z'));
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = path.join(files.folder, 'generated.csv');
    await writeProspectFile({
      file,
      format: 'csv',
      seed: 'again',
      people: 600,
      asOf: new Date('2026-03-02T00:00:00Z'),
    });
    const first = await importFile(file, { batchSize: 250 });
    const peopleAfterFirst = await peopleState(database);
    const companiesAfterFirst = await companiesState(database);

    clock.advance(60_000);
    const second = await importFile(file, { batchSize: 250 });

    expect(first).toMatchObject({ rows: 600, inserted: 600, rejected: 0 });
    expect(first.companiesInserted).toBeGreaterThan(20);
    expect(second).toMatchObject({
      rows: 600,
      inserted: 0,
      updated: 0,
      unchanged: 600,
      companiesInserted: 0,
      companiesUpdated: 0,
    });
    expect(await peopleState(database)).toEqual(peopleAfterFirst);
    expect(await companiesState(database)).toEqual(companiesAfterFirst);
  });
});

describe('importing a JSON Lines file', () => {
  it('takes flat or nested company fields, and reports malformed lines with their line numbers', async () => {
    const company = { name: 'Acme', domain: 'acme.test', industry: 'Software', employee_count: 120, country: 'GB' };
    const person = { first_name: 'Ada', last_name: 'Lovelace', seniority: 'C-Suite', department: 'executive' };
    const file = await files.file('people.jsonl', [
      JSON.stringify({ ...person, email: 'ada@acme.test', company }), // 1
      '{"first_name": "Broken", ', // 2
      '', // 3: blank, skipped
      JSON.stringify([person]), // 4
      JSON.stringify({ ...person, firstName: 'Grace', email: 'grace@acme.test', company_domain: 'acme.test' }), // 5
      JSON.stringify({ ...person, email: 'nobody@', company }), // 6
      JSON.stringify({ ...person, email: 'nocompany@acme.test' }), // 7
      JSON.stringify({
        ...person,
        email: 'skills@acme.test',
        skills: ['Go', 'SQL'],
        favourite_colour: 'blue',
        company,
      }), // 8
    ]);

    const report = await importFile(file);

    expect(report.rejects.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: expect.stringMatching(/^the line is not valid JSON/) },
      { line: 4, reason: 'each line must be one JSON object' },
      { line: 6, reason: 'email: Enter a valid email address' },
      { line: 7, reason: "company_domain: Enter the company's domain, such as acme.com" },
    ]);
    expect(report).toMatchObject({ inserted: 3, rejected: 4, ignoredColumns: ['favourite_colour'] });
    const rows = await database.query<{ full_name: string; seniority: string; skills: string[] }>(
      'select full_name, seniority, skills from people order by sequence',
    );
    expect(rows).toEqual([
      { full_name: 'Ada Lovelace', seniority: 'c_suite', skills: [] },
      { full_name: 'Grace Lovelace', seniority: 'c_suite', skills: [] },
      { full_name: 'Ada Lovelace', seniority: 'c_suite', skills: ['Go', 'SQL'] },
    ]);
  });
});

describe('what stops an import', () => {
  it('refuses a missing file, an unknown format and a header without company_domain, with a clear message', async () => {
    await expect(importFile(path.join(files.folder, 'nowhere.csv'))).rejects.toThrow(
      new ImportError('FILE_NOT_FOUND', `There is no file at ${path.join(files.folder, 'nowhere.csv')}.`),
    );
    await expect(importFile(await files.file('people.txt', ['a']))).rejects.toMatchObject({ code: 'UNKNOWN_FORMAT' });
    await expect(importFile(await files.file('header.csv', ['name,email', 'Ada,ada@acme.test']))).rejects.toMatchObject(
      {
        code: 'BAD_HEADER',
        message: expect.stringContaining('no company_domain column'),
      },
    );
    await expect(importFile(await files.file('empty.csv', []))).rejects.toMatchObject({ code: 'BAD_HEADER' });
    expect(await database.query('select id from people')).toEqual([]);
  });
});
