import { PassThrough, type Writable } from 'node:stream';
import { escapeFormula, type OutputCell, type OutputRows } from './escape-cell.ts';

/** The most characters Excel keeps in a cell; a longer one makes it refuse to open the file. */
const maxCellLength = 32_767;
/** Characters XML 1.0 cannot hold, which exceljs leaves in (it drops the control characters itself). */
const unwritable = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xlsxCell(cell: OutputCell): string | number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  let text = escapeFormula(cell).replace(unwritable, '');
  if (text.length > maxCellLength) {
    // Cut before, not inside, a character written as two UTF-16 units.
    const end = /[\uD800-\uDBFF]/.test(text[maxCellLength - 1] ?? '') ? maxCellLength - 1 : maxCellLength;
    text = text.slice(0, end);
  }
  return text;
}

async function writeWorkbook(rows: OutputRows, out: Writable, sheetName: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  for await (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
  sheet.commit();
  await workbook.commit();
}

/**
 * Writes rows as an XLSX workbook of one sheet with exceljs's streaming writer: each row is handed
 * to the zip as it is added. Every text cell is a plain string (never a formula), escaped against
 * formula injection as in CSV (`escapeFormula`) and cut to Excel's 32,767 characters; numbers are
 * number cells. Into `out`, which it ends (start reading `out` before awaiting: the promise settles
 * once all is written); without `out`, as one Buffer.
 */
export function writeXlsx(rows: OutputRows, out?: undefined, options?: { sheetName?: string }): Promise<Buffer>;
export function writeXlsx(rows: OutputRows, out: Writable, options?: { sheetName?: string }): Promise<void>;
export async function writeXlsx(
  rows: OutputRows,
  out?: Writable,
  options: { sheetName?: string } = {},
): Promise<unknown> {
  const sheetName = options.sheetName ?? 'Prospects';
  if (out) {
    await writeWorkbook(rows, out, sheetName);
    return undefined;
  }
  const collector = new PassThrough();
  const parts: Buffer[] = [];
  collector.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeWorkbook(rows, collector, sheetName);
  return Buffer.concat(parts);
}
