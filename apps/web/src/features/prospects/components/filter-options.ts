import {
  departmentLabels,
  departments,
  fundingStageLabels,
  fundingStages,
  type PeopleFacetName,
  type PeopleSearchReply,
  revenueBandLabels,
  revenueBands,
  seniorities,
  seniorityLabels,
  sizeBandLabels,
  sizeBands,
} from '@leadpilot/contracts';
import { countryName } from '../../../shared/ui/country-options.ts';
import type { ChoiceFilterKey } from '../hooks/people-search-state.ts';
import { labelOf } from './prospect-labels.ts';

export interface FacetOption {
  value: string;
  label: string;
  /** People matching the other filters with this value, from the last search; null when not known. */
  count: number | null;
}

export type Facets = PeopleSearchReply['facets'];
export type OpenListKey = 'industries' | 'countries' | 'technologies';
/** The values of the open lists the data holds (`GET campaign/filter`), with their labels. */
export type KnownValues = Partial<Record<OpenListKey, { value: string; label: string }[]>>;

/** A multiple-choice filter of the panel: its label, the facet that counts it, its known values. */
export interface ChoiceFilter {
  key: Exclude<ChoiceFilterKey, 'titles'>;
  label: string;
  placeholder: string;
  facet: PeopleFacetName;
  /** Closed lists offer every value; open ones (null) the values the data holds. */
  values: readonly string[] | null;
  labelFor: (value: string) => string;
}

export const choiceFilters: readonly ChoiceFilter[] = [
  {
    key: 'seniorities',
    label: 'Seniority',
    placeholder: 'Any seniority',
    facet: 'seniority',
    values: seniorities,
    labelFor: (value) => labelOf(seniorityLabels, value),
  },
  {
    key: 'departments',
    label: 'Department',
    placeholder: 'Any department',
    facet: 'department',
    values: departments,
    labelFor: (value) => labelOf(departmentLabels, value),
  },
  {
    key: 'industries',
    label: 'Industry',
    placeholder: 'Any industry',
    facet: 'industry',
    values: null,
    labelFor: (value) => value,
  },
  {
    key: 'sizeBands',
    label: 'Company size',
    placeholder: 'Any size',
    facet: 'sizeBand',
    values: sizeBands,
    labelFor: (value) => labelOf(sizeBandLabels, value),
  },
  {
    key: 'revenueBands',
    label: 'Revenue',
    placeholder: 'Any revenue',
    facet: 'revenueBand',
    values: revenueBands,
    labelFor: (value) => labelOf(revenueBandLabels, value),
  },
  {
    key: 'countries',
    label: 'Country',
    placeholder: 'Any country',
    facet: 'country',
    values: null,
    labelFor: countryName,
  },
  {
    key: 'technologies',
    label: 'Technologies',
    placeholder: 'Any technology',
    facet: 'technologies',
    values: null,
    labelFor: (value) => value,
  },
  {
    key: 'fundingStages',
    label: 'Funding stage',
    placeholder: 'Any funding stage',
    facet: 'fundingStage',
    values: fundingStages,
    labelFor: (value) => labelOf(fundingStageLabels, value),
  },
];

function isOpenList(key: ChoiceFilter['key']): key is OpenListKey {
  return key === 'industries' || key === 'countries' || key === 'technologies';
}

/**
 * The options of one filter: every value of a closed list, or for an open list the values the data
 * holds (else those of the facet), always keeping what is selected; each with its facet count.
 */
export function optionsFor(
  filter: ChoiceFilter,
  facets: Facets,
  selected: readonly string[],
  known: KnownValues,
): FacetOption[] {
  const counts = facets ? new Map((facets[filter.facet] ?? []).map((entry) => [entry.value, entry.count])) : null;
  const knownOptions = isOpenList(filter.key) ? known[filter.key] : undefined;
  const labels = new Map(knownOptions?.map((option) => [option.value, option.label]));
  const base = filter.values ?? knownOptions?.map((option) => option.value) ?? [...(counts?.keys() ?? [])];
  const options = [...new Set([...base, ...selected])].map((value) => ({
    value,
    label: labels.get(value) ?? filter.labelFor(value),
    count: counts ? (counts.get(value) ?? 0) : null,
  }));
  // Closed lists keep their natural order (sizes, stages); open ones read alphabetically.
  return filter.values ? options : options.sort((first, second) => first.label.localeCompare(second.label));
}
