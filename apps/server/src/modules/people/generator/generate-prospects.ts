import { startOfWeek } from './dates.ts';
import { generateCompany } from './generate-company.ts';
import { generateIntentSignals } from './generate-intent.ts';
import { generateCompanyNews } from './generate-news.ts';
import { generatePerson } from './generate-person.ts';
import { generateSocialPosts } from './generate-social-posts.ts';
import type { GeneratedPerson, ProspectBatch } from './prospect-records.ts';
import { createRandom } from './random.ts';

export interface GenerateProspectsOptions {
  seed: string | number;
  /** Exactly how many people to generate (companies come with them, about one per 12 people). */
  people: number;
  /** People per batch, roughly: a company's people never straddle two batches. Default 1,000. */
  batchSize?: number;
  /**
   * The moment the data is generated "at": every date is relative to it. Default: Monday 00:00 UTC
   * of the current week, so runs in the same week give byte-identical data.
   */
  asOf?: Date;
}

const peopleRangeBySizeBand: Record<string, readonly [number, number]> = {
  '1-10': [1, 5],
  '11-50': [3, 12],
  '51-200': [6, 18],
  '201-500': [8, 22],
  '501-1000': [10, 26],
  '1001-5000': [12, 32],
  '5001-10000': [14, 36],
  '10001+': [16, 40],
};

const emptyBatch = (): ProspectBatch => ({
  companies: [],
  people: [],
  intentSignals: [],
  companyNews: [],
  socialPosts: [],
});

/**
 * Deterministic prospect data in batches: the same seed, count and `asOf` give the same records,
 * ids included, on every machine. Streams, so a million people never sit in memory at once.
 */
export function* generateProspects(options: GenerateProspectsOptions): Generator<ProspectBatch, void, undefined> {
  const { seed, people: total } = options;
  if (!Number.isInteger(total) || total < 0) throw new Error(`people must be a whole number ≥ 0, got ${total}`);
  const batchSize = options.batchSize ?? 1000;
  const asOf = options.asOf ?? startOfWeek(new Date());
  const random = createRandom(`leadpilot-prospects:${seed}`);
  const usedDomains = new Set<string>();
  let remaining = total;
  let batch = emptyBatch();

  while (remaining > 0) {
    const { company, home } = generateCompany(random, { asOf, usedDomains });
    const [low, high] = peopleRangeBySizeBand[company.sizeBand] ?? [1, 12];
    const count = Math.min(remaining, random.int(low, high));
    const usedLocalParts = new Set<string>();
    const usedLeadershipTitles = new Set<string>();
    const staff: GeneratedPerson[] = [];
    for (let index = 0; index < count; index++) {
      staff.push(generatePerson(random, { company, home, index, asOf, usedLocalParts, usedLeadershipTitles }));
    }
    company.keyPeople = staff
      .filter((person) => ['owner', 'c_suite', 'vp'].includes(person.seniority))
      .slice(0, 4)
      .map((person) => ({ name: person.fullName, title: person.title, personId: person.id }));
    batch.companies.push(company);
    batch.people.push(...staff);
    if (random.chance(0.3)) batch.intentSignals.push(...generateIntentSignals(random, company, asOf));
    batch.companyNews.push(...generateCompanyNews(random, company, asOf));
    for (const person of staff) {
      if (random.chance(0.4)) batch.socialPosts.push(...generateSocialPosts(random, person, asOf));
    }
    remaining -= count;
    if (batch.people.length >= batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.people.length > 0) yield batch;
}
