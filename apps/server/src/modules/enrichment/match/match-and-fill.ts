import { fillCells } from './fill-cells.ts';
import { matchKeysOf } from './match-keys.ts';
import type { EnrichedRow, EnrichmentRecords, EnrichmentRow, PersonCandidate, RowMatch } from './match-types.ts';
import { indexCompanies, type PickedMatch, pickCompany, pickPerson } from './pick-match.ts';

/** Rows read per round of statements; a larger batch is read in slices of this size. */
export const maxMatchBatchRows = 5_000;

function rowMatchOf(picked: PickedMatch): RowMatch {
  const outcome = picked.person
    ? 'person'
    : picked.ambiguous.length > 0
      ? 'ambiguous'
      : picked.company
        ? 'company'
        : 'none';
  return {
    outcome,
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
  const [candidates, companies, verdicts] = await Promise.all([
    records.matchPeople(keyed.map(({ keys }) => keys)),
    records.companiesByDomainOrName({
      domains: keyed.flatMap(({ keys }) => keys.domain ?? []),
      nameKeys: keyed.flatMap(({ keys }) => keys.companyKey ?? []),
    }),
    // The verifier's word on the file's own addresses (a verified one is kept whatever else is found).
    records.storedEmailStatuses([...new Set(keyed.flatMap(({ keys }) => keys.email ?? []))]),
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

  // Patterns are read for the companies of rows whose person has no usable address in the records.
  const patternDomains = new Set<string>();
  const companyIds = new Set<string>();
  for (const { match } of matched) {
    if (!match.company) continue;
    companyIds.add(match.company.id);
    const hasUsableRecordEmail = match.person?.email && match.person.emailStatus !== 'invalid';
    if (!hasUsableRecordEmail) patternDomains.add(match.company.domain);
  }
  const [patterns, intentTopics] = await Promise.all([
    records.emailPatterns([...patternDomains]),
    records.intentTopics([...companyIds]),
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
