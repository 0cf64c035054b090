export { createDrizzleEnrichmentRecords } from './drizzle-enrichment-records.ts';
export { isChargeableEmailStatus } from './fill-email.ts';
export { matchAndFill, maxMatchBatchRows } from './match-and-fill.ts';
export { companyKeyOf, nameKeyOf } from './match-keys.ts';
export {
  type CellSource,
  type CompanyRecord,
  type CompanyRule,
  type EmailPattern,
  type EmailPatternName,
  type EmailStatus,
  type EnrichedRow,
  type EnrichmentCell,
  type EnrichmentField,
  type EnrichmentRecords,
  type EnrichmentRow,
  enrichmentFields,
  type MatchKeys,
  type MatchOutcome,
  type MatchRule,
  matchRuleConfidence,
  type PersonCandidate,
  type PersonRecord,
  type RowMatch,
} from './match-types.ts';
export { rememberCompanyFacts } from './remember-company-facts.ts';
