import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunksOf, messyProspectsFile, prospectsCsv, readAllRows } from './file-intake-test-support.ts';
import { peekTable, readTable } from './read-table.ts';

const csv = (text: string) => [Buffer.from(text, 'utf8')];

describe('reading a CSV', () => {
  it('reads a messy export: BOM, semicolons, odd headers, blank lines, quoted delimiters and line breaks', async () => {
    const table = await readTable(createReadStream(messyProspectsFile), { fileName: 'messy-prospects.csv' });
    expect(table.format).toBe('csv');
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual([
      'FIRST name',
      'last NAME',
      'E-mail Address',
      'Company Name',
      'Website',
      'Job Title',
      'Notes',
      'Lead Source',
    ]);
    const rows = await readAllRows(table);
    expect(rows.map((row) => row.rowNumber)).toEqual([3, 4, 7, 8, 9]);
    expect(rows[0]?.cells).toEqual([
      'Anna',
      'Smith',
      'Anna.Smith@Acme.com',
      'Acme; Inc.',
      'https://www.acme.com',
      'Head of Sales',
      'Met at the fair;\r\nwants a demo',
      'Event',
    ]);
    expect(rows[1]?.cells.slice(0, 4)).toEqual(['José', 'García', 'jose@bücher.de', 'Bücher GmbH']);
    expect(rows[2]?.cells[6]).toBe('=HYPERLINK("http://x","y")');
    // A short row is padded to the headers; a long one keeps its extra cell.
    expect(rows[3]?.cells).toEqual(['Zoë', "O'Brien", 'zoe@gmail.com', 'Freelance', '', 'Consultant', 'short row', '']);
    expect(rows[4]?.cells).toHaveLength(9);
    expect(rows[4]?.cells[8]).toBe('extra cell');
  });

  it('reads the same file the same way whatever the chunk sizes it arrives in', async () => {
    const bytes = Buffer.from(prospectsCsv(100), 'utf8');
    const whole = await readAllRows(await readTable([bytes], { fileName: 'a.csv' }));
    const dribbled = await readAllRows(await readTable(chunksOf(bytes, 7), { fileName: 'a.csv' }));
    expect(whole).toHaveLength(100);
    expect(dribbled).toEqual(whole);
    expect(whole[0]?.cells[3]).toBe('Acme 0, Inc.');
    expect(whole[0]?.cells[9]).toBe('Met at "SaaStr" 2020');
  });

  it.each([
    ['tab', '\t'],
    ['pipe', '|'],
    ['comma', ','],
  ])('sniffs a %s-separated file', async (_name, delimiter) => {
    const lines = [
      ['Name', 'Email', 'Company'],
      ['Ann Lee', 'ann@acme.com', 'Acme Inc'],
    ];
    const table = await readTable(csv(lines.map((line) => line.join(delimiter)).join('\n')), {
      fileName: 'people.txt',
    });
    expect(table.delimiter).toBe(delimiter);
    expect((await readAllRows(table))[0]?.cells).toEqual(['Ann Lee', 'ann@acme.com', 'Acme Inc']);
  });

  it('picks the delimiter that splits every row alike (decimal commas in a semicolon file)', async () => {
    const table = await readTable(csv('Name;Revenue, EUR;Email\nAnn;1,5;a@b.co\nBo;12;b@b.co\nCy;2,25;c@b.co\n'), {
      fileName: 'a.csv',
    });
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['Name', 'Revenue, EUR', 'Email']);
  });

  it('does not take a delimiter inside quotes for the delimiter', async () => {
    const table = await readTable(csv('"Name;Title",Email\n"Lee; Ann",ann@acme.com\n"Ray; Bo",bo@acme.com\n'), {
      fileName: 'a.csv',
    });
    expect(table.delimiter).toBe(',');
    expect(table.headers).toEqual(['Name;Title', 'Email']);
  });

  it('trims headers, names blank ones, drops trailing blank ones and makes duplicates unique', async () => {
    const table = await readTable(csv('" Work\nEmail ",,work email,Name,,\n   \t \n,,,,\na@b.co,2,c@d.co,Ann,,\n'), {
      fileName: 'a.csv',
    });
    expect(table.headers).toEqual(['Work Email', 'Column 2', 'work email (2)', 'Name']);
    const rows = await readAllRows(table);
    // The header is one row over two lines; the white-space row and the row of empty cells are left out.
    expect(rows.map((row) => row.rowNumber)).toEqual([4]);
    expect(rows[0]?.cells).toEqual(['a@b.co', '2', 'c@d.co', 'Ann', '', '']);
  });

  it('reads a one-column file and old Mac line ends', async () => {
    const table = await readTable(csv('Email\rann@acme.com\rbo@acme.com'), { fileName: 'emails.csv' });
    expect(table.headers).toEqual(['Email']);
    expect((await readAllRows(table)).map((row) => row.cells)).toEqual([['ann@acme.com'], ['bo@acme.com']]);
  });

  it('reads a file whose lines end in different ways', async () => {
    const table = await readTable(csv('Name,Email\r\nAnn,a@b.co\nBo,"b@b.co\r\n"\rCy,c@b.co\r\n'), {
      fileName: 'a.csv',
    });
    expect((await readAllRows(table)).map((row) => row.cells)).toEqual([
      ['Ann', 'a@b.co'],
      ['Bo', 'b@b.co\r\n'],
      ['Cy', 'c@b.co'],
    ]);
  });

  it('keeps stray quotes as text, and a quoted field with text after its closing quote as written', async () => {
    const bytes = Buffer.from('Name,Title\r\n"Bob" Smith,27" screens\r\n"Ann" ,"CTO"\r\n', 'utf8');
    for (const size of [bytes.length, 1, 5]) {
      const rows = await readAllRows(await readTable(chunksOf(bytes, size), { fileName: 'a.csv' }));
      expect(rows.map((row) => row.cells)).toEqual([
        ['"Bob" Smith', '27" screens'],
        ['Ann', 'CTO'],
      ]);
    }
  });

  it('reads mixed line ends with quotes inside and around fields, whatever the chunk sizes', async () => {
    const bytes = Buffer.from('Name,Notes\r\nAnn,"one\r\ntwo"\nBo,12" screen\rCy,"said ""hi"""\r\n', 'utf8');
    for (const size of [bytes.length, 1, 3]) {
      const rows = await readAllRows(await readTable(chunksOf(bytes, size), { fileName: 'a.csv' }));
      expect(rows.map((row) => [row.rowNumber, ...row.cells])).toEqual([
        [2, 'Ann', 'one\r\ntwo'],
        [3, 'Bo', '12" screen'],
        [4, 'Cy', 'said "hi"'],
      ]);
    }
  });

  it('reads a Windows-1252 file as Excel saves "CSV" on Windows', async () => {
    const bytes = Buffer.from('Name;Company\nJos\xe9 Garc\xeda;Caf\xe9 \x80 Co\n', 'latin1');
    const table = await readTable([bytes], { fileName: 'ansi.csv' });
    expect((await readAllRows(table))[0]?.cells).toEqual(['José García', 'Café € Co']);
  });

  it('reads a UTF-16 file with a byte order mark, as Excel saves "Unicode text"', async () => {
    const text = '\uFEFFName\tEmail\r\nZoë 李\tzoe@acme.com\r\n';
    const table = await readTable([Buffer.from(text, 'utf16le')], { fileName: 'unicode.txt' });
    expect(table.delimiter).toBe('\t');
    expect(table.headers).toEqual(['Name', 'Email']);
    expect((await readAllRows(table))[0]?.cells).toEqual(['Zoë 李', 'zoe@acme.com']);
  });

  it('tells the format by content: a CSV named .xlsx is read as a CSV', async () => {
    const table = await readTable(csv('Email\nann@acme.com\n'), { fileName: 'people.xlsx' });
    expect(table.format).toBe('csv');
  });
});

