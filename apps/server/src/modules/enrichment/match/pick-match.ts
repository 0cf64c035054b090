import { companyKeyOf, nameKeyOf } from './match-keys.ts';
import {
  type CompanyRecord,
  type CompanyRule,
  type EnrichmentRow,
  type MatchKeys,
  type MatchRule,
  matchRuleConfidence,
  matchRules,
  type PersonCandidate,
  type PersonRecord,
} from './match-types.ts';

/** What one row matched: its person (or why none), then its company. */
export interface PickedMatch {
  rule: MatchRule | null;
  confidence: number;
  person: PersonRecord | null;
  ambiguous: PersonRecord[];
  company: CompanyRecord | null;
  companyRule: CompanyRule | null;
  companyConfidence: number;
}

/** A chosen person between several found by one rule loses this much confidence (by title). */
const titleTieBreakPenalty = 0.1;

/**
 * Name + company finds people at every company of that name; when the row's domain is a known
 * company's and the candidate works elsewhere, the two disagree and the candidate is dropped.
 */
function agreesWithDomain(candidate: PersonCandidate, keys: MatchKeys, knownDomains: ReadonlySet<string>) {
  if (candidate.rule !== 'name_company' || !keys.domain || !knownDomains.has(keys.domain)) return true;
  return candidate.person.company?.domain === keys.domain;
}

/**
 * The row's person: the first rule (LinkedIn, email, name + domain, name + company) that finds
 * anyone decides. One person: matched with the rule's confidence. Several (duplicate records, two
 * people of one name at one company): the one that other rules found too, if exactly one has the
 * most rules behind it (same confidence); else the one whose title is the row's, if exactly one
 * (confidence lowered by 0.1); else none, "ambiguous".
 */
export function pickPerson(
  row: EnrichmentRow,
  keys: MatchKeys,
  candidates: readonly PersonCandidate[],
  knownDomains: ReadonlySet<string>,
): Pick<PickedMatch, 'rule' | 'confidence' | 'person' | 'ambiguous'> {
  const usable = candidates.filter((candidate) => agreesWithDomain(candidate, keys, knownDomains));
  const rulesOf = new Map<string, Set<MatchRule>>();
  for (const candidate of usable) {
    const rules = rulesOf.get(candidate.person.id) ?? new Set<MatchRule>();
    rules.add(candidate.rule);
    rulesOf.set(candidate.person.id, rules);
  }
  for (const rule of matchRules) {
    const people = [
      ...new Map(
        usable
          .filter((candidate) => candidate.rule === rule)
          .map((candidate) => [candidate.person.id, candidate.person]),
      ).values(),
    ];
    if (people.length === 0) continue;
    const confidence = matchRuleConfidence[rule];
    if (people.length === 1) return { rule, confidence, person: people[0] ?? null, ambiguous: [] };
    const mostRules = Math.max(...people.map((person) => rulesOf.get(person.id)?.size ?? 0));
    const corroborated = people.filter((person) => rulesOf.get(person.id)?.size === mostRules);
    if (corroborated.length === 1) return { rule, confidence, person: corroborated[0] ?? null, ambiguous: [] };
    const title = row.title ? nameKeyOf(row.title) : '';
    const sameTitle = title ? corroborated.filter((person) => nameKeyOf(person.title) === title) : [];
    if (sameTitle.length === 1) {
      const lowered = Math.round((confidence - titleTieBreakPenalty) * 100) / 100;
      return { rule, confidence: lowered, person: sameTitle[0] ?? null, ambiguous: [] };
    }
    return { rule, confidence: 0, person: null, ambiguous: people };
  }
  return { rule: null, confidence: 0, person: null, ambiguous: [] };
}

/** Companies by domain and by name key, for the rows without a person's company. */
export interface CompanyIndex {
  byDomain: Map<string, CompanyRecord>;
  byNameKey: Map<string, CompanyRecord[]>;
}

export function indexCompanies(companies: readonly CompanyRecord[]): CompanyIndex {
  const byDomain = new Map<string, CompanyRecord>();
  const byNameKey = new Map<string, CompanyRecord[]>();
  for (const company of companies) {
    byDomain.set(company.domain, company);
    const nameKey = companyKeyOf(company.name);
    const same = byNameKey.get(nameKey) ?? [];
    if (!same.some((other) => other.id === company.id)) same.push(company);
    byNameKey.set(nameKey, same);
  }
  return { byDomain, byNameKey };
}

/**
 * The row's company: its person's (with the person's confidence); else the company of its domain
 * (1.0); else the one company whose name key is the row's (0.8); several companies of one name,
 * none.
 */
export function pickCompany(
  keys: MatchKeys,
  person: PersonRecord | null,
  personConfidence: number,
  companies: CompanyIndex,
): Pick<PickedMatch, 'company' | 'companyRule' | 'companyConfidence'> {
  if (person?.company) return { company: person.company, companyRule: 'person', companyConfidence: personConfidence };
  const byDomain = keys.domain ? companies.byDomain.get(keys.domain) : undefined;
  if (byDomain) return { company: byDomain, companyRule: 'domain', companyConfidence: 1 };
  const byName = keys.companyKey ? (companies.byNameKey.get(keys.companyKey) ?? []) : [];
  const [only] = byName;
  if (byName.length === 1 && only) {
    return { company: only, companyRule: 'company_name', companyConfidence: matchRuleConfidence.name_company };
  }
  return { company: null, companyRule: null, companyConfidence: 0 };
}
