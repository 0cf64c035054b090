import { Readable } from 'node:stream';
import { cellText } from './cell-text.ts';
import { damagedWorkbook, FileIntakeError, rowTooLarge, zipNotWorkbook } from './file-intake.errors.ts';
import { isBlankRow, rowExceeds, type TableRow } from './table-row.ts';

export interface XlsxReadOptions {
  maxRowBytes: number;
  fileName: string;
}

/** Rows handed on together: small enough for a quick look at the first rows to stay quick. */
const batchSize = 256;

/**
 * The rows of a workbook's first worksheet, in batches, read with exceljs's streaming reader: the
 * zip is inflated as it arrives and only the shared strings are held (worksheets before them go to a
 * temporary file, as exceljs does). Each cell becomes the text the sheet shows (see `cellText`);
 * blank rows are left out. A zip with no worksheet is not a workbook.
 */
export async function* readXlsxRows(
  chunks: AsyncIterable<Buffer>,
  options: XlsxReadOptions,
): AsyncGenerator<TableRow[]> {
  // exceljs pipes the input into its unzipper, and a pipe does not carry errors on: an error of the
  // source (such as the size limit) ends the input instead and is raised here once exceljs stops.
  let sourceError: unknown;
  async function* guarded(): AsyncGenerator<Buffer> {
    try {
      yield* chunks;
    } catch (error) {
      sourceError = error;
    }
  }
  // exceljs (a large module) loads with the first workbook; before the input stream exists, so that
  // nothing of the input moves while it loads.
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from(guarded(), { objectMode: false });
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // The styles tell a date from a number.
    styles: 'cache',
    entries: 'ignore',
  });
  let sawWorksheet = false;
  try {
    for await (const worksheet of workbook) {
      sawWorksheet = true;
      let batch: TableRow[] = [];
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cellText(cell);
        });
        for (let index = 0; index < cells.length; index += 1) cells[index] ??= '';
        if (isBlankRow(cells)) continue;
        if (rowExceeds(cells, options.maxRowBytes)) throw rowTooLarge(row.number, options.maxRowBytes, 'xlsx');
        batch.push({ rowNumber: row.number, cells });
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
      break;
    }
  } catch (error) {
    if (sourceError) throw sourceError;
    if (error instanceof FileIntakeError) throw error;
    throw damagedWorkbook(options.fileName, error);
  } finally {
    input.destroy();
  }
  if (sourceError) throw sourceError;
  if (!sawWorksheet) throw zipNotWorkbook(options.fileName);
}
