import { type ByteSource, openSource } from './byte-source.ts';
import { detectFormat, type TextEncoding } from './detect-format.ts';
import { emptyFile, headersOnly, noHeaderRow, tooManyRows } from './file-intake.errors.ts';
import { cleanHeaders, dataInHeader } from './header-names.ts';
import { readCsvRows } from './read-csv.ts';
import { readXlsxRows } from './read-xlsx.ts';
import { type Delimiter, sniffDelimiter, sniffLineEndings } from './sniff-delimiter.ts';
import type { TableRow } from './table-row.ts';

export interface ReadTableOptions {
  /** Used in messages only: the format is told from the content. */
  fileName: string;
  /** Data rows (the header not counted); default 100,000. */
  maxRows?: number;
  /** Bytes of the file as uploaded; default 50 MB. */
  maxBytes?: number;
  /** Bytes of one row's cells; default 1 MB. */
  maxRowBytes?: number;
}

export const defaultLimits = { maxRows: 100_000, maxBytes: 50 * 1024 * 1024, maxRowBytes: 1024 * 1024 } as const;

export interface Table {
  format: 'csv' | 'xlsx';
  /** The delimiter a CSV was read with; undefined for a workbook. */
  delimiter: Delimiter | undefined;
  /** Column names, trimmed and unique (see `cleanHeaders`). */
  headers: string[];
  /**
   * The data rows, read from the file as they are iterated; they can be iterated once. A row has at
   * least one cell per header (short rows are padded with empty cells) and keeps any extra cells.
   * A row over the row limit, or one row too many, stops the iteration with a `FileIntakeError`.
   */
  rows: AsyncIterable<TableRow>;
  /** Stops reading and releases the source; iterating `rows` to its end or breaking out does it too. */
  close(): Promise<void>;
}

/** What a quick look at a file shows: its columns and its first rows. */
export interface TablePreview {
  format: 'csv' | 'xlsx';
  delimiter: Delimiter | undefined;
  headers: string[];
  /** The first data rows' cells, padded to the headers. */
  sample: string[][];
}

/** Enough of the file to tell its format, encoding and delimiter. */
const headBytes = 64 * 1024;

function decodeHead(head: Buffer, encoding: TextEncoding, isWhole: boolean): string {
  return new TextDecoder(encoding).decode(head, { stream: !isWhole });
}

function rowCursor(batches: AsyncIterator<TableRow[]>) {
  let batch: TableRow[] = [];
  let index = 0;
  return {
    async next(): Promise<TableRow | undefined> {
      while (index >= batch.length) {
        const result = await batches.next();
        if (result.done) return undefined;
        batch = result.value;
        index = 0;
      }
      const row = batch[index];
      index += 1;
      return row;
    },
    /** The rows of the batch at hand not taken yet. */
    takeRest(): TableRow[] {
      const rest = batch.slice(index);
      index = batch.length;
      return rest;
    },
  };
}

/**
 * Opens an uploaded CSV or XLSX file and reads its header and first data row, streaming: the file
 * is never held whole, so the full pass over a 50 MB file runs in little memory. The format comes
 * from the content (see `detectFormat`), a CSV's delimiter from its first lines (`sniffDelimiter`).
 * Fails with a `FileIntakeError` for a file that is not a table, is empty or has no header row, or
 * breaks a limit. The source is read once: to look and then read in full, open the file twice
 * (`peekTable`, then `readTable`).
 */
export async function readTable(source: ByteSource, options: ReadTableOptions): Promise<Table> {
  const maxRows = options.maxRows ?? defaultLimits.maxRows;
  const maxRowBytes = options.maxRowBytes ?? defaultLimits.maxRowBytes;
  const opened = await openSource(source, headBytes, options.maxBytes ?? defaultLimits.maxBytes);
  let batches: AsyncGenerator<TableRow[]> | undefined;
  const close = async () => {
    await batches?.return(undefined);
    await opened.close();
  };
  try {
    const detected = detectFormat(opened.head, opened.isWhole, options.fileName);
    let delimiter: Delimiter | undefined;
    if (detected.format === 'xlsx') {
      batches = readXlsxRows(opened.chunks, { maxRowBytes, fileName: options.fileName });
    } else {
      const headText = decodeHead(opened.head, detected.encoding, opened.isWhole);
      delimiter = sniffDelimiter(headText, opened.isWhole);
      batches = readCsvRows(opened.chunks, {
        delimiter,
        lineEndings: sniffLineEndings(headText),
        encoding: detected.encoding,
        maxRowBytes,
      });
    }
    const cursor = rowCursor(batches);
    const header = await cursor.next();
    if (!header) throw emptyFile();
    const example = dataInHeader(header.cells);
    if (example !== undefined) throw noHeaderRow(example);
    const headers = cleanHeaders(header.cells);
    const first = await cursor.next();
    if (!first) throw headersOnly();

    const firstRow: TableRow = first;
    const rowBatches = batches;
    async function* dataRows(): AsyncGenerator<TableRow> {
      let count = 0;
      const take = (row: TableRow): TableRow => {
        count += 1;
        if (count > maxRows) throw tooManyRows(maxRows);
        while (row.cells.length < headers.length) row.cells.push('');
        return row;
      };
      try {
        yield take(firstRow);
        for (const row of cursor.takeRest()) yield take(row);
        for (let result = await rowBatches.next(); !result.done; result = await rowBatches.next()) {
          for (const row of result.value) yield take(row);
        }
      } finally {
        await close();
      }
    }
    let iterated = false;
    const rows: AsyncIterable<TableRow> = {
      [Symbol.asyncIterator]() {
        if (iterated) throw new Error('The rows of a table can be read once: open the file again to read them again.');
        iterated = true;
        return dataRows();
      },
    };
    return { format: detected.format, delimiter, headers, rows, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The header and the first `sampleSize` (default 10) data rows; the rest of the file is not read. */
export async function peekTable(
  source: ByteSource,
  options: ReadTableOptions & { sampleSize?: number },
): Promise<TablePreview> {
  const sampleSize = options.sampleSize ?? 10;
  const table = await readTable(source, options);
  const sample: string[][] = [];
  try {
    for await (const row of table.rows) {
      if (sampleSize > 0) sample.push(row.cells);
      if (sample.length >= sampleSize) break;
    }
  } finally {
    await table.close();
  }
  return { format: table.format, delimiter: table.delimiter, headers: table.headers, sample };
}
