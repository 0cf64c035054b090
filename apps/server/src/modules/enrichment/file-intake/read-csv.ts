import Papa from 'papaparse';
import { type CsvSyntax, readCsvRow } from './csv-row.ts';
import type { TextEncoding } from './detect-format.ts';
import { type FileIntakeError, rowTooLarge, unclosedQuote } from './file-intake.errors.ts';
import { recordBreaksToLineFeeds } from './line-breaks.ts';
import type { Delimiter, LineEnding } from './sniff-delimiter.ts';
import { isBlankRow, rowExceeds, type TableRow } from './table-row.ts';

export interface CsvReadOptions {
  delimiter: Delimiter;
  lineEndings: readonly LineEnding[];
  encoding: TextEncoding;
  maxRowBytes: number;
}

/** What PapaParse's parser answers for a text: its rows, and where the last complete row ends. */
interface PapaResult {
  data: string[][];
  /** `InvalidQuotes` (a quote inside a quoted field that neither closes it nor is doubled) or `MissingQuotes`. */
  errors: { code: string; row: number }[];
  meta: { cursor: number };
}

/**
 * The rows of a CSV, in batches (one per chunk read), decoded from the file's encoding (the byte
 * order mark left out) and parsed chunk by chunk with PapaParse: quoted fields may hold delimiters,
 * doubled quotes and line breaks (white space after the closing quote is left out); rows may have
 * any length; quotes inside unquoted fields are text,
 * and so is a quoted field with text after its closing quote (see `readCsvRow`). Records end at the
 * file's own line ending (see `sniffLineEndings`), or at any of them when its lines end in different
 * ways. Blank rows are counted (so row numbers stay those a spreadsheet shows) but not returned. A
 * row over `maxRowBytes` stops the read, and so does a row that never ends (a quote left open) once
 * its text passes that size, before it is held whole in memory.
 */
export async function* readCsvRows(chunks: AsyncIterable<Buffer>, options: CsvReadOptions): AsyncGenerator<TableRow[]> {
  const { maxRowBytes } = options;
  const mixed = options.lineEndings.length !== 1;
  const newline: LineEnding = mixed ? '\n' : (options.lineEndings[0] ?? '\n');
  const syntax: CsvSyntax = { delimiter: options.delimiter, newline };
  const config = { delimiter: options.delimiter, newline, quoteChar: '"' };
  const parser = new Papa.Parser(config);
  const toLineFeeds = mixed ? recordBreaksToLineFeeds(options.delimiter) : undefined;
  const decoder = new TextDecoder(options.encoding);
  let rowNumber = 0;
  /** The start of a row whose end has not arrived yet. */
  let rest = '';

  const take = (cells: string[], batch: TableRow[]) => {
    rowNumber += 1;
    if (isBlankRow(cells)) return;
    if (rowExceeds(cells, maxRowBytes)) throw rowTooLarge(rowNumber, maxRowBytes, 'csv');
    batch.push({ rowNumber, cells });
  };
  const unclosed = (cells: string[]): FileIntakeError =>
    rowExceeds(cells, maxRowBytes) ? rowTooLarge(rowNumber + 1, maxRowBytes, 'csv') : unclosedQuote(rowNumber + 1);

  /** Where the row numbered `index` (from 0) of `text` starts. */
  const rowStart = (text: string, index: number, isLast: boolean): number => {
    if (index === 0) return 0;
    const result = new Papa.Parser({ ...config, preview: index }).parse(text, 0, !isLast) as PapaResult;
    return result.meta.cursor;
  };

  /** The rows of `text`, which starts where a row starts; the row it ends inside of is kept in `rest`. */
  function readText(text: string, isLast: boolean): TableRow[] {
    const batch: TableRow[] = [];
    const result = parser.parse(text, 0, !isLast) as PapaResult;
    const problem = result.errors[0];
    const rows = problem ? result.data.slice(0, problem.row) : result.data;
    for (const cells of rows) take(cells, batch);
    if (!problem) {
      rest = isLast ? '' : text.slice(result.meta.cursor);
      return batch;
    }
    if (problem.code === 'MissingQuotes') throw unclosed(result.data[problem.row] ?? []);
    // A quoted field with text after its closing quote: from its row on, the text is read row by row.
    let at = rowStart(text, problem.row, isLast);
    while (at < text.length) {
      const read = readCsvRow(text, at, syntax, isLast);
      if (read.status === 'unclosed') throw unclosed(read.cells);
      if (read.status === 'cut') break;
      take(read.cells, batch);
      at = read.end;
    }
    rest = text.slice(at);
    return batch;
  }

  for await (const chunk of chunks) {
    let text = decoder.decode(chunk, { stream: true });
    if (!text) continue;
    if (toLineFeeds) text = toLineFeeds(text);
    const batch = readText(rest + text, false);
    if (rest.length > maxRowBytes && rowExceeds(readCsvRow(rest, 0, syntax, false).cells, maxRowBytes)) {
      throw rowTooLarge(rowNumber + 1, maxRowBytes, 'csv');
    }
    if (batch.length > 0) yield batch;
  }
  let text = decoder.decode();
  if (toLineFeeds) text = toLineFeeds(text);
  const batch = readText(rest + text, true);
  if (batch.length > 0) yield batch;
}
