import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { chunksOf, intakeErrorOf, readAllRows, workbookOf } from './file-intake-test-support.ts';
import { peekTable, readTable } from './read-table.ts';

/** A workbook whose first sheet holds every kind of cell a prospect list has. */
async function richWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prospects');
  sheet.addRow([' Full Name ', 'EMAIL', 'Met on', 'Score', 'Website', 'Notes', 'Active']);
  sheet.addRow([]);
  sheet.addRow([
    'José Müller',
    'jose@acme.com',
    new Date(Date.UTC(2026, 2, 15)),
    { formula: 'B1*2', result: 42 },
    { text: 'acme.com', hyperlink: 'https://acme.com' },
    { richText: [{ text: 'Met at ', font: { bold: true } }, { text: 'the fair' }] },
    true,
  ]);
  sheet.addRow([
    '李小龍',
    null,
    new Date(Date.UTC(2026, 2, 15, 9, 30)),
    0.1 + 0.2,
    { formula: 'LOWER("ACME.COM")', result: 'acme.com' },
    '=HYPERLINK("http://x","y")',
  ]);
  sheet.getCell('C3').numFmt = 'yyyy-mm-dd';
  sheet.getCell('C4').numFmt = 'dd/mm/yyyy hh:mm';
  workbook.addWorksheet('Second').addRow(['Not read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of 300 people, built once for the tests that need some size. */
let largeWorkbook: Promise<Buffer> | undefined;
const peopleWorkbook = () => {
  const rows = Array.from({ length: 300 }, (_, index) => [`Person ${index}`, `p${index}@acme.com`]);
  largeWorkbook ??= workbookOf({ People: [['Name', 'Email'], ...rows] });
  return largeWorkbook;
};

describe('reading an XLSX workbook', () => {
  it('reads the first worksheet, each cell as the text the sheet shows', async () => {
    const table = await readTable(chunksOf(await richWorkbook(), 1000), { fileName: 'prospects.csv' });
    expect(table.format).toBe('xlsx');
    expect(table.delimiter).toBeUndefined();
    expect(table.headers).toEqual(['Full Name', 'EMAIL', 'Met on', 'Score', 'Website', 'Notes', 'Active']);
    const rows = await readAllRows(table);
    expect(rows).toEqual([
      {
        rowNumber: 3,
        cells: ['José Müller', 'jose@acme.com', '2026-03-15', '42', 'acme.com', 'Met at the fair', 'TRUE'],
      },
      {
        rowNumber: 4,
        cells: ['李小龍', '', '2026-03-15T09:30:00', '0.3', 'acme.com', '=HYPERLINK("http://x","y")', ''],
      },
    ]);
  });

  it('peeks at the first rows of a large workbook', async () => {
    const workbook = await peopleWorkbook();
    const preview = await peekTable(chunksOf(workbook, 4096), { fileName: 'people.xlsx', sampleSize: 3 });
    expect(preview).toEqual({
      format: 'xlsx',
      delimiter: undefined,
      headers: ['Name', 'Email'],
      sample: [
        ['Person 0', 'p0@acme.com'],
        ['Person 1', 'p1@acme.com'],
        ['Person 2', 'p2@acme.com'],
      ],
    });
  });

  it('refuses more rows than the limit and a row over the row limit', async () => {
    const workbook = await workbookOf({ People: [['Name'], ['Ann'], ['Bo'], ['Cy'], ['x'.repeat(2000)]] });
    const tooMany = await intakeErrorOf(async () =>
      readAllRows(await readTable([workbook], { fileName: 'people.xlsx', maxRows: 2 })),
    );
    expect(tooMany.code).toBe('too_many_rows');
    const tooLarge = await intakeErrorOf(async () =>
      readAllRows(await readTable([workbook], { fileName: 'people.xlsx', maxRowBytes: 1000 })),
    );
    expect([tooLarge.code, tooLarge.rowNumber]).toEqual(['row_too_large', 5]);
    expect(tooLarge.message).not.toContain('quote');
  });

  it('refuses a workbook over the byte limit', async () => {
    const workbook = await peopleWorkbook();
    const error = await intakeErrorOf(async () =>
      readAllRows(
        await readTable(chunksOf(workbook, 4096), { fileName: 'people.xlsx', maxBytes: workbook.length - 1 }),
      ),
    );
    expect(error.code).toBe('too_large');
  });
});
