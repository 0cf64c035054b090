import { createReadStream } from 'node:fs';
import { companyKeyColumn, normalizeColumnName } from './import-columns.ts';
import { type RowSource, type SourcePosition, type SourceRow, shortened } from './source-rows.ts';

/** A longer line is refused without being held in memory. */
const maxLineBytes = 1024 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON record as flat cells: keys as columns, a nested `company: { name, domain, … }` as `company_…` columns. */
export function cellsOfJson(value: Record<string, unknown>): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.trim().toLowerCase() === 'company' && isPlainObject(item)) {
      for (const [companyKey, companyItem] of Object.entries(item)) cells[companyKeyColumn(companyKey)] = companyItem;
    } else {
      cells[normalizeColumnName(key)] = item;
    }
  }
  return cells;
}

function rowOfLine(text: string | null, line: number, end: SourcePosition): SourceRow | null {
  const lastLine = line;
  if (text === null)
    return { line, lastLine, end, raw: '', error: `the line is longer than ${maxLineBytes / 1024} KiB` };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return null;
  const raw = shortened(trimmed);
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    return {
      line,
      lastLine,
      end,
      raw,
      error: `the line is not valid JSON (${error instanceof Error ? error.message : error})`,
    };
  }
  if (!isPlainObject(value)) return { line, lastLine, end, raw, error: 'each line must be one JSON object' };
  return { line, lastLine, end, raw, cells: cellsOfJson(value) };
}

/** The records of a JSON Lines file, one object per line (blank lines skipped), streamed from `start`. */
export function openJsonlRows(file: string, start: SourcePosition): RowSource {
  const stream = createReadStream(file, { start: start.offset });

  async function* rows(): AsyncGenerator<SourceRow> {
    let pieces: Buffer[] = [];
    let pendingBytes = 0;
    let isTooLong = false;
    let offset = start.offset;
    let line = start.line;
    const finishLine = (piece: Buffer, terminator: number) => {
      const length = pendingBytes + piece.length + terminator;
      const text = isTooLong ? null : Buffer.concat([...pieces, piece]).toString('utf8');
      const row = rowOfLine(text, line, { offset: offset + length, line: line + 1 });
      offset += length;
      line += 1;
      pieces = [];
      pendingBytes = 0;
      isTooLong = false;
      return row;
    };
    for await (const chunk of stream) {
      const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      let from = 0;
      for (let at = bytes.indexOf(0x0a, from); at !== -1; at = bytes.indexOf(0x0a, from)) {
        const row = finishLine(bytes.subarray(from, at), 1);
        from = at + 1;
        if (row) yield row;
      }
      const rest = bytes.subarray(from);
      pendingBytes += rest.length;
      if (isTooLong || pendingBytes > maxLineBytes) {
        isTooLong = true;
        pieces = [];
      } else if (rest.length > 0) {
        pieces.push(Buffer.from(rest));
      }
    }
    if (pendingBytes > 0) {
      const row = finishLine(Buffer.alloc(0), 0);
      if (row) yield row;
    }
  }

  return {
    rows: rows(),
    bytesRead: () => start.offset + stream.bytesRead,
    close: () => stream.destroy(),
  };
}
