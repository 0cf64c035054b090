import Papa from 'papaparse';
import { loadExcelJs } from './load-exceljs.ts';
import type { TableData } from './table-data.ts';

/** Why a file could not become a table, in words for the person who picked it. */
export class TableFileError extends Error {}

function fileKind(name: string): 'csv' | 'xlsx' | null {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return null;
}

/** Header and rows from lines of cells: the first non-empty line is the header; blank lines are dropped. */
export function linesToTable(lines: string[][]): TableData {
  const filled = lines.filter((line) => line.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = filled;
  if (!header) throw new TableFileError('The file is empty: it has no header row.');
  const width = header.length;
  return { header, rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '')) };
}

/** The cells of a CSV text. */
export function parseCsv(text: string): TableData {
  if (text.includes('\u0000')) throw new TableFileError('The file is not a readable CSV (it holds binary data).');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new TableFileError(`The CSV could not be read: ${fatal.message} (row ${(fatal.row ?? 0) + 1}).`);
  return linesToTable(result.data);
}

/** The cells of the first sheet of an XLSX workbook, as text. */
export async function parseXlsx(content: ArrayBuffer): Promise<TableData> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content);
  } catch {
    throw new TableFileError('The file is not a readable XLSX workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new TableFileError('The workbook has no sheet.');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text;
    });
    lines.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return linesToTable(lines);
}

/** Reads a picked or dropped CSV or XLSX file into a table; throws a `TableFileError` saying what is wrong. */
export async function readTableFile(file: File): Promise<TableData> {
  const kind = fileKind(file.name);
  if (!kind) throw new TableFileError(`${file.name} is not a CSV or XLSX file.`);
  if (file.size === 0) throw new TableFileError(`${file.name} is empty.`);
  return kind === 'csv' ? parseCsv(await file.text()) : parseXlsx(await file.arrayBuffer());
}
