import { describe, expect, it } from 'vitest';
import { parseCsv, parseXlsx, readTableFile, TableFileError } from './read-table-file.ts';
import { employeesToTable, exportFileName } from './table-data.ts';
import { tableToCsv, tableToXlsx } from './write-table-file.ts';

const table = {
  header: ['Name', 'Company', 'City'],
  rows: [
    ['Ana Costa', 'Nordwind', 'Lisbon'],
    ['Berg, Lukas', 'Hafen "Licht"', 'Hamburg'],
  ],
};

describe('table files', () => {
  it('writes CSV that reads back to the same table, quoted cells included', () => {
    expect(parseCsv(tableToCsv(table))).toEqual(table);
  });

  it('writes XLSX that reads back to the same table', async () => {
    expect(await parseXlsx(await tableToXlsx(table))).toEqual(table);
  });

  it('takes the first non-empty line as the header and pads short rows', () => {
    expect(parseCsv('\uFEFF\n\nA,B,C\n1,2\n\n')).toEqual({ header: ['A', 'B', 'C'], rows: [['1', '2', '']] });
  });

  it('refuses an empty file, a file of blank lines, binary data and other kinds of file', async () => {
    await expect(readTableFile(new File([''], 'empty.csv'))).rejects.toThrow('empty.csv is empty.');
    expect(() => parseCsv('\n , \n')).toThrow(TableFileError);
    expect(() => parseCsv('PK\u0003\u0004\u0000\u0000')).toThrow('binary data');
    await expect(readTableFile(new File(['x'], 'notes.txt'))).rejects.toThrow('is not a CSV or XLSX file');
    await expect(readTableFile(new File(['not a zip'], 'sheet.xlsx'))).rejects.toThrow('not a readable XLSX');
  });

  it('names an export after its table and the day', () => {
    expect(exportFileName('employees', 'xlsx', new Date(2025, 0, 7))).toBe('employees-2025-01-07.xlsx');
  });

  it('turns employees into rows under the export header, with the status in words', () => {
    const exported = employeesToTable([
      {
        id: 7,
        avatar: '',
        full_name: 'Ana Costa',
        post: 'Engineer',
        email: 'ana@example.com',
        city: 'Lisbon',
        start_date: '2024-03-01',
        salary: 5200,
        age: 31,
        experience: '3 Years',
        status: 2,
      },
    ]);
    expect(exported.header[1]).toBe('Name');
    expect(exported.rows).toEqual([
      ['7', 'Ana Costa', 'ana@example.com', 'Engineer', 'Lisbon', '2024-03-01', '5200', '31', 'Professional'],
    ]);
  });
});