describe('a quick look, then the full pass', () => {
  it('peeks at the header and 10 rows without reading the rest of the file', async () => {
    const bytes = Buffer.from(prospectsCsv(3_000), 'utf8');
    let chunksRead = 0;
    async function* counted() {
      for (const chunk of chunksOf(bytes, 16 * 1024)) {
        chunksRead += 1;
        yield chunk;
      }
    }
    const preview = await peekTable(counted(), { fileName: 'big.csv' });
    expect(preview.headers[0]).toBe('First Name');
    expect(preview.sample).toHaveLength(10);
    expect(preview.sample[9]?.[2]).toBe('jun-muller-9@acme9.com');
    expect(chunksRead).toBeLessThan(10);

    const full = await readAllRows(await readTable(chunksOf(bytes, 16 * 1024), { fileName: 'big.csv' }));
    expect(full).toHaveLength(3_000);
    expect(full.slice(0, 10).map((row) => row.cells)).toEqual(preview.sample);
  });

  it('releases the stream when the reader stops early', async () => {
    const stream = createReadStream(messyProspectsFile, { highWaterMark: 64 });
    const table = await readTable(stream, { fileName: 'messy-prospects.csv' });
    for await (const row of table.rows) {
      expect(row.rowNumber).toBe(3);
      break;
    }
    expect(stream.destroyed).toBe(true);
  });

  it('refuses to iterate the rows twice', async () => {
    const table = await readTable(csv('Email\nann@acme.com\n'), { fileName: 'a.csv' });
    await readAllRows(table);
    await expect(readAllRows(table)).rejects.toThrow('can be read once');
  });
});
