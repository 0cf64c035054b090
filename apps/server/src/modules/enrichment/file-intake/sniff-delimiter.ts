export type Delimiter = ',' | ';' | '\t' | '|';

/** In order of preference when two fit the file equally well. */
const candidates: readonly Delimiter[] = [',', ';', '\t', '|'];
/** The first records are enough: a header and a screenful of rows. */
const recordsRead = 30;

/**
 * Each of the first records' count of every candidate outside quotes. A record ends at a line break
 * outside quotes, so a quoted field may hold delimiters and line breaks; a quote toggles the quoting,
 * which a doubled quote inside a quoted field does twice. Blank lines are left out.
 */
function countPerRecord(text: string, isWhole: boolean): number[][] {
  const records: number[][] = [];
  let counts = candidates.map(() => 0);
  let quoted = false;
  let blank = true;
  for (let index = 0; index < text.length && records.length < recordsRead; index += 1) {
    const char = text[index];
    if (char === '"') {
      quoted = !quoted;
      blank = false;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (!blank) records.push(counts);
      counts = candidates.map(() => 0);
      blank = true;
    } else if (!quoted) {
      const candidate = candidates.indexOf(char as Delimiter);
      if (candidate !== -1) counts[candidate] = (counts[candidate] ?? 0) + 1;
      if (char !== ' ') blank = false;
    }
  }
  // The last record counts only when the text is the whole file: otherwise it may be cut short.
  if (!blank && isWhole && records.length < recordsRead) records.push(counts);
  return records;
}

/**
 * The delimiter of a CSV from its first lines: among comma, semicolon, tab and pipe, the one found
 * in the header that splits the most records into the header's number of fields (then the one that
 * makes more fields, then the earlier in that list). A file with none of them has one column.
 */
export function sniffDelimiter(text: string, isWhole: boolean): Delimiter {
  const records = countPerRecord(text, isWhole);
  const header = records[0];
  if (!header) return ',';
  let best: { delimiter: Delimiter; consistent: number; fields: number } | undefined;
  for (const [candidate, delimiter] of candidates.entries()) {
    const fields = header[candidate] ?? 0;
    if (fields === 0) continue;
    const consistent = records.filter((counts) => counts[candidate] === fields).length / records.length;
    if (!best || consistent > best.consistent || (consistent === best.consistent && fields > best.fields)) {
      best = { delimiter, consistent, fields };
    }
  }
  return best?.delimiter ?? ',';
}

export type LineEnding = '\r\n' | '\n' | '\r';

const allLineEndings: readonly LineEnding[] = ['\r\n', '\n', '\r'];

/**
 * The line endings to split records on: the one kind the first lines use outside quotes, or all
 * three when they mix kinds (or have none). Splitting on one kind only is what most files need, and
 * spares the parser a comparison per character.
 */
export function sniffLineEndings(text: string): readonly LineEnding[] {
  const seen = new Set<LineEnding>();
  let quoted = false;
  // The last character may be a carriage return whose line feed has not arrived.
  const end = text.endsWith('\r') ? text.length - 1 : text.length;
  for (let index = 0; index < end; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') seen.add('\n');
    else if (char === '\r') {
      if (text[index + 1] === '\n') {
        seen.add('\r\n');
        index += 1;
      } else seen.add('\r');
    }
  }
  const [only] = seen;
  return seen.size === 1 && only ? [only] : allLineEndings;
}
