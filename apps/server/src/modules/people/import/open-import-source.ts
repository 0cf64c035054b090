import { ImportError } from './import.errors.ts';
import { allColumns, isKnownColumn, normalizeColumnName } from './import-columns.ts';
import { openCsvRows, readCsvHeader } from './read-csv-rows.ts';
import { openJsonlRows } from './read-jsonl-rows.ts';
import type { RowSource, SourcePosition } from './source-rows.ts';

/**
 * The rows of an import file from `resumeAt` (a checkpoint) or its first data row. A CSV's header
 * is read first: it must name `company_domain` and no column twice; columns that are not part of
 * the format are answered as `ignoredColumns` (a JSON Lines file names its columns per line).
 */
export async function openImportSource(
  file: string,
  format: 'csv' | 'jsonl',
  resumeAt: SourcePosition | null,
): Promise<{ source: RowSource; ignoredColumns: string[] }> {
  if (format === 'jsonl')
    return { source: openJsonlRows(file, resumeAt ?? { offset: 0, line: 1 }), ignoredColumns: [] };
  const header = await readCsvHeader(file);
  if (!header) throw new ImportError('BAD_HEADER', `${file} is empty: a CSV needs a header row naming its columns.`);
  const columns = header.columns.map(normalizeColumnName);
  const duplicates = columns.filter((column, index) => column in allColumns && columns.indexOf(column) !== index);
  if (duplicates.length > 0) {
    throw new ImportError('BAD_HEADER', `The header names ${[...new Set(duplicates)].join(', ')} more than once.`);
  }
  if (!columns.includes('company_domain')) {
    throw new ImportError(
      'BAD_HEADER',
      `The header has no company_domain column (it has ${header.columns.slice(0, 12).join(', ')}): see docs/prospects.md#importing-data for the columns.`,
    );
  }
  return {
    source: openCsvRows(file, columns, resumeAt ?? header.end),
    ignoredColumns: header.columns.filter((_, index) => !isKnownColumn(columns[index] ?? '')),
  };
}
