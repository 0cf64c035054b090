import type { Delimiter } from './sniff-delimiter.ts';

/** Where the text stands between two characters. */
const fieldStart = 0;
const unquoted = 1;
const quoted = 2;
/** Just past a quote inside a quoted field: it closes the field, or starts a doubled quote. */
const afterQuote = 3;
/** Past a closing quote and white space. */
const afterQuoteSpace = 4;

const quote = 0x22;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/**
 * For a file whose lines end in different ways: turns every line ending between records (CRLF, CR
 * or LF) into LF, and leaves the line breaks inside quoted fields as they are. Called with the text
 * chunk by chunk, in order; the record breaks are told as `readCsvRow` tells them (a field quoted
 * from its first character runs to its closing quote; a closing quote followed by other text makes
 * the field plain text).
 */
export function recordBreaksToLineFeeds(delimiter: Delimiter): (text: string) => string {
  const delimiterCode = delimiter.charCodeAt(0);
  let state = fieldStart;
  /** The last character was a carriage return that ended a record: a line feed now is part of it. */
  let afterCarriageReturn = false;

  return (text) => {
    let out = '';
    let copiedTo = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (code === lineFeed) {
          out += text.slice(copiedTo, index);
          copiedTo = index + 1;
          continue;
        }
      }
      if (state === quoted) {
        if (code === quote) state = afterQuote;
        continue;
      }
      if (code === lineFeed || code === carriageReturn) {
        state = fieldStart;
        if (code === carriageReturn) {
          out += `${text.slice(copiedTo, index)}\n`;
          copiedTo = index + 1;
          afterCarriageReturn = true;
        }
        continue;
      }
      if (code === delimiterCode) {
        state = fieldStart;
      } else if (state === fieldStart) {
        state = code === quote ? quoted : unquoted;
      } else if (state === afterQuote) {
        state = code === quote ? quoted : /\s/.test(text.charAt(index)) ? afterQuoteSpace : unquoted;
      } else if (state === afterQuoteSpace && !/\s/.test(text.charAt(index))) {
        state = unquoted;
      }
    }
    return copiedTo === 0 ? text : out + text.slice(copiedTo);
  };
}
