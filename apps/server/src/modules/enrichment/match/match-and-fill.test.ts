import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createManualClock } from '../../../platform/clock.ts';
import {
  createDrizzleEnrichmentRecords,
  type EnrichedRow,
  type EnrichmentCell,
  type EnrichmentField,
  type EnrichmentRecords,
  type EnrichmentRow,
  enrichmentFields,
  matchAndFill,
} from './index.ts';
import {
  acme,
  ann,
  bob,
  duplicateLinkedin,
  hooli,
  initech,
  jane,
  johnEngineer,
  johnSales,
  leeSecond,
  mary,
  pat,
  seedMatchScenario,
} from './match-test-support.ts';

const clock = createManualClock(new Date('2026-03-04T09:00:00Z'));
let database: DatabaseHandle;
let records: EnrichmentRecords;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedMatchScenario(database.db, clock.now());
  records = createDrizzleEnrichmentRecords(database.db, { clock });
});

afterAll(async () => {
  await database.close();
});

let nextRowNumber = 1;
async function enrich(row: Omit<EnrichmentRow, 'rowNumber'>): Promise<EnrichedRow> {
  const [enriched] = await matchAndFill(records, [{ rowNumber: nextRowNumber++, ...row }]);
  if (!enriched) throw new Error('no row came back');
  return enriched;
}

function cellOf(row: EnrichedRow, field: EnrichmentField): EnrichmentCell {
  const cell = row.cells.find((candidate) => candidate.field === field);
  if (!cell) throw new Error(`no ${field} cell`);
  return cell;
}

const valuesOf = (row: EnrichedRow) => Object.fromEntries(row.cells.map((cell) => [cell.field, cell.value]));

