/** A place in a file: the byte offset and the line number there (1-based). */
export interface SourcePosition {
  offset: number;
  line: number;
}

/** One row of a data file, as read, before validation. */
export interface SourceRow {
  /** The line of the file the row starts on, counting every line (blank ones and those inside quotes). */
  line: number;
  /** The line the row ends on (a quoted line break makes a row span lines). */
  lastLine: number;
  /** Just after the row: where an import resumed after it starts reading. */
  end: SourcePosition;
  /** The row's values by column; absent when the row could not be read at all (`error`). */
  cells?: Record<string, unknown>;
  error?: string;
  /** The row as written in the file (shortened), for the rejects file. */
  raw: string;
}

/** Rows streamed from a file, with how much of it has been read so far. */
export interface RowSource {
  rows: AsyncIterable<SourceRow>;
  bytesRead(): number;
  close(): void;
}

/** The longest raw row kept for the rejects file. */
export const maxRawLength = 2000;

export function shortened(text: string): string {
  return text.length > maxRawLength ? `${text.slice(0, maxRawLength)}…` : text;
}

const newline = 0x0a;
const carriageReturn = 0x0d;

/**
 * Follows the bytes on their way to a parser, so a record the parser emits (it knows its end
 * offset) can be given the file line it starts on, counted from the real line breaks: quoted
 * line breaks inside a record count, and blank lines before it are skipped. Holds only the bytes
 * not yet taken.
 */
export function createLineTracker(start: SourcePosition) {
  const pending: { offset: number; bytes: Buffer }[] = [];
  let fed = start.offset;
  let position = start.offset;
  let line = start.line;

  function bytesUpTo(end: number): Buffer {
    const parts: Buffer[] = [];
    for (const chunk of pending) {
      const from = Math.max(position, chunk.offset) - chunk.offset;
      const to = Math.min(end, chunk.offset + chunk.bytes.length) - chunk.offset;
      if (to > from) parts.push(chunk.bytes.subarray(from, to));
    }
    while (pending[0] && pending[0].offset + pending[0].bytes.length <= end) pending.shift();
    return parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts);
  }

  return {
    feed(chunk: Buffer) {
      pending.push({ offset: fed, bytes: chunk });
      fed += chunk.length;
    },
    /** Every byte fed so far: the end of the input once it is all read. */
    fedUpTo: () => fed,
    /** Moves to `end` (an absolute offset): the line the text in between starts on, that text, and where it ends. */
    take(end: number): { line: number; lastLine: number; raw: string; end: SourcePosition } {
      const bytes = bytesUpTo(end);
      let index = 0;
      while (index < bytes.length) {
        if (bytes[index] === newline) index += 1;
        else if (bytes[index] === carriageReturn && bytes[index + 1] === newline) index += 2;
        else break;
        line += 1;
      }
      const startLine = line;
      for (let at = bytes.indexOf(newline, index); at !== -1; at = bytes.indexOf(newline, at + 1)) line += 1;
      position = end;
      const lastLine = bytes[bytes.length - 1] === newline ? Math.max(startLine, line - 1) : line;
      const raw = shortened(
        bytes
          .subarray(index, index + maxRawLength * 4)
          .toString('utf8')
          .replace(/\r?\n$/, ''),
      );
      return { line: startLine, lastLine, raw, end: { offset: end, line } };
    },
  };
}
