import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { escapeFormula, type OutputCell, type OutputRows } from './escape-cell.ts';

/**
 * Fields with a quote, a line break or any common delimiter are quoted: a spreadsheet that splits
 * on semicolons or tabs (Excel does in many locales) then cannot start a new cell inside the value.
 */
const needsQuotes = /[",;\t|\r\n]/;
/** Text gathered before it is handed on as one chunk. */
const chunkLength = 64 * 1024;

function csvField(cell: OutputCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const escaped = escapeFormula(cell);
  return needsQuotes.test(escaped) ? `"${escaped.replaceAll('"', '""')}"` : escaped;
}

/** The CSV's bytes: a UTF-8 byte order mark (so Excel reads the encoding right), then CRLF rows. */
async function* csvChunks(rows: OutputRows): AsyncGenerator<Buffer> {
  let text = '\uFEFF';
  for await (const row of rows) {
    text += `${row.map(csvField).join(',')}\r\n`;
    if (text.length >= chunkLength) {
      yield Buffer.from(text, 'utf8');
      text = '';
    }
  }
  if (text) yield Buffer.from(text, 'utf8');
}

/**
 * Writes rows as CSV (RFC 4180: comma-separated, fields with quotes or line breaks quoted, quotes
 * doubled, CRLF line ends), UTF-8 with a byte order mark, every text cell escaped against formula
 * injection (`escapeFormula`). Into `out`, which it ends, honouring back-pressure; without `out`,
 * as one Buffer.
 */
export function writeCsv(rows: OutputRows): Promise<Buffer>;
export function writeCsv(rows: OutputRows, out: Writable): Promise<void>;
export async function writeCsv(rows: OutputRows, out?: Writable): Promise<unknown> {
  if (out) {
    await pipeline(csvChunks(rows), out);
    return undefined;
  }
  const parts: Buffer[] = [];
  for await (const chunk of csvChunks(rows)) parts.push(chunk);
  return Buffer.concat(parts);
}