describe('matching', () => {
  it('finds a person by their LinkedIn address, whatever form the records hold it in', async () => {
    const row = await enrich({ linkedinUrl: 'https://www.linkedin.com/in/jane-doe-1a2b' });
    expect(row.match).toMatchObject({ outcome: 'person', rule: 'linkedin', confidence: 1, personId: jane.id });
    expect(row.match).toMatchObject({ companyId: acme.id, companyRule: 'person', companyConfidence: 1 });
  });

  it('finds a person by their email', async () => {
    const row = await enrich({ email: 'ann.lee@acme.com', fullName: 'Annie Lee' });
    expect(row.match).toMatchObject({ outcome: 'person', rule: 'email', confidence: 1, personId: ann.id });
  });

  it('finds a person by full name and company domain, in any case and spacing', async () => {
    const row = await enrich({ fullName: 'MARY   major', domain: 'acme.com' });
    expect(row.match).toMatchObject({ outcome: 'person', rule: 'name_domain', confidence: 0.9, personId: mary.id });
    const split = await enrich({ firstName: 'Mary', lastName: 'Major', domain: 'acme.com' });
    expect(split.match.personId).toBe(mary.id);
  });

  it('finds a person by full name and company name without legal form, case or punctuation ("ACME" is "Acme Inc.")', async () => {
    const row = await enrich({ fullName: 'Mary Major', company: 'ACME' });
    expect(row.match).toMatchObject({ outcome: 'person', rule: 'name_company', confidence: 0.8, personId: mary.id });
    expect((await enrich({ fullName: 'Mary Major', company: 'acme, ltd' })).match.personId).toBe(mary.id);
    expect((await enrich({ fullName: 'Mary Major', company: 'Acme Widgets' })).match.outcome).toBe('none');
  });

  it('does not match by company name when the row names a different known company by domain', async () => {
    const row = await enrich({ fullName: 'Mary Major', company: 'Acme', domain: 'hooli.com' });
    expect(row.match).toMatchObject({ outcome: 'company', personId: null, companyId: hooli.id, companyRule: 'domain' });
  });

  it('takes nobody when one rule finds several people it cannot tell apart, but keeps the company', async () => {
    const row = await enrich({ fullName: 'John Smith', domain: 'acme.com', company: 'Acme' });
    expect(row.match).toMatchObject({ outcome: 'ambiguous', rule: 'name_domain', personId: null, confidence: 1 });
    expect(new Set(row.match.ambiguousPersonIds)).toEqual(new Set([johnEngineer.id, johnSales.id]));
    expect(row.match).toMatchObject({ companyId: acme.id, companyRule: 'domain' });
    expect(cellOf(row, 'title')).toMatchObject({ status: 'not_found', value: null });
    expect(cellOf(row, 'industry')).toMatchObject({ status: 'found', value: 'Software', confidence: 1 });
  });

  it('prefers, among several, the one another rule found too, then the one with the row title', async () => {
    const corroborated = await enrich({ linkedinUrl: duplicateLinkedin, email: 'lee.dup@acme.com' });
    expect(corroborated.match).toMatchObject({ outcome: 'person', rule: 'linkedin', confidence: 1 });
    expect(corroborated.match.personId).toBe(leeSecond.id);
    const byTitle = await enrich({ fullName: 'John Smith', domain: 'acme.com', title: 'sales manager' });
    expect(byTitle.match).toMatchObject({ outcome: 'person', personId: johnSales.id, confidence: 0.8 });
  });

  it('matches only the company when no person matches, by domain (1.0) or by one company of that name (0.8)', async () => {
    const byDomain = await enrich({ fullName: 'Dinesh Chugtai', domain: 'hooli.com' });
    expect(byDomain.match).toMatchObject({ outcome: 'company', rule: null, confidence: 1, companyId: hooli.id });
    const byName = await enrich({ fullName: 'Milton Waddams', company: 'INITECH' });
    expect(byName.match).toMatchObject({ outcome: 'company', confidence: 0.8, companyRule: 'company_name' });
    expect(byName.match.companyId).toBe(initech.id);
    expect(cellOf(byName, 'industry')).toMatchObject({ status: 'found', source: 'records', confidence: 0.8 });
  });

  it('matches nothing for an unknown person at an unknown company, or a company name two companies share', async () => {
    const row = await enrich({ fullName: 'Zed Unknown', company: 'Nowhere Ltd', email: 'zed@nowhere.example' });
    expect(row.match).toMatchObject({ outcome: 'none', rule: null, confidence: 0, personId: null, companyId: null });
    expect((await enrich({ fullName: 'Alice Wesker', company: 'Umbrella' })).match.outcome).toBe('none');
    expect(cellOf(row, 'companyName')).toMatchObject({ status: 'kept', value: 'Nowhere Ltd', source: 'file' });
    expect(cellOf(row, 'industry')).toMatchObject({ status: 'not_found', source: null, confidence: 0 });
  });
});

