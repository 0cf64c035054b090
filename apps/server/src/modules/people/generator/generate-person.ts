import type { Department, Seniority } from '@leadpilot/contracts';
import type { FieldProvenance } from '../../../db/schema.ts';
import { daysBefore, isoMonth, momentBefore } from './dates.ts';
import type { GeneratedCompany, GeneratedPerson } from './prospect-records.ts';
import type { Random } from './random.ts';
import { asciiSlug } from './slug.ts';
import { companyRoots } from './vocabulary/company-words.ts';
import { type CountryProfile, countries } from './vocabulary/countries.ts';
import { namesByCulture } from './vocabulary/names.ts';
import { ownerTitles, skillsByDepartment, titlesByDepartment } from './vocabulary/titles.ts';

const seniorityWeights: readonly (readonly [Exclude<Seniority, 'owner'>, number])[] = [
  ['c_suite', 4],
  ['vp', 8],
  ['director', 13],
  ['manager', 21],
  ['senior', 26],
  ['entry', 28],
];
const departmentWeights: readonly (readonly [Department, number])[] = [
  ['sales', 20],
  ['engineering', 18],
  ['marketing', 12],
  ['operations', 8],
  ['customer_success', 8],
  ['product', 7],
  ['finance', 6],
  ['human_resources', 6],
  ['it', 6],
  ['legal', 3],
  ['executive', 3],
];
const emailStatusWeights = [
  ['verified', 70],
  ['risky', 15],
  ['invalid', 5],
  ['unknown', 10],
] as const;
const contactSources = ['company website', 'public profile', 'press release', 'data partner', 'community contribution'];
const previousEmployerSuffixes = ['Labs', 'Group', 'Systems', 'Partners', 'Technologies', 'Inc'];

export interface PersonContext {
  company: GeneratedCompany;
  home: CountryProfile;
  /** The person's place among the company's generated people: the first ones lead it. */
  index: number;
  asOf: Date;
  /** Email local parts already used at this company. */
  usedLocalParts: Set<string>;
  /** Leadership titles already held at this company: one CFO per company. */
  usedLeadershipTitles: Set<string>;
}

function roleFor(random: Random, company: GeneratedCompany, index: number): [Seniority, Department] {
  if (index === 0) return company.employeeCount <= 200 ? ['owner', 'executive'] : ['c_suite', 'executive'];
  if (index === 1 && company.employeeCount > 10) {
    return ['c_suite', random.pick(['sales', 'engineering', 'finance', 'marketing', 'operations'] as const)];
  }
  return [random.weighted(seniorityWeights), random.weighted(departmentWeights)];
}

function phoneNumber(random: Random, dialCode: string): string {
  const digits = () => String(random.int(0, 9));
  const group = (length: number) => Array.from({ length }, digits).join('');
  return dialCode === '+1'
    ? `+1 ${random.int(201, 989)} ${group(3)} ${group(4)}`
    : `${dialCode} ${random.int(10, 99)} ${group(4)} ${group(4)}`;
}

function provenanceEntry(random: Random, asOf: Date, source?: string): FieldProvenance {
  return {
    source: source ?? random.pick(contactSources),
    verifiedAt: momentBefore(random, asOf, 1, 180).toISOString(),
  };
}

/** The company attributes copied onto each of its people (search filters them without a join). */
export function companyColumnsOf(
  company: Pick<
    GeneratedCompany,
    'id' | 'name' | 'industry' | 'sizeBand' | 'revenueBand' | 'fundingStage' | 'technologies'
  >,
): Pick<
  GeneratedPerson,
  'companyId' | 'companyName' | 'industry' | 'sizeBand' | 'revenueBand' | 'fundingStage' | 'technologies'
> {
  return {
    companyId: company.id,
    companyName: company.name,
    industry: company.industry,
    sizeBand: company.sizeBand,
    revenueBand: company.revenueBand,
    fundingStage: company.fundingStage,
    technologies: company.technologies,
  };
}

