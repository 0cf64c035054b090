import {
  departments,
  fundingStages,
  type PeopleSearchBody,
  peopleSorts,
  revenueBands,
  seniorities,
  sizeBands,
  surgingIntentScore,
} from '@leadpilot/contracts';

export type PeopleSort = (typeof peopleSorts)[number];

/** The multiple-choice filters, each a list of values. */
export const choiceFilterKeys = [
  'titles',
  'seniorities',
  'departments',
  'industries',
  'sizeBands',
  'revenueBands',
  'countries',
  'technologies',
  'fundingStages',
] as const;
export type ChoiceFilterKey = (typeof choiceFilterKeys)[number];

/** Everything the search page filters and sorts by; all of it lives in the URL. */
export interface PeopleSearchState extends Record<ChoiceFilterKey, string[]> {
  q: string;
  emailVerifiedOnly: boolean;
  hasPhone: boolean;
  /** Leave out the CRM's customers (on by default: prospecting skips them, as campaigns do). */
  excludeCustomers: boolean;
  intentTopics: string[];
  intentMinScore: number;
  sort: PeopleSort;
}

export const emptySearchState: PeopleSearchState = {
  q: '',
  titles: [],
  seniorities: [],
  departments: [],
  industries: [],
  sizeBands: [],
  revenueBands: [],
  countries: [],
  technologies: [],
  fundingStages: [],
  emailVerifiedOnly: false,
  hasPhone: false,
  excludeCustomers: true,
  intentTopics: [],
  intentMinScore: surgingIntentScore,
  sort: 'relevance',
};

/** Short URL parameter names: `?seniority=vp&seniority=director&size=51-200`. */
const paramNames: Record<ChoiceFilterKey, string> = {
  titles: 'title',
  seniorities: 'seniority',
  departments: 'department',
  industries: 'industry',
  sizeBands: 'size',
  revenueBands: 'revenue',
  countries: 'country',
  technologies: 'technology',
  fundingStages: 'funding',
};

/** The values of a closed list a filter accepts; open lists (industries, titles) take any text. */
const allowedValues: Partial<Record<ChoiceFilterKey, readonly string[]>> = {
  seniorities,
  departments,
  sizeBands,
  revenueBands,
  fundingStages,
};

/** The allowed values among `values`, in the allowed list's order. */
export function onlyOf<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

function cleanList(key: ChoiceFilterKey, values: string[]): string[] {
  const allowed = allowedValues[key];
  if (allowed) return onlyOf(allowed, values);
  const trimmed = values.map((value) => value.trim()).filter((value) => value !== '' && value.length <= 100);
  const unique = [...new Set(key === 'countries' ? trimmed.map((value) => value.toUpperCase()) : trimmed)];
  return unique.slice(0, 50);
}

function readScore(raw: string | null): number {
  const score = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isInteger(score) && score >= 0 && score <= 100 ? score : surgingIntentScore;
}

export function readSearchState(params: URLSearchParams): PeopleSearchState {
  const state: PeopleSearchState = { ...emptySearchState };
  for (const key of choiceFilterKeys) state[key] = cleanList(key, params.getAll(paramNames[key]));
  state.q = (params.get('q') ?? '').slice(0, 200);
  state.emailVerifiedOnly = params.get('verified') === '1';
  state.hasPhone = params.get('phone') === '1';
  state.excludeCustomers = params.get('customers') !== 'show';
  state.intentTopics = cleanList('industries', params.getAll('topic')).slice(0, 20);
  state.intentMinScore = readScore(params.get('minScore'));
  state.sort = onlyOf(peopleSorts, [params.get('sort') ?? ''])[0] ?? 'relevance';
  return state;
}

/** The URL parameters of a state; defaults are left out so plain links stay short. */
export function writeSearchState(state: PeopleSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  for (const key of choiceFilterKeys) for (const value of state[key]) params.append(paramNames[key], value);
  if (state.emailVerifiedOnly) params.set('verified', '1');
  if (state.hasPhone) params.set('phone', '1');
  if (!state.excludeCustomers) params.set('customers', 'show');
  for (const topic of state.intentTopics) params.append('topic', topic);
  if (state.intentMinScore !== surgingIntentScore) params.set('minScore', String(state.intentMinScore));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  return params;
}

/** How many filters narrow the search (the keyword counts as one; intent only where the plan has it). */
export function countActiveFilters(state: PeopleSearchState, isIntentAllowed: boolean): number {
  let count = state.q.trim() === '' ? 0 : 1;
  for (const key of choiceFilterKeys) if (state[key].length > 0) count += 1;
  if (state.emailVerifiedOnly) count += 1;
  if (state.hasPhone) count += 1;
  if (isIntentAllowed && state.intentTopics.length > 0) count += 1;
  return count;
}

function listOrUndefined<T>(values: T[]): T[] | undefined {
  return values.length > 0 ? values : undefined;
}

/** The request body for one page of the search. */
export function toSearchBody(
  state: PeopleSearchState,
  options: { isIntentAllowed: boolean; page: number; perPage: number },
): PeopleSearchBody {
  const q = state.q.trim();
  return {
    q: q === '' ? undefined : q,
    titles: listOrUndefined(state.titles),
    seniorities: listOrUndefined(onlyOf(seniorities, state.seniorities)),
    departments: listOrUndefined(onlyOf(departments, state.departments)),
    industries: listOrUndefined(state.industries),
    sizeBands: listOrUndefined(onlyOf(sizeBands, state.sizeBands)),
    revenueBands: listOrUndefined(onlyOf(revenueBands, state.revenueBands)),
    countries: listOrUndefined(state.countries),
    technologies: listOrUndefined(state.technologies),
    fundingStages: listOrUndefined(onlyOf(fundingStages, state.fundingStages)),
    emailVerifiedOnly: state.emailVerifiedOnly || undefined,
    hasPhone: state.hasPhone || undefined,
    excludeCustomers: state.excludeCustomers || undefined,
    intent:
      options.isIntentAllowed && state.intentTopics.length > 0
        ? { topics: state.intentTopics, minScore: state.intentMinScore }
        : undefined,
    sort: state.sort,
    page: options.page > 1 ? options.page : undefined,
    perPage: options.perPage,
    includeFacets: true,
  };
}