describe('filling', () => {
  it('fills every field from the records with its source and confidence; only email and phone are chargeable', async () => {
    const row = await enrich({ linkedinUrl: 'https://www.linkedin.com/in/jane-doe-1a2b', company: 'ACME' });
    expect(row.cells.map((cell) => cell.field)).toEqual(enrichmentFields);
    expect(valuesOf(row)).toEqual({
      email: 'jane.doe@acme.com',
      emailStatus: 'verified',
      phone: '+1 415 555 0101',
      title: 'VP Sales',
      seniority: 'vp',
      companyName: 'ACME',
      companyDomain: 'acme.com',
      industry: 'Software',
      employeeCount: '180',
      sizeBand: '51-200',
      companyCountry: 'US',
      companyLocation: 'San Francisco, California',
      intentTopics: 'Cloud security',
    });
    expect(cellOf(row, 'email')).toMatchObject({ source: 'records', status: 'found', confidence: 1, chargeable: true });
    expect(cellOf(row, 'phone')).toMatchObject({ source: 'records', status: 'found', chargeable: true });
    expect(cellOf(row, 'companyName')).toMatchObject({ source: 'file', status: 'kept', chargeable: false });
    const charged = row.cells.filter((cell) => cell.chargeable).map((cell) => cell.field);
    expect(charged).toEqual(['email', 'phone']);
  });

  it('keeps what the file already holds: the same email or phone costs nothing', async () => {
    const row = await enrich({ email: 'jane.doe@acme.com', phone: '(415) 555-0101', title: 'vp sales' });
    expect(cellOf(row, 'email')).toMatchObject({ status: 'kept', source: 'file', chargeable: false });
    expect(cellOf(row, 'emailStatus')).toMatchObject({ value: 'verified', source: 'records' });
    expect(cellOf(row, 'phone')).toMatchObject({ status: 'kept', value: '(415) 555-0101', chargeable: false });
    expect(cellOf(row, 'title')).toMatchObject({ status: 'kept', value: 'vp sales' });
  });

  it('never overwrites a verified file email, while a verified record replaces an unverified one', async () => {
    const keptRow = await enrich({ email: 'bob@acme.com', fullName: 'Bob Ross', domain: 'acme.com' });
    expect(keptRow.match.personId).toBe(bob.id);
    expect(cellOf(keptRow, 'email')).toMatchObject({ value: 'bob@acme.com', status: 'kept', source: 'file' });
    expect(cellOf(keptRow, 'emailStatus')).toMatchObject({ value: 'verified', source: 'verifier' });
    const replaced = await enrich({ email: 'jdoe@acme.com', fullName: 'Jane Doe', domain: 'acme.com' });
    expect(cellOf(replaced, 'email')).toMatchObject({ value: 'jane.doe@acme.com', status: 'found', confidence: 0.9 });
    const unsure = await enrich({ email: 'kimberly@acme.com', fullName: 'Kim Wu', domain: 'acme.com' });
    expect(cellOf(unsure, 'email')).toMatchObject({
      value: 'kimberly@acme.com',
      status: 'kept',
      needsVerification: true,
    });
  });

  it('guesses an email from the company pattern for a person without one, marked for verification and not charged', async () => {
    const row = await enrich({ fullName: 'Pat Nomail', domain: 'acme.com' });
    expect(row.match.personId).toBe(pat.id);
    expect(cellOf(row, 'email')).toMatchObject({
      value: 'pat.nomail@acme.com',
      source: 'pattern',
      status: 'found',
      confidence: 0.63,
      needsVerification: true,
      chargeable: false,
    });
    expect(cellOf(row, 'emailStatus')).toMatchObject({ value: null, status: 'not_found', needsVerification: true });
    expect(cellOf(row, 'title')).toMatchObject({ value: 'CFO', status: 'found', confidence: 0.9, chargeable: false });
  });

  it('guesses for a company-only row from the row names (first initial + last name)', async () => {
    const row = await enrich({ fullName: 'Dinesh Chugtai', domain: 'hooli.com' });
    expect(cellOf(row, 'email')).toMatchObject({ value: 'dchugtai@hooli.com', source: 'pattern', confidence: 0.7 });
    expect(cellOf(row, 'phone')).toMatchObject({ status: 'not_found', chargeable: false });
    const split = await enrich({ firstName: 'Big', lastName: 'Head', company: 'HOOLI' });
    expect(split.match).toMatchObject({ outcome: 'company', companyRule: 'company_name', companyConfidence: 0.8 });
    expect(cellOf(split, 'email')).toMatchObject({
      value: 'bhead@hooli.com',
      confidence: 0.56,
      needsVerification: true,
    });
  });

  it('keeps an unverified file email rather than a guess, and guesses nothing without a pattern', async () => {
    const row = await enrich({ fullName: 'Dinesh Chugtai', domain: 'hooli.com', email: 'dinesh@hooli.com' });
    expect(cellOf(row, 'email')).toMatchObject({ value: 'dinesh@hooli.com', status: 'kept', source: 'file' });
    const noPattern = await enrich({ fullName: 'Milton Waddams', domain: 'initech.com' });
    expect(cellOf(noPattern, 'email')).toMatchObject({ value: null, status: 'not_found', source: null });
  });
});
