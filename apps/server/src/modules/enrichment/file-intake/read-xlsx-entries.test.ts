import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from './read-xlsx.ts';

const require = createRequire(import.meta.url);

/**
 * exceljs reads a workbook's zip entries through `iterateStream`, which pauses the unzipper while it
 * handles an entry. unzipper's Parse says 'end' as soon as its input is read, with the entries it
 * parsed meanwhile still in its buffer: the last ones were lost now and then, and when the last one
 * was `xl/workbook.xml` (where exceljs's own writer puts it) the workbook read as damaged. The fix is
 * patches/exceljs+4.4.0.patch (applied by patch-package on install).
 */
describe('exceljs zip entries (patches/exceljs+4.4.0.patch)', () => {
  it('yields what a stream still holds when it says "end" early', async () => {
    const iterateStream: (stream: Readable) => AsyncGenerator<string> = require('exceljs/lib/utils/iterate-stream.js');
    const stream = new Readable({ objectMode: true, read() {} });
    stream.push('[Content_Types].xml');
    const seen: string[] = [];
    for await (const entry of iterateStream(stream)) {
      seen.push(entry);
      if (seen.length > 1) continue;
      // While the first entry is handled (the stream paused), the last two are parsed and the input ends.
      stream.push('xl/styles.xml');
      stream.push('xl/workbook.xml');
      stream.emit('end');
    }
    expect(seen).toEqual(['[Content_Types].xml', 'xl/styles.xml', 'xl/workbook.xml']);
  });

  it('reads a workbook whose workbook.xml comes last, every time', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('People').addRows([
      ['Name', 'Email'],
      ['Ann Lee', 'ann@acme.com'],
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    async function* once() {
      yield file;
    }
    const reads = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const rows = [];
        for await (const batch of readXlsxRows(once(), { maxRowBytes: 1_000_000, fileName: 'people.xlsx' })) {
          rows.push(...batch.map((row) => row.cells));
        }
        return rows;
      }),
    );
    for (const rows of reads) {
      expect(rows).toEqual([
        ['Name', 'Email'],
        ['Ann Lee', 'ann@acme.com'],
      ]);
    }
  });
});
