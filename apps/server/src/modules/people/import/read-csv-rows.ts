import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { type CsvError, type InfoRecord, parse } from 'csv-parse';
import { ImportError } from './import.errors.ts';
import { createLineTracker, type RowSource, type SourcePosition, type SourceRow } from './source-rows.ts';

/** A record longer than this is taken for a quote left open, and stops the import. */
const maxRecordBytes = 1024 * 1024;

const parserOptions = {
  info: true,
  skip_empty_lines: true,
  // Rows with too few or too many fields, and stray quotes inside unquoted fields, are the
  // importer's to report per row, not the parser's to stop on.
  relax_column_count: true,
  relax_quotes: true,
  skip_records_with_error: true,
  max_record_size: maxRecordBytes,
} as const;

function openParsed(file: string, start: SourcePosition, onSkip: (error: CsvError | undefined) => undefined) {
  const stream = createReadStream(file, { start: start.offset });
  const tracker = createLineTracker(start);
  const feeder = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      tracker.feed(chunk);
      callback(null, chunk);
    },
  });
  const parser = parse({ ...parserOptions, bom: start.offset === 0, on_skip: (error) => onSkip(error) });
  stream.on('error', (error) => parser.destroy(error));
  stream.pipe(feeder).pipe(parser);
  const records: AsyncIterable<{ record: string[]; info: InfoRecord }> = parser;
  return {
    records,
    tracker,
    bytesRead: () => start.offset + stream.bytesRead,
    close() {
      stream.destroy();
      parser.destroy();
    },
  };
}

/** The header row's column names and where the data after it starts; null for an empty file. */
export async function readCsvHeader(file: string): Promise<{ columns: string[]; end: SourcePosition } | null> {
  const parsed = openParsed(file, { offset: 0, line: 1 }, () => undefined);
  try {
    for await (const { record, info } of parsed.records) {
      return { columns: record, end: parsed.tracker.take(info.bytes).end };
    }
    return null;
  } finally {
    parsed.close();
  }
}

const isBlank = (record: readonly string[]) => record.every((field) => field.trim() === '');

/**
 * The data rows of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks),
 * streamed from `start` (just after the header, or a checkpoint), each with the line it starts
 * on. A row whose field count differs from the header's is an error row; a quoted field never
 * closed ends the file with one error row.
 */
export function openCsvRows(file: string, columns: readonly string[], start: SourcePosition): RowSource {
  let unclosedQuote = false;
  let fatal: CsvError | undefined;
  const parsed = openParsed(file, start, (error) => {
    if (error?.code === 'CSV_QUOTE_NOT_CLOSED') unclosedQuote = true;
    else {
      fatal = error;
      parsed.close();
    }
    return undefined;
  });

  async function* rows(): AsyncGenerator<SourceRow> {
    try {
      for await (const { record, info } of parsed.records) {
        const taken = parsed.tracker.take(start.offset + info.bytes);
        if (isBlank(record)) continue;
        if (record.length !== columns.length) {
          yield {
            line: taken.line,
            lastLine: taken.lastLine,
            end: taken.end,
            raw: taken.raw,
            error: `the row has ${record.length} fields, the header ${columns.length}`,
          };
          continue;
        }
        const cells: Record<string, unknown> = {};
        for (const [index, column] of columns.entries()) cells[column] = record[index];
        yield { line: taken.line, lastLine: taken.lastLine, end: taken.end, raw: taken.raw, cells };
      }
    } catch (error) {
      if (!fatal) throw error;
    }
    if (fatal) {
      const line = parsed.tracker.take(parsed.tracker.fedUpTo()).line;
      throw new ImportError(
        'BAD_FILE',
        `The CSV cannot be read from line ${line} on (${fatal.message}); is a quote left open?`,
      );
    }
    if (unclosedQuote) {
      const taken = parsed.tracker.take(parsed.tracker.fedUpTo());
      yield {
        line: taken.line,
        lastLine: taken.lastLine,
        end: taken.end,
        raw: taken.raw,
        error: `a quoted field opened on this line is never closed, so lines ${taken.line}–${taken.lastLine} could not be read`,
      };
    }
  }

  return { rows: rows(), bytesRead: parsed.bytesRead, close: parsed.close };
}
