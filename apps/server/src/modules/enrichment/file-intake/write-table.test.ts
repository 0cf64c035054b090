import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeFormula } from './escape-cell.ts';
import { readAllRows } from './file-intake-test-support.ts';
import { readTable } from './read-table.ts';
import { writeCsv } from './write-csv.ts';
import { writeXlsx } from './write-xlsx.ts';

const injection = '=HYPERLINK("http://x","y")';

/** A workbook read back whole by exceljs (its own reader, not the intake's). */
async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  return workbook;
}

/** The first worksheet's cells as exceljs reads them back, by row. */
async function workbookCells(bytes: Buffer): Promise<ExcelJS.Cell[][]> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Cell[][] = [];
  sheet?.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      cells.push(cell);
    });
    rows.push(cells);
  });
  return rows;
}

describe('escaping formulas', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\n=1', "'\n=1"],
    ['Anna = CEO', 'Anna = CEO'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('writes “%s” as “%s”', (cell, written) => {
    expect(escapeFormula(cell)).toBe(written);
  });
});

describe('writing CSV', () => {
  it('writes RFC 4180 with a byte order mark and CRLF, escaping every text cell', async () => {
    const bytes = await writeCsv([
      ['Name', 'Notes', 'Score'],
      ['Ann "AJ" Lee', 'line one\nline two', -5],
      ['Bo', injection, null],
      ['Cy; Co', '-5', undefined],
    ]);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'Name,Notes,Score',
        '"Ann ""AJ"" Lee","line one\nline two",-5',
        `Bo,"'=HYPERLINK(""http://x"",""y"")",`,
        `"Cy; Co",'-5,`,
        '',
      ].join('\r\n'),
    );
  });

  it('streams rows as they come into a writable stream, and ends it', async () => {
    async function* rows() {
      yield ['Email'];
      for (let index = 0; index < 5000; index += 1) yield [`p${index}@acme.com`];
    }
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    await writeCsv(rows(), out);
    expect(out.writableEnded).toBe(true);
    expect(parts.length).toBeGreaterThan(1);
    const lines = Buffer.concat(parts).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(5002);
    expect(lines[5000]).toBe('p4999@acme.com');
  });

  it('round-trips unicode names and escaped cells through the intake', async () => {
    const rows = [
      ['Name', 'Company', 'Notes'],
      ['Zoë Ångström', 'Bücher GmbH', injection],
      ['李小龍', '株式会社テスト', '👩🏽‍💻 emoji'],
      ['Σωκράτης', 'Ελληνικά ΑΕ', ''],
    ];
    const table = await readTable([await writeCsv(rows)], { fileName: 'round-trip.csv' });
    expect(table.headers).toEqual(rows[0]);
    const read = (await readAllRows(table)).map((row) => row.cells);
    expect(read).toEqual([
      ['Zoë Ångström', 'Bücher GmbH', `'${injection}`],
      ['李小龍', '株式会社テスト', '👩🏽‍💻 emoji'],
      ['Σωκράτης', 'Ελληνικά ΑΕ', ''],
    ]);
  });
});

describe('writing XLSX', () => {
  it('writes a formula-injection cell as a plain string with the quote, never as a formula', async () => {
    const bytes = await writeXlsx([
      ['Name', 'Notes', 'Phone', 'Score'],
      ['Bo', injection, '+44 20 7946 0000', -5],
    ]);
    const [header, row] = await workbookCells(bytes);
    expect(header?.map((cell) => cell.value)).toEqual(['Name', 'Notes', 'Phone', 'Score']);
    const notes = row?.[1];
    expect(notes?.type).toBe(ExcelJS.ValueType.String);
    expect(notes?.value).toBe(`'${injection}`);
    expect(notes?.formula).toBeUndefined();
    expect(row?.[2]?.value).toBe("'+44 20 7946 0000");
    // A number the program wrote is a number cell, readable as it is.
    expect([row?.[3]?.type, row?.[3]?.value]).toEqual([ExcelJS.ValueType.Number, -5]);
  });

  it('round-trips unicode names through the streaming reader, dropping what XML cannot hold', async () => {
    const rows = [
      ['Name', 'Company', 'Notes'],
      ['Zoë Ångström', '株式会社テスト', 'bell\u0007 and lone \uD800 surrogate'],
      ['Σωκράτης', 'x'.repeat(40_000), '👩🏽‍💻'],
    ];
    const table = await readTable(Readable.from([await writeXlsx(rows)]), { fileName: 'round-trip.xlsx' });
    expect(table.format).toBe('xlsx');
    const read = (await readAllRows(table)).map((row) => row.cells);
    expect(read[0]).toEqual(['Zoë Ångström', '株式会社テスト', 'bell and lone  surrogate']);
    expect(read[1]?.[0]).toBe('Σωκράτης');
    expect(read[1]?.[1]).toHaveLength(32_767);
    expect(read[1]?.[2]).toBe('👩🏽‍💻');
  });

  it('streams into a writable stream under the sheet name given', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (chunk: Buffer) => parts.push(chunk));
    await writeXlsx([['Email'], ['ann@acme.com']], out, { sheetName: 'Enriched' });
    const workbook = await loadWorkbook(Buffer.concat(parts));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Enriched']);
    expect(workbook.worksheets[0]?.getCell('A2').value).toBe('ann@acme.com');
  });
});
