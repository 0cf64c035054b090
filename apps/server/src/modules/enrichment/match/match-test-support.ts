import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { emailVerifications } from '../../../db/schema.ts';
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

/*
 * The records the match tests run on: Acme (first.last addresses, two John Smiths, a person without
 * an email, two records sharing one LinkedIn address), Hooli (first-initial addresses), Initech
 * (nobody), and two companies named Umbrella.
 */
export const acme = companyRow({ name: 'Acme Inc.', domain: 'acme.com', industry: 'Software', employeeCount: 180 });
export const hooli = companyRow({
  name: 'Hooli',
  domain: 'hooli.com',
  industry: 'Internet',
  country: 'GB',
  city: 'London',
});
export const initech = companyRow({ name: 'Initech LLC', domain: 'initech.com' });
export const umbrellaUs = companyRow({ name: 'Umbrella Corp', domain: 'umbrella.com' });
export const umbrellaUk = companyRow({ name: 'Umbrella Ltd', domain: 'umbrella.co.uk' });

const verified = { emailStatus: 'verified' as const };
export const jane = personRow(acme, {
  firstName: 'Jane',
  lastName: 'Doe',
  title: 'VP Sales',
  seniority: 'vp',
  email: 'jane.doe@acme.com',
  ...verified,
  phone: '+1 415 555 0101',
  phoneStatus: 'verified',
  // Stored as typed once, not in the canonical form the file intake gives rows.
  linkedinUrl: 'https://www.linkedin.com/in/Jane-Doe-1a2b/',
});
export const mary = personRow(acme, {
  firstName: 'Mary',
  lastName: 'Major',
  email: 'mary.major@acme.com',
  ...verified,
});
export const tom = personRow(acme, { firstName: 'Tom', lastName: 'Tester', email: 'tom.tester@acme.com', ...verified });
export const ann = personRow(acme, { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@acme.com', ...verified });
export const bob = personRow(acme, {
  firstName: 'Bob',
  lastName: 'Ross',
  email: 'bob.ross@acme.com',
  emailStatus: 'risky',
});
export const kim = personRow(acme, {
  firstName: 'Kim',
  lastName: 'Wu',
  email: 'kim.wu@acme.com',
  emailStatus: 'unknown',
});
export const pat = personRow(acme, { firstName: 'Pat', lastName: 'Nomail', title: 'CFO', seniority: 'c_suite' });
export const johnEngineer = personRow(acme, { firstName: 'John', lastName: 'Smith', title: 'Engineer' });
export const johnSales = personRow(acme, { firstName: 'John', lastName: 'Smith', title: 'Sales Manager' });
export const duplicateLinkedin = 'https://www.linkedin.com/in/lee-dup';
export const leeFirst = personRow(acme, {
  firstName: 'Lee',
  lastName: 'Dup',
  email: 'lee@acme.com',
  linkedinUrl: duplicateLinkedin,
});
export const leeSecond = personRow(acme, {
  firstName: 'Lee',
  lastName: 'Dup',
  email: 'lee.dup@acme.com',
  linkedinUrl: duplicateLinkedin,
});
export const hooliPeople = [
  personRow(hooli, { firstName: 'Gavin', lastName: 'Belson', email: 'gbelson@hooli.com', ...verified }),
  personRow(hooli, { firstName: 'Richard', lastName: 'Hendricks', email: 'rhendricks@hooli.com', ...verified }),
  personRow(hooli, { firstName: 'Erlich', lastName: 'Bachman', email: 'ebachman@hooli.com', ...verified }),
];

/** The Monday (`YYYY-MM-DD`) of the week `days` days before `now`. */
function mondayBefore(now: Date, days: number): string {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Inserts the scenario's records, their intent (one topic surging in the weeks before `now`) and one verdict. */
export async function seedMatchScenario(db: Database, now: Date): Promise<void> {
  await insertRecords(db, {
    companies: [acme, hooli, initech, umbrellaUs, umbrellaUk],
    people: [jane, mary, tom, ann, bob, kim, pat, johnEngineer, johnSales, leeFirst, leeSecond, ...hooliPeople],
    intentSignals: [
      intentRow(acme, 'Cloud security', 82, mondayBefore(now, 7)),
      intentRow(acme, 'Old topic', 90, mondayBefore(now, 270)),
    ],
  });
  // The verifier's word on Bob's own address, which the records do not hold.
  await db.insert(emailVerifications).values({
    address: 'bob@acme.com',
    status: 'verified',
    reason: 'The mail server accepts this mailbox.',
    checks: { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'accepted', catchAll: false },
    checkedAt: now,
  });
}
