import { z } from 'zod';
import { idSchema, pageQuerySchema, textField, timestampSchema } from './common.ts';

export const seniorities = ['owner', 'c_suite', 'vp', 'director', 'manager', 'senior', 'entry'] as const;
export const departments = [
  'executive',
  'sales',
  'marketing',
  'engineering',
  'product',
  'finance',
  'operations',
  'customer_success',
  'human_resources',
  'it',
  'legal',
] as const;
export const sizeBands = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;
export const revenueBands = ['<1M', '1M-10M', '10M-50M', '50M-100M', '100M-500M', '500M-1B', '1B+'] as const;
export const fundingStages = [
  'none',
  'seed',
  'series_a',
  'series_b',
  'series_c',
  'series_d_plus',
  'private_equity',
  'public',
] as const;
export const emailStatuses = ['verified', 'risky', 'invalid', 'unknown'] as const;
export const intentSources = ['hiring', 'funding', 'news', 'technology_change', 'web_research'] as const;

export type Seniority = (typeof seniorities)[number];
export type Department = (typeof departments)[number];
export type SizeBand = (typeof sizeBands)[number];
export type RevenueBand = (typeof revenueBands)[number];
export type FundingStage = (typeof fundingStages)[number];
export type EmailStatus = (typeof emailStatuses)[number];
export type IntentSource = (typeof intentSources)[number];

/** An intent score at or above this counts as surging. */
export const surgingIntentScore = 60;

/** What prospecting actions cost, in credits (documented in docs/prospects.md). */
export const prospectCreditPrices = {
  /** Revealing one person's email and phone; revealing them again is free for the organisation. */
  revealContact: 1,
} as const;

/**
 * A person whose email is invalid and who has no phone is revealed for nothing: there is nothing
 * to use (Lemlist, too, charges only for deliverable or risky emails).
 */
export function isRevealFree(person: { emailStatus: EmailStatus; hasPhone: boolean }): boolean {
  return person.emailStatus === 'invalid' && !person.hasPhone;
}

/** Why some people cost nothing to reveal, as the confirm dialogs say it. */
export const freeRevealReason = 'People with an invalid email and no phone are free: there is nothing to use.';

const filterText = z.string().trim().min(1).max(100);
const filterList = <T extends z.ZodType>(item: T) => z.array(item).max(50).optional();

/** Buying intent: companies researching any of `topics` with a score of at least `minScore`. */
export const intentFilterSchema = z.strictObject({
  topics: z.array(filterText).min(1).max(20),
  minScore: z.number().int().min(0).max(100).default(surgingIntentScore),
});

/** Every people-search filter; the campaign audience builder reuses them (`GET /api/v1/campaign/filter`). */
export const peopleFiltersSchema = z.strictObject({
  /** Free text over name, title and company. */
  q: z.string().trim().max(200).optional(),
  titles: filterList(filterText),
  seniorities: filterList(z.enum(seniorities)),
  departments: filterList(z.enum(departments)),
  industries: filterList(filterText),
  sizeBands: filterList(z.enum(sizeBands)),
  revenueBands: filterList(z.enum(revenueBands)),
  countries: filterList(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: 'Use two-letter country codes' }),
  ),
  regions: filterList(filterText),
  cities: filterList(filterText),
  technologies: filterList(filterText),
  fundingStages: filterList(z.enum(fundingStages)),
  emailVerifiedOnly: z.boolean().optional(),
  hasPhone: z.boolean().optional(),
  intent: intentFilterSchema.optional(),
  /** Leave out people the organisation's connected CRM holds as customers (by address or company domain). */
  excludeCustomers: z.boolean().optional(),
});
export type PeopleFilters = z.input<typeof peopleFiltersSchema>;

export const peopleSorts = ['relevance', 'name', 'newest'] as const;

/** Numbered pages (the pager's "Go to page") reach this many results; cursors go on further. */
export const peopleSearchNumberedResults = 10_000;

/** The last page number a search of `perPage` rows per page may ask for. */
export const peopleSearchMaxPage = (perPage: number) => Math.floor(peopleSearchNumberedResults / perPage);

export const peopleSearchBodySchema = peopleFiltersSchema.extend({
  sort: z.enum(peopleSorts).default('relevance'),
  /** The `nextCursor` of the previous page (keyset pagination). */
  cursor: z.string().max(500).optional(),
  /**
   * A numbered page instead of a cursor, for jumping: pages reach the first
   * `peopleSearchNumberedResults` results; past the last page the reply is empty.
   */
  page: z.number().int().min(1, { message: 'Pages start at 1' }).max(10_000).optional(),
  perPage: z.number().int().min(1).max(100).default(25),
  includeFacets: z.boolean().default(true),
});
export type PeopleSearchBody = z.input<typeof peopleSearchBodySchema>;

/** "Select all results" takes at most this many people of a search, in its order. */
export const peopleSelectionLimit = 1_000;

/** A whole search as a selection: its filters and order (the first `peopleSelectionLimit` people). */
export const searchSelectionBodySchema = peopleFiltersSchema.extend({
  sort: z.enum(peopleSorts).default('relevance'),
});
export type SearchSelectionBody = z.input<typeof searchSelectionBodySchema>;

/** What selecting a whole search takes and what revealing it would cost, before anything is done. */
export const searchSelectionSchema = z.object({
  /** People the selection takes: the search's matches, at most `maximum`. */
  count: z.number().int(),
  maximum: z.number().int(),
  /** The search has more matches than the selection takes. */
  isCapped: z.boolean(),
  /** Of them, people the organisation has not revealed yet. */
  unrevealedCount: z.number().int(),
  /** Credits revealing them would cost: people with an invalid email and no phone are free. */
  revealCredits: z.number().int(),
});
export type SearchSelection = z.infer<typeof searchSelectionSchema>;

