import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { insertProspects, type ProspectBatch } from '../../people/index.ts';

type CompanyRow = ProspectBatch['companies'][number];
type PersonRow = ProspectBatch['people'][number];
type IntentRow = ProspectBatch['intentSignals'][number];

/** A company as the records hold it, with plain defaults. */
export function companyRow(overrides: Partial<CompanyRow> & Pick<CompanyRow, 'name' | 'domain'>): CompanyRow {
  return {
    id: randomUUID(),
    logoUrl: null,
    industry: 'Software',
    subIndustry: '',
    employeeCount: 120,
    sizeBand: '51-200',
    revenueBand: '$10M-$50M',
    foundedYear: 2012,
    country: 'US',
    region: 'California',
    city: 'San Francisco',
    description: '',
    keywords: [],
    technologies: [],
    fundingStage: 'series_a',
    fundingTotalUsd: null,
    lastFundingAt: null,
    linkedinUrl: null,
    twitterUrl: null,
    keyPeople: [],
    ...overrides,
  };
}

/** A person at `company` (or at none), named `firstName lastName`, with plain defaults. */
export function personRow(
  company: CompanyRow | null,
  overrides: Partial<PersonRow> & Pick<PersonRow, 'firstName' | 'lastName'>,
): PersonRow {
  const fullName = overrides.fullName ?? `${overrides.firstName} ${overrides.lastName}`;
  return {
    id: randomUUID(),
    fullName,
    title: 'Account Executive',
    seniority: 'senior',
    department: 'sales',
    companyId: company?.id ?? null,
    companyName: company?.name ?? '',
    industry: company?.industry ?? '',
    sizeBand: company?.sizeBand ?? '',
    revenueBand: company?.revenueBand ?? '',
    fundingStage: company?.fundingStage ?? 'none',
    technologies: [],
    country: 'US',
    region: '',
    city: '',
    timeZone: 'UTC',
    email: null,
    emailStatus: 'unknown',
    emailCheckedAt: null,
    phone: null,
    phoneStatus: 'unverified',
    phoneCheckedAt: null,
    linkedinUrl: null,
    twitterUrl: null,
    bio: '',
    skills: [],
    employmentHistory: [],
    provenance: {},
    ...overrides,
  };
}

/** A surging intent observation of `company` in the week of `week` (`YYYY-MM-DD`, a Monday). */
export function intentRow(company: CompanyRow, topic: string, score: number, week: string): IntentRow {
  return { id: randomUUID(), companyId: company.id, topic, score, source: 'web_research', observedWeek: week };
}

/** Inserts companies, people and intent through the people module's own import path. */
export async function insertRecords(
  db: Database,
  records: { companies: CompanyRow[]; people: PersonRow[]; intentSignals?: IntentRow[] },
): Promise<void> {
  await insertProspects(db, [
    {
      companies: records.companies,
      people: records.people,
      intentSignals: records.intentSignals ?? [],
      companyNews: [],
      socialPosts: [],
    },
  ]);
}
