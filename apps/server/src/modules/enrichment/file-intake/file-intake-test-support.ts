import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { FileIntakeError } from './file-intake.errors.ts';
import type { Table } from './read-table.ts';
import type { TableRow } from './table-row.ts';

/** The folder of the intake's small committed files. */
export const fixturesFolder = fileURLToPath(new URL('../../../../test/fixtures/enrichment/', import.meta.url));

/**
 * A semicolon-separated export with a byte order mark, CRLF line ends, headers in odd case with
 * spaces, blank lines, a quoted field holding a semicolon and a line break, a formula cell, a short
 * row and a long one (see the file).
 */
export const messyProspectsFile = path.join(fixturesFolder, 'messy-prospects.csv');

/** `buffer` handed over in chunks of `size` bytes, as a network upload arrives. */
export function* chunksOf(buffer: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < buffer.length; start += size) yield buffer.subarray(start, start + size);
}

/** Every data row of a table, read to the end. */
export async function readAllRows(table: Table): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

/** The `FileIntakeError` a piece of work fails with; fails the test when it succeeds or fails otherwise. */
export async function intakeErrorOf(work: () => Promise<unknown>): Promise<FileIntakeError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof FileIntakeError) return error;
    throw error;
  }
  throw new Error('expected a FileIntakeError, but the work succeeded');
}

/** An XLSX workbook built in memory; `sheets` in order, each a list of rows (exceljs cell values). */
export async function workbookOf(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip archive (entries stored, not compressed) of text files: a zip that is not a workbook. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const firstNames = ['Anna', 'Bjørn', 'Chen', 'Dmitri', 'Émile', 'Fatima', 'George', 'Hana', 'Ivan', 'Jun'];
const lastNames = ['Smith', 'Müller', "O'Brien", 'Nakamura', 'García', 'Kowalski', 'Dubois', 'Novak'];
const titles = ['Head of Sales', 'VP Marketing', 'CTO', 'Account Executive', 'Founder & CEO', 'Sales Manager'];
const countries = ['Germany', 'United States', 'France', 'India', 'Japan', 'Brazil', 'United Kingdom'];

/**
 * A realistic prospect export of `count` rows: the columns people's files have (names, work email,
 * company, website, title, country, phone, LinkedIn, notes), company names with commas, notes with
 * quotes, as a comma-separated string with CRLF line ends.
 */
export function prospectsCsv(count: number): string {
  const lines = ['First Name,Last Name,Email,Company,Website,Job Title,Country,Phone,LinkedIn,Notes'];
  for (let index = 0; index < count; index += 1) {
    const first = firstNames[index % firstNames.length] ?? '';
    const last = lastNames[index % lastNames.length] ?? '';
    const company = index % 500;
    const handle = `${first}-${last}-${index}`
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
    lines.push(
      [
        first,
        last,
        `${handle}@acme${company}.com`,
        `"Acme ${company}, Inc."`,
        `https://www.acme${company}.com`,
        titles[index % titles.length],
        countries[index % countries.length],
        `+49 30 ${String(1_000_000 + index)}`,
        `https://www.linkedin.com/in/${handle}`,
        index % 3 === 0 ? `"Met at ""SaaStr"" ${2020 + (index % 6)}"` : '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
