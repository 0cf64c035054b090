/** How a CSV's records and fields are told apart: one delimiter and one kind of line ending. */
export interface CsvSyntax {
  delimiter: string;
  newline: string;
}

/**
 * One row read from a text: `complete` ends at `end` (past its line ending, or at the end of the
 * text); `cut` is a row the text ends inside of, whose end has not arrived; `unclosed` is a row
 * whose quote the text ends without closing. `cells` are the cells read so far in every case.
 */
export type CsvRowRead =
  | { status: 'complete'; cells: string[]; end: number }
  | { status: 'cut'; cells: string[] }
  | { status: 'unclosed'; cells: string[] };

/** White space a field may have between its closing quote and the delimiter or the line ending. */
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * Reads the row that starts at `start`, as PapaParse reads well-formed rows (a field that starts
 * with a quote runs to the quote followed, after any white space, by the delimiter or the line
 * ending; a doubled quote inside is one quote), and a quoted field whose closing quote is followed
 * by other text as plain text from its opening quote to the next delimiter or line ending, quotes
 * kept (`"Bob" Smith` is read as it is written). `isLast` tells that the text is the end of the file.
 */
export function readCsvRow(text: string, start: number, syntax: CsvSyntax, isLast: boolean): CsvRowRead {
  const { delimiter, newline } = syntax;
  const cells: string[] = [];
  let at = start;
  let nextDelimiter = -2;
  let nextNewline = -2;
  const cut = (): CsvRowRead => (isLast ? { status: 'complete', cells, end: text.length } : { status: 'cut', cells });
  field: for (;;) {
    let prefix = '';
    if (text[at] === '"') {
      let content = '';
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) {
          cells.push(content + text.slice(from));
          return isLast ? { status: 'unclosed', cells } : { status: 'cut', cells };
        }
        content += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          content += '"';
          from = quote + 2;
          continue;
        }
        let after = quote + 1;
        while (
          after < text.length &&
          !text.startsWith(delimiter, after) &&
          !text.startsWith(newline, after) &&
          isSpace(text[after])
        ) {
          after += 1;
        }
        // The quote closes the field when the file ends right after it.
        const atEnd = after >= text.length && (after === quote + 1 || !isLast);
        if (atEnd || text.startsWith(delimiter, after) || text.startsWith(newline, after)) {
          cells.push(content);
          if (after >= text.length) return cut();
          if (text.startsWith(newline, after)) return { status: 'complete', cells, end: after + newline.length };
          at = after + delimiter.length;
          continue field;
        }
        // Text after the closing quote: the field is plain text, its quotes kept.
        prefix = `"${content}"`;
        at = quote + 1;
        break;
      }
    }
    if (nextDelimiter !== -1 && nextDelimiter < at) nextDelimiter = text.indexOf(delimiter, at);
    if (nextNewline !== -1 && nextNewline < at) nextNewline = text.indexOf(newline, at);
    if (nextDelimiter !== -1 && (nextNewline === -1 || nextDelimiter < nextNewline)) {
      cells.push(prefix + text.slice(at, nextDelimiter));
      at = nextDelimiter + delimiter.length;
      continue;
    }
    if (nextNewline !== -1) {
      cells.push(prefix + text.slice(at, nextNewline));
      return { status: 'complete', cells, end: nextNewline + newline.length };
    }
    cells.push(prefix + text.slice(at));
    return cut();
  }
}
