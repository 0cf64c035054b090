import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunksOf, intakeErrorOf, prospectsCsv, readAllRows, workbookOf, zipOf } from './file-intake-test-support.ts';
import { type ReadTableOptions, readTable } from './read-table.ts';

const megabyte = 1024 * 1024;

/** Reads the whole file; resolves with the rows or fails as the intake does. */
async function readWhole(bytes: Buffer | string, options: Partial<ReadTableOptions> = {}) {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return readAllRows(await readTable(chunksOf(buffer, 64 * 1024), { fileName: 'upload.csv', ...options }));
}

describe('files that are not tables', () => {
  it('refuses a binary file renamed .csv, with a message that says so', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4096)]);
    const error = await intakeErrorOf(() => readWhole(png, { fileName: 'prospects.csv' }));
    expect(error.code).toBe('not_a_table');
    expect(error.message).toContain('“prospects.csv” looks like a binary file');
  });

  it('refuses mostly undecodable text even without NUL bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 4000 }, (_, index) => (index % 2 ? 0xc3 : 0xff)));
    expect((await intakeErrorOf(() => readWhole(bytes))).message).toContain('looks like a binary file');
  });

  it('refuses a PDF, an old .xls and a web page', async () => {
    const pdf = await intakeErrorOf(() => readWhole('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n'));
    expect(pdf.message).toContain('looks like a binary file');
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const old = await intakeErrorOf(() => readWhole(xls, { fileName: 'list.xls' }));
    expect([old.code, old.message]).toEqual([
      'not_a_table',
      expect.stringContaining('is an older Excel file (.xls) or a password-protected workbook'),
    ]);
    const page = await intakeErrorOf(() => readWhole('<!DOCTYPE html>\n<html><body>Name,Email</body></html>'));
    expect(page.message).toContain('it looks like a web page');
  });

  it('refuses a zip that is not a workbook', async () => {
    const zip = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
    const error = await intakeErrorOf(() => readWhole(zip, { fileName: 'letter.xlsx' }));
    expect(error.code).toBe('not_a_table');
    expect(error.message).toContain('is a zip archive but not an Excel workbook');
  });

  it('refuses a workbook cut short', async () => {
    const workbook = await workbookOf({ People: [['Email'], ['ann@acme.com']] });
    const error = await intakeErrorOf(() => readWhole(workbook.subarray(0, workbook.length - 200)));
    expect(error.message).toContain('cannot be read: it may be damaged or cut short');
  });
});

describe('files without people', () => {
  it.each([
    ['an empty file', ''],
    ['a file of blank lines', '\r\n\r\n  \r\n,,,\r\n'],
    ['a file with nothing but a byte order mark', '\uFEFF'],
  ])('refuses %s', async (_name, text) => {
    const error = await intakeErrorOf(() => readWhole(text));
    expect([error.code, error.message]).toEqual(['empty', 'The file is empty: it has no rows at all.']);
  });

  it('refuses a file of headers only', async () => {
    const error = await intakeErrorOf(() => readWhole('Name,Email,Company\r\n\r\n'));
    expect([error.code, error.message]).toEqual([
      'empty',
      'The file has column names but no rows of people below them.',
    ]);
  });

  it('refuses an empty workbook and one of headers only', async () => {
    // The message, not only the code: four messages share `not_a_table`.
    const empty = await intakeErrorOf(async () => readWhole(await workbookOf({ Empty: [] })));
    expect([empty.code, empty.message]).toEqual(['empty', 'The file is empty: it has no rows at all.']);
    const headersOnly = await workbookOf({ People: [['Name', 'Email']] });
    expect((await intakeErrorOf(() => readWhole(headersOnly))).message).toContain('no rows of people');
  });

  it('refuses a file whose first row is data, not column names', async () => {
    const error = await intakeErrorOf(() => readWhole('Ann Lee,ann@acme.com,Acme\nBo Ray,bo@acme.com,Acme\n'));
    expect(error.code).toBe('no_header');
    expect(error.message).toContain('but it holds data (“ann@acme.com”)');
  });
});

describe('limits', () => {
  it('refuses a row over 1 MB, naming the row', async () => {
    const text = `Name,Notes\nAnn,short\n\nBo,${'x'.repeat(megabyte + 10)}\nCy,short\n`;
    const error = await intakeErrorOf(() => readWhole(text));
    expect([error.code, error.rowNumber, error.limit]).toEqual(['row_too_large', 4, megabyte]);
    expect(error.message).toContain('Row 4 is larger than 1 MB');
  });

  it('counts a row by all its cells, and in bytes', async () => {
    // 1,200 two-byte characters over two cells: under 2,000 characters, over 2,000 bytes.
    const wide = 'é'.repeat(600);
    const error = await intakeErrorOf(() => readWhole(`Name,A,B\nAnn,${wide},${wide}\n`, { maxRowBytes: 2000 }));
    expect([error.code, error.rowNumber]).toEqual(['row_too_large', 2]);
  });

  it('stops at a quote left open before holding the rest of the file as one row', async () => {
    const rest = Array.from({ length: 2000 }, (_, index) => `person${index},p${index}@acme.com`).join('\n');
    const text = `Name,Email\nAnn,"ann@acme.com\n${rest}\n`;
    const error = await intakeErrorOf(() => readWhole(text, { maxRowBytes: 10_000 }));
    expect([error.code, error.rowNumber]).toEqual(['row_too_large', 2]);
    expect(error.message).toContain('A quote left open');
  });

  it('reports a quote left open at the end of the file', async () => {
    const error = await intakeErrorOf(() => readWhole('Name,Email\nAnn,ann@acme.com\nBo,"bo@acme.com\n'));
    expect([error.code, error.rowNumber]).toEqual(['unclosed_quote', 3]);
  });

  it('refuses more rows than the limit, saying the limit, and takes exactly the limit', async () => {
    await expect(readWhole(prospectsCsv(5), { maxRows: 5 })).resolves.toHaveLength(5);
    const error = await intakeErrorOf(() => readWhole(prospectsCsv(6), { maxRows: 5 }));
    expect([error.code, error.limit]).toEqual(['too_many_rows', 5]);
    expect(error.message).toBe(
      'The file has more than 5 rows, the most one file may hold. Split it into smaller files and upload them one by one.',
    );
  });

  it('refuses a file over the byte limit, whether the limit falls in its first bytes or later', async () => {
    const bytes = Buffer.from(prospectsCsv(2_000), 'utf8');
    const early = await intakeErrorOf(() => readWhole(bytes, { maxBytes: 10_000 }));
    expect([early.code, early.limit]).toEqual(['too_large', 10_000]);
    const late = await intakeErrorOf(() => readWhole(bytes, { maxBytes: 100 * 1024 }));
    expect(late.code).toBe('too_large');
    expect(late.message).toContain('larger than 100 KB');
  });

  it('stops reading a stream at the byte limit and destroys it', async () => {
    let chunksRead = 0;
    const endless = new Readable({
      read() {
        chunksRead += 1;
        this.push(chunksRead === 1 ? 'Email\n' : 'ann@acme.com\n'.repeat(100));
      },
    });
    const error = await intakeErrorOf(async () =>
      readAllRows(await readTable(endless, { fileName: 'endless.csv', maxBytes: 200 * 1024 })),
    );
    expect(error.code).toBe('too_large');
    expect(endless.destroyed).toBe(true);
    expect(chunksRead).toBeLessThan(200);
  });
});