/** One person at `company`: a name from the place they work, a title that fits, contact details and a trail. */
export function generatePerson(random: Random, context: PersonContext): GeneratedPerson {
  const { company, home, index, asOf } = context;
  const id = random.uuid();
  const country = random.chance(0.85)
    ? home
    : random.weighted(countries.map((entry) => [entry, entry.weight] as const));
  const place =
    country === home && random.chance(0.7)
      ? {
          city: company.city,
          region: company.region,
          timeZone: home.cities.find((entry) => entry.city === company.city)?.timeZone ?? 'UTC',
        }
      : random.pick(country.cities);
  const culture = random.chance(0.8) ? random.pick(country.cultures) : (random.pick(countries).cultures[0] ?? 'anglo');
  const names = namesByCulture[culture];
  const firstName = random.pick(names.first);
  const lastName = random.pick(names.last);
  const fullName = `${firstName} ${lastName}`;

  let [seniority, department] = roleFor(random, company, index);
  let title = seniority === 'owner' ? random.pick(ownerTitles) : random.pick(titlesByDepartment[department][seniority]);
  if (seniority === 'owner' || seniority === 'c_suite') {
    if (context.usedLeadershipTitles.has(title)) {
      seniority = 'vp';
      department = department === 'executive' ? 'operations' : department;
      title = random.pick(titlesByDepartment[department].vp);
    }
    context.usedLeadershipTitles.add(title);
  }

  const baseLocal = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
  let localPart = baseLocal;
  for (let number = 2; context.usedLocalParts.has(localPart); number++) localPart = `${baseLocal}${number}`;
  context.usedLocalParts.add(localPart);
  const email = `${localPart}@${company.domain}`;
  const emailStatus = random.weighted(emailStatusWeights);
  const emailCheckedAt = emailStatus === 'unknown' ? null : momentBefore(random, asOf, 1, 120);

  const hasPhone = random.chance(0.6);
  const phone = hasPhone ? phoneNumber(random, country.dialCode) : null;
  const phoneStatus = hasPhone
    ? random.weighted([
        ['verified', 60],
        ['unverified', 35],
        ['invalid', 5],
      ] as const)
    : 'unverified';
  const phoneCheckedAt = hasPhone && phoneStatus !== 'unverified' ? momentBefore(random, asOf, 1, 200) : null;

  const handle = `${asciiSlug(firstName)}-${asciiSlug(lastName)}-${random.int(4096, 65_535).toString(16)}`;
  const linkedinUrl = random.chance(0.9) ? `https://www.linkedin.com/in/${handle}` : null;
  const twitterUrl = random.chance(0.25)
    ? `https://twitter.com/${asciiSlug(firstName)}${asciiSlug(lastName).slice(0, 6)}`
    : null;

  const yearsAtCompany = random.int(0, 8);
  const startedAt = daysBefore(asOf, yearsAtCompany * 365 + random.int(30, 330));
  const employmentHistory: GeneratedPerson['employmentHistory'] = [
    { company: company.name, title, from: isoMonth(startedAt), to: null },
  ];
  let cursor = startedAt;
  for (let job = random.int(0, 3); job > 0; job--) {
    const from = daysBefore(cursor, random.int(300, 1800));
    employmentHistory.push({
      company: `${random.pick(companyRoots)} ${random.pick(previousEmployerSuffixes)}`,
      title: random.pick(
        titlesByDepartment[department][seniority === 'owner' || seniority === 'c_suite' ? 'vp' : seniority],
      ),
      from: isoMonth(from),
      to: isoMonth(daysBefore(cursor, random.int(10, 60))),
    });
    cursor = from;
  }
  const previous = employmentHistory[1];
  const experienceYears = Math.max(1, Math.round((asOf.getTime() - cursor.getTime()) / (365 * 86_400_000)));
  const bio = `${title} at ${company.name}, based in ${place.city}. ${experienceYears}+ years of experience${previous ? `, previously at ${previous.company}` : ''}.`;

  const provenance: Record<string, FieldProvenance> = {
    email: provenanceEntry(random, asOf, emailStatus === 'unknown' ? 'pattern match' : 'email verification'),
    title: provenanceEntry(random, asOf),
    company: provenanceEntry(random, asOf, 'company website'),
  };
  if (phone) provenance.phone = provenanceEntry(random, asOf);
  if (linkedinUrl) provenance.linkedinUrl = provenanceEntry(random, asOf, 'public profile');

  return {
    id,
    firstName,
    lastName,
    fullName,
    title,
    seniority,
    department,
    ...companyColumnsOf(company),
    country: country.code,
    region: place.region,
    city: place.city,
    timeZone: place.timeZone,
    email,
    emailStatus,
    emailCheckedAt,
    phone,
    phoneStatus,
    phoneCheckedAt,
    linkedinUrl,
    twitterUrl,
    bio,
    skills: random.sample(skillsByDepartment[department], random.int(3, 6)),
    employmentHistory,
    provenance,
  };
}
