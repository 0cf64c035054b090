import { prospectPersonPatchSchema } from '@leadpilot/contracts';
import { hasUnstorableText } from '../../../platform/request-text.ts';
import type { ImportRecord } from './apply-import-batch.ts';
import { columnOfPath, recordOfCells, verifiedAtColumn } from './import-columns.ts';
import type { MissingField } from './prospect-values.ts';

export type ParsedRow = { isValid: true; record: ImportRecord } | { isValid: false; reason: string };

const dateOrMoment = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `2026-03-01` or `2026-03-01T09:30:00Z` as a moment; null when it is neither. */
function parseMoment(value: unknown): Date | null {
  if (typeof value !== 'string' || !dateOrMoment.test(value.trim())) return null;
  const moment = new Date(value.trim());
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** One reason per column, in the order the columns were found wrong. */
function reasonOf(problems: { path: readonly PropertyKey[]; message: string }[]): string {
  const byColumn = new Map<string, string>();
  for (const problem of problems) {
    const column = columnOfPath(problem.path);
    if (!byColumn.has(column)) byColumn.set(column, problem.message);
  }
  return [...byColumn].map(([column, message]) => `${column}: ${message}`).join('; ');
}

/** Why a row that parsed could not be applied: what its new person or new company lacks. */
export function missingReason(missing: readonly MissingField[], domain: string): string {
  const reason = reasonOf(missing.map((field) => ({ path: field.field.split('.'), message: field.message })));
  return missing.some((field) => field.field.startsWith('company.'))
    ? `${reason} (${domain} is a new company)`
    : `${reason} (a new person)`;
}

/**
 * A file row (flat cells by column) as a record for `applyImportBatch`, validated with the
 * record schema the curation route uses; or the reason it was refused, naming the columns.
 */
export function parseImportRow(cells: Record<string, unknown>, options: { source: string; now: Date }): ParsedRow {
  if (hasUnstorableText(cells)) {
    return { isValid: false, reason: 'the row holds NUL characters or broken Unicode, which cannot be stored' };
  }
  const { record, hasPerson } = recordOfCells(cells);
  const parsed = prospectPersonPatchSchema.safeParse(record);
  if (!parsed.success) return { isValid: false, reason: reasonOf(parsed.error.issues) };
  if (!parsed.data.company?.domain) {
    return { isValid: false, reason: "company_domain: Enter the company's domain, such as acme.com" };
  }
  const verifiedAtCell = cells[verifiedAtColumn];
  let verifiedAt = options.now;
  if (verifiedAtCell !== undefined && verifiedAtCell !== null && verifiedAtCell !== '') {
    const moment = parseMoment(verifiedAtCell);
    if (!moment) {
      return { isValid: false, reason: `${verifiedAtColumn}: Use a date such as 2026-03-01 or 2026-03-01T09:30:00Z` };
    }
    verifiedAt = moment;
  }
  return {
    isValid: true,
    record: {
      patch: parsed.data,
      hasPerson,
      provenance: { source: options.source, verifiedAt: verifiedAt.toISOString() },
    },
  };
}
