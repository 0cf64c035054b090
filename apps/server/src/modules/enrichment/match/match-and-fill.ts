import { fillCells } from './fill-cells.ts';
import { matchKeysOf } from './match-keys.ts';
import type {
  EnrichedRow,
  EnrichmentRecords,
  EnrichmentRow,
  MatchOutcome,
  PersonCandidate,
  RowMatch,
} from './match-types.ts';
import { indexCompanies, type PickedMatch, pickCompany, pickPerson } from './pick-match.ts';

/**
 * Rows read per round of statements; a larger batch is read in slices of this size. It keeps each
 * statement's estimated cost under PostgreSQL's default `jit_above_cost` (100,000): compiling the
 * plan of a larger one takes longer than running it.
 */
export const maxMatchBatchRows = 1_000;

function outcomeOf(picked: PickedMatch): MatchOutcome {
  if (picked.person) return 'person';
  if (picked.ambiguous.length > 0) return 'ambiguous';
  return picked.company ? 'company' : 'none';
}

function rowMatchOf(picked: PickedMatch): RowMatch {
  return {
    outcome: outcomeOf(picked),
    rule: picked.rule,
    confidence: picked.person ? picked.confidence : picked.company ? picked.companyConfidence : 0,
    personId: picked.person?.id ?? null,
    companyId: picked.company?.id ?? null,
    companyRule: picked.companyRule,
    companyConfidence: picked.companyConfidence,
    ambiguousPersonIds: picked.ambiguous.map((person) => person.id),
  };
}

async function matchAndFillSlice(records: EnrichmentRecords, rows: readonly EnrichmentRow[]): Promise<EnrichedRow[]> {
  const keyed = rows.map((row, index) => ({ row, keys: matchKeysOf(row, index) }));
  const [candidates, companies] = await Promise.all([
    records.matchPeople(keyed.map(({ keys }) => keys)),
    records.companiesByDomainOrName({
      domains: keyed.flatMap(({ keys }) => keys.domain ?? []),
      nameKeys: keyed.flatMap(({ keys }) => keys.companyKey ?? []),
    }),
  ]);
  const byRow = new Map<number, PersonCandidate[]>();
  for (const candidate of candidates) {
    const list = byRow.get(candidate.index) ?? [];
    list.push(candidate);
    byRow.set(candidate.index, list);
  }
  const companyIndex = indexCompanies(companies);
  const knownDomains = new Set(companyIndex.byDomain.keys());
  const matched = keyed.map(({ row, keys }) => {
    const person = pickPerson(row, keys, byRow.get(keys.index) ?? [], knownDomains);
    const match: PickedMatch = { ...person, ...pickCompany(keys, person.person, person.confidence, companyIndex) };
    return { row, keys, match };
  });

  // Patterns are read for the companies of rows whose person has no usable address in the records;
  // verdicts for the file's own addresses but those the records hold for the person, with a status.
  const patternDomains = new Set<string>();
  const companyIds = new Set<string>();
  const fileAddresses = new Set<string>();
  for (const { keys, match } of matched) {
    if (keys.email && keys.email !== match.person?.email) fileAddresses.add(keys.email);
    if (!match.company) continue;
    companyIds.add(match.company.id);
    const hasUsableRecordEmail = match.person?.email && match.person.emailStatus !== 'invalid';
    if (!hasUsableRecordEmail) patternDomains.add(match.company.domain);
  }
  const [patterns, intentTopics, verdicts] = await Promise.all([
    records.emailPatterns([...patternDomains]),
    records.intentTopics([...companyIds]),
    records.storedEmailStatuses([...fileAddresses]),
  ]);
  const context = { patterns, verdicts, intentTopics };
  return matched.map(({ row, match }) => ({
    rowNumber: row.rowNumber,
    match: rowMatchOf(match),
    cells: fillCells(row, match, context),
  }));
}

/**
 * Matches each row to Leadpilot's people and companies and fills its cells (see pick-match.ts for
 * the rules, fill-email.ts and fill-cells.ts for the cells and what is chargeable). A handful of
 * statements per slice of `maxMatchBatchRows` rows, never one per row; rows come back in order.
 */
export async function matchAndFill(records: EnrichmentRecords, rows: readonly EnrichmentRow[]): Promise<EnrichedRow[]> {
  const enriched: EnrichedRow[] = [];
  for (let start = 0; start < rows.length; start += maxMatchBatchRows) {
    enriched.push(...(await matchAndFillSlice(records, rows.slice(start, start + maxMatchBatchRows))));
  }
  return enriched;
}
