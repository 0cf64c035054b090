import type { NormalisedRow } from './file-intake/index.ts';
import type { EnrichmentRow } from './match/index.ts';

/** A file's row, read through its mapping, as the matcher takes it. */
export function toEnrichmentRow(rowNumber: number, row: NormalisedRow): EnrichmentRow {
  return {
    rowNumber,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    domain: row.domain,
    linkedinUrl: row.linkedinUrl,
    title: row.title,
    country: row.country,
    phone: row.phone,
  };
}
