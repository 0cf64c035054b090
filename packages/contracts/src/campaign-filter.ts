import { z } from 'zod';
import { dataReplySchema } from './common.ts';
import { planIdSchema } from './plans.ts';
import {
  type Department,
  departments,
  type EmailStatus,
  emailStatuses,
  type FundingStage,
  fundingStages,
  type RevenueBand,
  revenueBands,
  type Seniority,
  type SizeBand,
  seniorities,
  sizeBands,
} from './prospects.ts';

/** Buying-intent filters need this plan or a higher one. */
export const intentFiltersMinimumPlan = 'startup' as const;
/** The 422 message a search with intent filters gets below the Startup plan. */
export const intentFiltersPlanMessage = 'Buying-intent filters are included from the Startup plan up.';

export const seniorityLabels: Record<Seniority, string> = {
  owner: 'Owner / founder',
  c_suite: 'C-suite',
  vp: 'VP',
  director: 'Director',
  manager: 'Manager',
  senior: 'Senior',
  entry: 'Entry level',
};
export const departmentLabels: Record<Department, string> = {
  executive: 'Executive',
  sales: 'Sales',
  marketing: 'Marketing',
  engineering: 'Engineering',
  product: 'Product',
  finance: 'Finance',
  operations: 'Operations',
  customer_success: 'Customer success',
  human_resources: 'Human resources',
  it: 'IT',
  legal: 'Legal',
};
export const sizeBandLabels: Record<SizeBand, string> = {
  '1-10': '1–10 employees',
  '11-50': '11–50 employees',
  '51-200': '51–200 employees',
  '201-500': '201–500 employees',
  '501-1000': '501–1,000 employees',
  '1001-5000': '1,001–5,000 employees',
  '5001-10000': '5,001–10,000 employees',
  '10001+': 'Over 10,000 employees',
};
export const revenueBandLabels: Record<RevenueBand, string> = {
  '<1M': 'Under $1M',
  '1M-10M': '$1M–$10M',
  '10M-50M': '$10M–$50M',
  '50M-100M': '$50M–$100M',
  '100M-500M': '$100M–$500M',
  '500M-1B': '$500M–$1B',
  '1B+': 'Over $1B',
};
export const fundingStageLabels: Record<FundingStage, string> = {
  none: 'No funding',
  seed: 'Seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  series_d_plus: 'Series D and later',
  private_equity: 'Private equity',
  public: 'Public company',
};
export const emailStatusLabels: Record<EmailStatus, string> = {
  verified: 'Verified',
  risky: 'Risky',
  invalid: 'Invalid',
  unknown: 'Unknown',
};

/** `[{ value, label }]` in the enum's own order. */
function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The labelled enum options, identical for every organisation. */
export const prospectFilterEnumOptions = {
  seniorities: optionsOf(seniorities, seniorityLabels),
  departments: optionsOf(departments, departmentLabels),
  sizeBands: optionsOf(sizeBands, sizeBandLabels),
  revenueBands: optionsOf(revenueBands, revenueBandLabels),
  fundingStages: optionsOf(fundingStages, fundingStageLabels),
  emailStatuses: optionsOf(emailStatuses, emailStatusLabels),
};

export const filterOptionSchema = z.object({ value: z.string(), label: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** What the audience builder and people search offer (`GET /api/v1/campaign/filter`). */
export const campaignFilterOptionsSchema = z.object({
  seniorities: z.array(filterOptionSchema),
  departments: z.array(filterOptionSchema),
  sizeBands: z.array(filterOptionSchema),
  revenueBands: z.array(filterOptionSchema),
  fundingStages: z.array(filterOptionSchema),
  emailStatuses: z.array(filterOptionSchema),
  /** Values present in the data, sorted. */
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  /** Two-letter codes present in the data, with their English names, sorted by name. */
  countries: z.array(filterOptionSchema),
  intent: z.object({
    topics: z.array(z.string()),
    /** Whether this organisation's plan includes buying-intent filters. */
    isAllowed: z.boolean(),
    minimumPlan: planIdSchema,
    /** Why not, when `isAllowed` is false. */
    message: z.string().nullable(),
    /** The score from which a topic counts as surging, the default minimum. */
    defaultMinScore: z.number().int(),
  }),
});
export type CampaignFilterOptions = z.infer<typeof campaignFilterOptionsSchema>;

export const campaignFilterReplySchema = dataReplySchema(campaignFilterOptionsSchema);
export type CampaignFilterReply = z.infer<typeof campaignFilterReplySchema>;
