import type { PeopleFacetName, PeopleFilters } from '@leadpilot/contracts';
import type { GeneratedCompany, GeneratedIntentSignal, GeneratedPerson } from './generator/prospect-records.ts';
import { keywordUnits, titleUnits } from './title-search-sql.ts';
import { wordsMatch, wordsOf } from './title-words.ts';

/**
 * A plain TypeScript reading of the search filters, for tests: what the SQL must agree with.
 * Words are runs of letters and digits; every word of `q` (or one of its synonyms) must be among
 * the person's words, the last one may be a prefix; a title matches by its words the same way.
 */
export interface ModelData {
  companies: Map<string, GeneratedCompany>;
  signals: GeneratedIntentSignal[];
  intentSince: string;
}

type FilterKey = keyof PeopleFilters;

const facetOwnFilter: Record<PeopleFacetName, FilterKey> = {
  seniority: 'seniorities',
  department: 'departments',
  industry: 'industries',
  sizeBand: 'sizeBands',
  revenueBand: 'revenueBands',
  country: 'countries',
  fundingStage: 'fundingStages',
  technologies: 'technologies',
  emailStatus: 'emailVerifiedOnly',
};

export function modelMatches(person: GeneratedPerson, filters: PeopleFilters, data: ModelData, omit?: FilterKey) {
  const on = (key: FilterKey) => key !== omit;
  const inList = (key: FilterKey, list: readonly string[] | undefined, value: string) =>
    !on(key) || !list || list.length === 0 || list.includes(value);
  const keywords = keywordUnits(filters.q);
  if (on('q') && keywords) {
    if (!wordsMatch(wordsOf(`${person.fullName} ${person.title} ${person.companyName}`), keywords, true)) return false;
  }
  const titles = titleUnits(filters.titles);
  if (on('titles') && titles) {
    const own = wordsOf(person.title);
    if (!titles.some((units) => wordsMatch(own, units))) return false;
  }
  if (!inList('seniorities', filters.seniorities, person.seniority)) return false;
  if (!inList('departments', filters.departments, person.department)) return false;
  if (!inList('industries', filters.industries, person.industry)) return false;
  if (!inList('sizeBands', filters.sizeBands, person.sizeBand)) return false;
  if (!inList('revenueBands', filters.revenueBands, person.revenueBand)) return false;
  if (
    !inList(
      'countries',
      filters.countries?.map((code) => code.toUpperCase()),
      person.country,
    )
  )
    return false;
  if (!inList('regions', filters.regions, person.region)) return false;
  if (!inList('cities', filters.cities, person.city)) return false;
  if (!inList('fundingStages', filters.fundingStages, person.fundingStage)) return false;
  if (on('technologies') && filters.technologies?.length) {
    if (!filters.technologies.some((tool) => person.technologies.includes(tool))) return false;
  }
  if (on('emailVerifiedOnly') && filters.emailVerifiedOnly && person.emailStatus !== 'verified') return false;
  if (on('hasPhone') && filters.hasPhone && person.phone === null) return false;
  if (on('intent') && filters.intent) {
    const { topics, minScore = 60 } = filters.intent;
    const isResearching = data.signals.some(
      (signal) =>
        signal.companyId === person.companyId &&
        topics.includes(signal.topic) &&
        signal.score >= minScore &&
        signal.observedWeek >= data.intentSince,
    );
    if (!isResearching) return false;
  }
  return true;
}

/** Counts per value of one facet over the people the other filters keep. */
export function modelFacet(people: GeneratedPerson[], filters: PeopleFilters, data: ModelData, facet: PeopleFacetName) {
  const counts = new Map<string, number>();
  const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const person of people) {
    if (!modelMatches(person, filters, data, facetOwnFilter[facet])) continue;
    if (facet === 'technologies') person.technologies.forEach(add);
    else add(String(person[facet]));
  }
  return counts;
}
