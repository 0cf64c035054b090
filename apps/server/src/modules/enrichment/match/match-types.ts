import type { EmailVerificationStatus } from '../../email-verification/index.ts';

/**
 * One prospect of an uploaded file, normalised by the file intake: emails lower-cased, domains bare
 * (`acme.com`), LinkedIn addresses canonical (`https://www.linkedin.com/in/<slug>`).
 */
export interface EnrichmentRow {
  rowNumber: number;
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  company?: string | undefined;
  domain?: string | undefined;
  linkedinUrl?: string | undefined;
  title?: string | undefined;
  /** Not used to match or fill: a file's country may be the person's or the company's. */
  country?: string | undefined;
  phone?: string | undefined;
}

export type EmailStatus = EmailVerificationStatus;

/** How a row found its person, strongest first. */
export type MatchRule = 'linkedin' | 'email' | 'name_domain' | 'name_company';

/** The confidence each rule gives a match. */
export const matchRuleConfidence: Record<MatchRule, number> = {
  linkedin: 1,
  email: 1,
  name_domain: 0.9,
  name_company: 0.8,
};

/** The order the rules are tried in: the first that finds anyone decides. */
export const matchRules: readonly MatchRule[] = ['linkedin', 'email', 'name_domain', 'name_company'];

/** A row's keys as the records compare them (see match-keys.ts); null where the row has none. */
export interface MatchKeys {
  /** The row's position in the batch: candidates come back with it. */
  index: number;
  linkedinSlug: string | null;
  email: string | null;
  nameKey: string | null;
  domain: string | null;
  companyKey: string | null;
}

/** A company's stored facts, as enrichment fills them. */
export interface CompanyRecord {
  id: string;
  name: string;
  domain: string;
  industry: string;
  employeeCount: number;
  sizeBand: string;
  country: string;
  region: string;
  city: string;
}

/** A person's stored facts, with their company when they have one. */
export interface PersonRecord {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  seniority: string;
  email: string | null;
  emailStatus: EmailStatus;
  phone: string | null;
  phoneStatus: 'verified' | 'unverified' | 'invalid';
  linkedinUrl: string | null;
  company: CompanyRecord | null;
}

/** One person a rule found for the row at `index`. */
export interface PersonCandidate {
  index: number;
  rule: MatchRule;
  person: PersonRecord;
}

export type EmailPatternName =
  | 'first.last'
  | 'firstlast'
  | 'first_last'
  | 'first-last'
  | 'flast'
  | 'f.last'
  | 'first'
  | 'firstl'
  | 'first.l'
  | 'last.first'
  | 'lastfirst'
  | 'last'
  | 'lastf';

/** A company's email pattern and how sure it is (0–1, below a found address's). */
export interface EmailPattern {
  pattern: EmailPatternName;
  confidence: number;
  /** Verified addresses that follow it, of those read. */
  matching: number;
  sampled: number;
}

/**
 * What the engine reads, behind a narrow interface so it can be tested and swapped; every method
 * answers a whole batch in one or a few statements.
 */
export interface EnrichmentRecords {
  /**
   * Every person each rule finds for each row (a person found by two rules comes twice). A store may
   * leave out the name rules for rows that LinkedIn or email matched, and name + company for rows
   * whose domain is a known company's: there they could only repeat a stronger rule.
   */
  matchPeople(keys: readonly MatchKeys[]): Promise<PersonCandidate[]>;
  /**
   * The company of each of `domains`, and the companies whose name key is one of `nameKeys` (two at
   * most per key: one company of that name is a match, two are too many to choose from).
   */
  companiesByDomainOrName(request: {
    domains: readonly string[];
    nameKeys: readonly string[];
  }): Promise<CompanyRecord[]>;
  /** Each company's email pattern, by domain; companies without a clear one are left out. */
  emailPatterns(domains: readonly string[]): Promise<Map<string, EmailPattern>>;
  /** Each company's surging buying-intent topics, strongest first; companies without any are left out. */
  intentTopics(companyIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The verifier's stored verdicts of these (lower-cased) addresses; an address never checked is absent. */
  storedEmailStatuses(addresses: readonly string[]): Promise<Map<string, EmailStatus>>;
}

export type EnrichmentField =
  | 'email'
  | 'emailStatus'
  | 'phone'
  | 'title'
  | 'seniority'
  | 'companyName'
  | 'companyDomain'
  | 'industry'
  | 'employeeCount'
  | 'sizeBand'
  | 'companyCountry'
  | 'companyLocation'
  | 'intentTopics';

/** The added columns, in the order they follow the file's own. */
export const enrichmentFields: readonly EnrichmentField[] = [
  'email',
  'emailStatus',
  'phone',
  'title',
  'seniority',
  'companyName',
  'companyDomain',
  'industry',
  'employeeCount',
  'sizeBand',
  'companyCountry',
  'companyLocation',
  'intentTopics',
];

/**
 * Where a cell's value came from: Leadpilot's records, the user's own file, the company's email
 * pattern (a guess), or the email verifier's stored verdict.
 */
export type CellSource = 'records' | 'file' | 'pattern' | 'verifier';

export interface EnrichmentCell {
  field: EnrichmentField;
  /** Text as the enriched file shows it; null when nothing was found. */
  value: string | null;
  source: CellSource | null;
  /** 0–1: the match's confidence, times the pattern's for a guessed email; 1 for a kept value. */
  confidence: number;
  status: 'found' | 'not_found' | 'kept';
  /** Part of what a reveal charges for (see `fill-cells.ts`). */
  chargeable: boolean;
  /** An email (and its status) the verification stage should check before it counts. */
  needsVerification: boolean;
}

export type MatchOutcome = 'person' | 'company' | 'ambiguous' | 'none';

/** How the row's company was found: through its person, its domain or its normalised name. */
export type CompanyRule = 'person' | 'domain' | 'company_name';

export interface RowMatch {
  outcome: MatchOutcome;
  /** The rule that found the person (also set when it found several: `ambiguous`). */
  rule: MatchRule | null;
  /** The person's match confidence; without a person (company-only, ambiguous), the company's; else 0. */
  confidence: number;
  personId: string | null;
  companyId: string | null;
  companyRule: CompanyRule | null;
  companyConfidence: number;
  /** The people the deciding rule found when it could not tell them apart. */
  ambiguousPersonIds: string[];
}

export interface EnrichedRow {
  rowNumber: number;
  match: RowMatch;
  /** One cell per field of `enrichmentFields`, in that order. */
  cells: EnrichmentCell[];
}
