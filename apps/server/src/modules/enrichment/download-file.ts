import { PassThrough } from 'node:stream';
import {
  type AiColumn,
  type EnrichmentAddedField,
  enrichmentAddedFieldLabels,
  enrichmentAddedFields,
} from '@leadpilot/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentRows } from '../../db/schema.ts';
import { type AiCell, isAiCell } from './ai-cells.ts';
import type { EnrichmentFileRow } from './enrichment-files.ts';
import { type OutputCell, writeCsv, writeXlsx } from './file-intake/index.ts';
import type { EnrichmentCell } from './match/index.ts';

/** Rows read per query while a download streams. */
const pageSize = 1000;

type RowStatus = (typeof enrichmentRows.$inferSelect)['status'];

/** What the verifier's verdict makes of a found address. */
const verdictWords: Record<string, string> = {
  verified: 'found',
  risky: 'found, risky (the server accepts any address)',
  invalid: 'found, not deliverable',
  unknown: 'found, not verified',
};

/** A cell's status as the enriched file says it (an address's, with its verdict: `verdict`). */
function statusWords(cell: EnrichmentCell | undefined, verdict?: EnrichmentCell): string {
  if (!cell || cell.status === 'not_found') return 'not found';
  if (cell.status === 'kept') return 'kept from your file';
  if (cell.needsVerification) {
    return cell.source === 'pattern' ? 'guessed from the company’s email pattern, not verified' : 'found, not verified';
  }
  if (cell.field !== 'email' || verdict?.status !== 'found') return 'found';
  return verdictWords[verdict.value ?? 'unknown'] ?? 'found';
}

const rowStatusWords: Record<RowStatus, string> = {
  pending: 'not enriched yet',
  found: 'enriched',
  not_found: 'nothing found',
  failed: 'failed',
};

/** The file's rows, `pageSize` at a time, in order; only those of `statuses` when given. */
async function* rowsOf(db: Database, fileId: string, statuses?: RowStatus[]) {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(enrichmentRows)
      .where(
        and(
          eq(enrichmentRows.fileId, fileId),
          gt(enrichmentRows.rowNumber, after),
          statuses ? inArray(enrichmentRows.status, statuses) : undefined,
        ),
      )
      .orderBy(asc(enrichmentRows.rowNumber))
      .limit(pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.rowNumber;
  }
}

/** The enriched file's rows: the file's own columns first, then each added column and its status. */
async function* enrichedRows(db: Database, file: EnrichmentFileRow): AsyncGenerator<OutputCell[]> {
  const columns = file.aiColumns as AiColumn[];
  const label = (field: EnrichmentAddedField) => enrichmentAddedFieldLabels[field];
  yield [
    ...file.headers,
    ...enrichmentAddedFields.flatMap((field) => [label(field), `${label(field)} status`]),
    ...columns.flatMap((column) => [column.name, `${column.name} status`, `${column.name} sources`]),
    'Matched by',
    'Match confidence',
    'Row status',
  ];
  for await (const row of rowsOf(db, file.id)) {
    const added = row.added as (EnrichmentCell | AiCell)[];
    const cells = new Map(added.filter((cell) => !isAiCell(cell)).map((cell) => [cell.field, cell as EnrichmentCell]));
    const aiCells = new Map(added.filter(isAiCell).map((cell) => [cell.field, cell]));
    yield [
      ...file.headers.map((_, index) => row.cells[index] ?? ''),
      ...enrichmentAddedFields.flatMap((field) => {
        const cell = cells.get(field);
        return [cell?.value ?? '', row.status === 'pending' ? '' : statusWords(cell, cells.get('emailStatus'))];
      }),
      ...columns.flatMap((column) => {
        const cell = aiCells.get(column.key);
        if (!cell || row.status === 'pending') return ['', '', ''];
        const sources = cell.facts.map((fact) => `${fact.label}: ${fact.value}`).join('; ');
        return [cell.value ?? '', cell.status === 'found' ? 'written' : `not written: ${cell.reason}`, sources];
      }),
      row.matchRule ?? '',
      row.matchConfidence === null ? '' : Math.round(row.matchConfidence * 100) / 100,
      rowStatusWords[row.status],
    ];
  }
}

/** The rows that failed or found nothing, as uploaded, with the reason: fix them and upload again. */
async function* failedRows(db: Database, file: EnrichmentFileRow): AsyncGenerator<OutputCell[]> {
  yield [...file.headers, 'Reason'];
  for await (const row of rowsOf(db, file.id, ['not_found', 'failed'])) {
    yield [...file.headers.map((_, index) => row.cells[index] ?? ''), row.reason || 'Nothing was found for this row.'];
  }
}

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A download's name: the upload's, without its extension, and what it holds. */
export function downloadName(file: EnrichmentFileRow, which: 'enriched' | 'failed', format: 'csv' | 'xlsx') {
  const base =
    file.name
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[^\w .-]+/g, '')
      .trim() || 'enrichment';
  return `${base}-${which}.${format}`;
}

/**
 * The enriched (or failed-rows) file as a stream, written as it is read (formula cells escaped by
 * the writers): the reply starts at once and a 100,000-row file is never held whole.
 */
export function downloadStream(
  db: Database,
  file: EnrichmentFileRow,
  which: 'enriched' | 'failed',
  format: 'csv' | 'xlsx',
  onError: (error: unknown) => void,
) {
  const rows = which === 'enriched' ? enrichedRows(db, file) : failedRows(db, file);
  const out = new PassThrough();
  const written = format === 'csv' ? writeCsv(rows, out) : writeXlsx(rows, out, { sheetName: 'Enriched' });
  written.catch((error: unknown) => {
    onError(error);
    out.destroy(error as Error);
  });
  return { stream: out, contentType: types[format], fileName: downloadName(file, which, format) };
}
