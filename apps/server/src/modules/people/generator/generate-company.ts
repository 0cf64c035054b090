import { type FundingStage, type RevenueBand, type SizeBand, sizeBands } from '@leadpilot/contracts';
import { daysBefore, isoDate } from './dates.ts';
import type { GeneratedCompany } from './prospect-records.ts';
import type { Random } from './random.ts';
import { asciiSlug } from './slug.ts';
import { companyRoots, companySuffixesByIndustry, domainEndings } from './vocabulary/company-words.ts';
import { type CountryProfile, countries } from './vocabulary/countries.ts';
import { industries } from './vocabulary/industries.ts';
import { technologyGroups } from './vocabulary/technologies.ts';

const sizeBandWeights: readonly (readonly [SizeBand, number])[] = [
  ['1-10', 15],
  ['11-50', 25],
  ['51-200', 25],
  ['201-500', 14],
  ['501-1000', 8],
  ['1001-5000', 8],
  ['5001-10000', 3],
  ['10001+', 2],
];
const sizeBandRanges: Record<SizeBand, readonly [number, number]> = {
  '1-10': [2, 10],
  '11-50': [11, 50],
  '51-200': [51, 200],
  '201-500': [201, 500],
  '501-1000': [501, 1000],
  '1001-5000': [1001, 5000],
  '5001-10000': [5001, 10_000],
  '10001+': [10_001, 150_000],
};

/** The size band an employee count falls in (the bands' upper bounds; the last band is open). */
export function sizeBandOf(employeeCount: number): SizeBand {
  return sizeBands.find((band) => band === '10001+' || employeeCount <= sizeBandRanges[band][1]) ?? '10001+';
}

/** The revenue band of a yearly revenue in US dollars. */
export function revenueBandOf(revenueUsd: number): RevenueBand {
  if (revenueUsd < 1e6) return '<1M';
  if (revenueUsd < 1e7) return '1M-10M';
  if (revenueUsd < 5e7) return '10M-50M';
  if (revenueUsd < 1e8) return '50M-100M';
  if (revenueUsd < 5e8) return '100M-500M';
  if (revenueUsd < 1e9) return '500M-1B';
  return '1B+';
}

const fundingTotals: Record<FundingStage, readonly [number, number]> = {
  none: [0, 0],
  seed: [500_000, 4_000_000],
  series_a: [5_000_000, 20_000_000],
  series_b: [20_000_000, 60_000_000],
  series_c: [50_000_000, 150_000_000],
  series_d_plus: [120_000_000, 600_000_000],
  private_equity: [50_000_000, 900_000_000],
  public: [200_000_000, 3_000_000_000],
};

function fundingStageFor(random: Random, employeeCount: number, foundedYear: number): FundingStage {
  if (employeeCount > 5000)
    return random.weighted([
      ['public', 50],
      ['private_equity', 20],
      ['none', 30],
    ] as const);
  if (foundedYear < 2005)
    return random.weighted([
      ['none', 60],
      ['private_equity', 25],
      ['public', 15],
    ] as const);
  if (employeeCount <= 10)
    return random.weighted([
      ['none', 60],
      ['seed', 40],
    ] as const);
  return random.weighted([
    ['none', 30],
    ['seed', 18],
    ['series_a', 18],
    ['series_b', 14],
    ['series_c', 8],
    ['series_d_plus', 5],
    ['private_equity', 7],
  ] as const);
}

function domainFor(random: Random, name: string, usedDomains: Set<string>): string {
  const slug = asciiSlug(name);
  const ending = random.weighted(domainEndings);
  for (const prefix of ['', 'get', 'try', 'use', 'hello', 'join', 'the']) {
    const domain = `${prefix}${slug}${ending}`;
    if (!usedDomains.has(domain)) return domain;
  }
  for (let number = 2; ; number++) {
    const domain = `${slug}${number}${ending}`;
    if (!usedDomains.has(domain)) return domain;
  }
}

export interface CompanyContext {
  asOf: Date;
  /** Domains already handed out in this run (the column is unique). */
  usedDomains: Set<string>;
}

/** One company with its place, size, money and tools; key people are filled in once its people exist. */
export function generateCompany(
  random: Random,
  context: CompanyContext,
): { company: GeneratedCompany; home: CountryProfile } {
  const id = random.uuid();
  const industry = random.weighted(industries.map((entry) => [entry, entry.weight] as const));
  const root = random.pick(companyRoots);
  const suffixes = companySuffixesByIndustry[industry.name] ?? ['Group'];
  const name = random.chance(0.8) ? `${root} ${random.pick(suffixes)}` : root;
  const domain = domainFor(random, name, context.usedDomains);
  context.usedDomains.add(domain);

  const sizeBand = random.weighted(sizeBandWeights);
  const [low, high] = sizeBandRanges[sizeBand];
  const employeeCount = Math.round(Math.exp(Math.log(low) + random.next() * (Math.log(high) - Math.log(low))));
  const revenueBand = revenueBandOf(employeeCount * random.int(40_000, 400_000));
  const asOfYear = context.asOf.getUTCFullYear();
  const oldest = employeeCount > 1000 ? 1950 : employeeCount > 200 ? 1985 : 2000;
  const foundedYear = random.int(oldest, asOfYear - (employeeCount > 50 ? 3 : 1));

  const home = random.weighted(countries.map((country) => [country, country.weight] as const));
  const place = random.pick(home.cities);

  const fundingStage = fundingStageFor(random, employeeCount, foundedYear);
  const [fundLow, fundHigh] = fundingTotals[fundingStage];
  const fundingTotalUsd =
    fundingStage === 'none' ? null : Math.round(random.int(fundLow, fundHigh) / 100_000) * 100_000;
  const lastFundingAt = fundingStage === 'none' ? null : isoDate(daysBefore(context.asOf, random.int(20, 1400)));

  const stack = random
    .sample(technologyGroups, random.int(2, 5))
    .flatMap((group) => random.sample(group, random.int(1, 3)));
  const slug = asciiSlug(name);
  const offering = random.pick(industry.offerings);
  const audience = random.pick([
    'mid-market companies',
    'enterprises',
    'small businesses',
    'consumers',
    'public-sector teams',
    'fast-growing startups',
  ]);

  const company: GeneratedCompany = {
    id,
    name,
    domain,
    logoUrl: null,
    industry: industry.name,
    subIndustry: random.pick(industry.subIndustries),
    employeeCount,
    sizeBand,
    revenueBand,
    foundedYear,
    country: home.code,
    region: place.region,
    city: place.city,
    description: `${name} provides ${offering} for ${audience}. Founded in ${foundedYear} and headquartered in ${place.city}, ${home.name}, it employs about ${employeeCount.toLocaleString('en-US')} people.`,
    keywords: random.sample(industry.keywords, random.int(3, 5)),
    technologies: stack,
    fundingStage,
    fundingTotalUsd,
    lastFundingAt,
    linkedinUrl: `https://www.linkedin.com/company/${domain.split('.')[0] ?? slug}`,
    twitterUrl: random.chance(0.7) ? `https://twitter.com/${slug}` : null,
    keyPeople: [],
  };
  return { company, home };
}
