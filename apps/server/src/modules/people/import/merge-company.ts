import { newCompanyFields, type ProspectCompanyPatch } from '@leadpilot/contracts';
import { revenueBandOf, sizeBandOf } from '../generator/generate-company.ts';
import {
  type CompanyRow,
  type CompanyValues,
  changesBetween,
  type FieldChange,
  type MissingField,
} from './prospect-values.ts';

/** A company while the records of a batch are applied to it: what is known so far. */
export type CompanyDraft = Partial<CompanyValues>;

/** The company columns a record can change, in the order they are reported. */
export const companyRecordFields = [
  'name',
  'domain',
  'logoUrl',
  'industry',
  'subIndustry',
  'employeeCount',
  'sizeBand',
  'revenueBand',
  'foundedYear',
  'country',
  'region',
  'city',
  'description',
  'keywords',
  'technologies',
  'fundingStage',
  'fundingTotalUsd',
  'lastFundingAt',
  'linkedinUrl',
  'twitterUrl',
] as const satisfies readonly (keyof CompanyValues)[];

/** The company columns copied onto its people: when one changes, every one of its people is rewritten. */
export const copiedCompanyFields = [
  'name',
  'industry',
  'sizeBand',
  'revenueBand',
  'fundingStage',
  'technologies',
] as const satisfies readonly (keyof CompanyValues)[];

/**
 * Applies the fields a record gives; absent fields keep what the company has. The size band
 * follows the employee count, and the revenue band a yearly revenue when no band is given, with
 * the generator's rules.
 */
export function applyCompanyPatch(draft: CompanyDraft, patch: ProspectCompanyPatch): CompanyDraft {
  const { annualRevenueUsd, ...fields } = patch;
  const next: CompanyDraft = { ...draft };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  if (patch.employeeCount !== undefined) next.sizeBand = sizeBandOf(patch.employeeCount);
  if (patch.revenueBand === undefined && annualRevenueUsd !== undefined) {
    next.revenueBand = revenueBandOf(annualRevenueUsd);
  }
  return next;
}

/** The fields a company that does not exist yet still lacks, named as record paths (`company.industry`). */
export function missingCompanyFields(draft: CompanyDraft): MissingField[] {
  const required: [keyof typeof newCompanyFields, unknown][] = [
    ['name', draft.name],
    ['domain', draft.domain],
    ['industry', draft.industry],
    ['employeeCount', draft.employeeCount],
    ['country', draft.country],
  ];
  return required
    .filter(([, value]) => value === undefined || value === '')
    .map(([field]) => ({ field: `company.${field}`, message: newCompanyFields[field] }));
}

/**
 * A full company row from a draft, with the table's defaults. For a company that does not exist
 * yet, check `missingCompanyFields` first: this fills what is missing with empty values.
 */
export function completeCompany(draft: CompanyDraft, options: { id: string; now: Date }): CompanyValues {
  const employeeCount = draft.employeeCount ?? 0;
  return {
    id: draft.id ?? options.id,
    name: draft.name ?? '',
    domain: draft.domain ?? '',
    logoUrl: draft.logoUrl ?? null,
    industry: draft.industry ?? '',
    subIndustry: draft.subIndustry ?? '',
    employeeCount,
    sizeBand: draft.sizeBand ?? sizeBandOf(employeeCount),
    revenueBand: draft.revenueBand ?? '',
    foundedYear: draft.foundedYear ?? null,
    country: draft.country ?? '',
    region: draft.region ?? '',
    city: draft.city ?? '',
    description: draft.description ?? '',
    keywords: draft.keywords ?? [],
    technologies: draft.technologies ?? [],
    fundingStage: draft.fundingStage ?? 'none',
    fundingTotalUsd: draft.fundingTotalUsd ?? null,
    lastFundingAt: draft.lastFundingAt ?? null,
    linkedinUrl: draft.linkedinUrl ?? null,
    twitterUrl: draft.twitterUrl ?? null,
    keyPeople: draft.keyPeople ?? [],
    createdAt: draft.createdAt ?? options.now,
    updatedAt: draft.updatedAt ?? options.now,
  };
}

/** What a set of records did to one company, against the stored row (`null`: the company is new). */
export function companyChanges(stored: CompanyRow | null, company: CompanyValues): FieldChange[] {
  return changesBetween(stored, company, companyRecordFields, 'company.');
}

/** Whether a change touches a column its people carry a copy of. */
export function touchesCopiedColumns(changes: readonly FieldChange[]): boolean {
  return changes.some((change) => copiedCompanyFields.some((field) => change.field === `company.${field}`));
}