/** Adds a whole search (its first `peopleSelectionLimit` people) to a list. */
export const addSearchToListBodySchema = z.strictObject({ search: searchSelectionBodySchema });

/**
 * Reveals a whole search (its first `peopleSelectionLimit` people) at the cost the caller confirmed
 * (the selection's `revealCredits`); a different cost answers 409 with the new one.
 */
export const revealSearchBodySchema = z.strictObject({
  search: searchSelectionBodySchema,
  expectedCredits: z.number().int().min(0).max(1_000_000),
});
/** What revealing a whole search did: people newly revealed and credits spent. */
export const revealSearchResultSchema = z.object({
  revealed: z.number().int(),
  credits: z.number().int(),
});
export type RevealSearchResult = z.infer<typeof revealSearchResultSchema>;

export const companySummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  logoUrl: z.string().nullable(),
  industry: z.string(),
  sizeBand: z.string(),
});

export const intentTopicSchema = z.object({
  topic: z.string(),
  score: z.number().int(),
  source: z.enum(intentSources),
  /** First week of the current surge. */
  since: z.iso.date(),
});

/** A person as search and `partialcontact` show them: contact details masked until revealed. */
export const personSummarySchema = z.object({
  id: idSchema,
  fullName: z.string(),
  title: z.string(),
  seniority: z.enum(seniorities),
  department: z.enum(departments),
  company: companySummarySchema.nullable(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  timeZone: z.string(),
  /** Masked (`j•••@acme.com`) unless the organisation revealed this person. */
  email: z.string().nullable(),
  emailStatus: z.enum(emailStatuses),
  /** Masked (`•••• 4821`) unless revealed. */
  phone: z.string().nullable(),
  hasPhone: z.boolean(),
  linkedinUrl: z.string().nullable(),
  isRevealed: z.boolean(),
  /** The company's surging intent topics, strongest first (at most 3). */
  intent: z.array(intentTopicSchema),
  /** Already a customer in the organisation's connected CRM (by address or company domain): leave out of prospecting. */
  isCustomer: z.boolean().optional(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export const peopleFacetNames = [
  'seniority',
  'department',
  'industry',
  'sizeBand',
  'revenueBand',
  'country',
  'fundingStage',
  'technologies',
  'emailStatus',
] as const;
export type PeopleFacetName = (typeof peopleFacetNames)[number];

export const peopleSearchReplySchema = z.object({
  data: z.array(personSummarySchema),
  nextCursor: z.string().nullable(),
  /** Exact up to 100,000; above that the planner's estimate (`isExact: false`, shown as approximate). */
  total: z.object({ value: z.number().int(), isExact: z.boolean() }),
  /** Counts for the current query; each facet ignores its own filter so several values can be picked. */
  facets: z.record(z.enum(peopleFacetNames), z.array(facetCountSchema)).nullable(),
});
export type PeopleSearchReply = z.infer<typeof peopleSearchReplySchema>;

const provenanceSchema = z.object({ source: z.string(), verifiedAt: timestampSchema });

/** The full record, once revealed (`opencontact`, `contacts/{id}`). */
export const personDetailSchema = personSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  emailCheckedAt: timestampSchema.nullable(),
  phoneStatus: z.enum(['verified', 'unverified', 'invalid']),
  phoneCheckedAt: timestampSchema.nullable(),
  twitterUrl: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  employmentHistory: z.array(
    z.object({ company: z.string(), title: z.string(), from: z.string(), to: z.string().nullable() }),
  ),
  provenance: z.record(z.string(), provenanceSchema),
  revealedAt: timestampSchema.nullable(),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const companyDetailSchema = companySummarySchema.extend({
  subIndustry: z.string(),
  employeeCount: z.number().int(),
  revenueBand: z.string(),
  foundedYear: z.number().int().nullable(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  technologies: z.array(z.string()),
  fundingStage: z.enum(fundingStages),
  fundingTotalUsd: z.number().nullable(),
  lastFundingAt: z.iso.date().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  keyPeople: z.array(z.object({ name: z.string(), title: z.string(), personId: idSchema.nullable() })),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const personParamsSchema = z.object({ id: idSchema });

// Saved lists ------------------------------------------------------------------------------------

export const savedListSchema = z.object({
  id: idSchema,
  name: z.string(),
  peopleCount: z.number().int(),
  /** People on the list the organisation has not revealed yet. */
  unrevealedCount: z.number().int(),
  /** Credits that revealing them would cost: people with an invalid email and no phone are free. */
  revealCredits: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SavedList = z.infer<typeof savedListSchema>;

export const createListBodySchema = z.strictObject({
  name: textField(120).min(1, { message: 'Give the list a name' }),
});
export const listPeopleBodySchema = z.strictObject({
  personIds: z.array(idSchema).min(1).max(500),
});
export const listParamsSchema = z.object({ id: idSchema });
export const listPeopleQuerySchema = pageQuerySchema;
/** Bulk reveal: the caller confirms the cost it was shown; a different cost answers 409 with the new one. */
export const revealListBodySchema = z.strictObject({
  expectedCredits: z.number().int().min(0).max(1_000_000),
});
/** What a bulk reveal did: people newly revealed, credits spent, and the list's counts after it. */
export const revealListResultSchema = z.object({
  list: savedListSchema,
  revealed: z.number().int(),
  credits: z.number().int(),
});
export type RevealListResult = z.infer<typeof revealListResultSchema>;
