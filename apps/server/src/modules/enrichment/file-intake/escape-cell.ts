/** A cell as the writers take it: text from files (escaped), or a number this program computed (not). */
export type OutputCell = string | number | null | undefined;

/** Rows to write, the header row first: an array, or rows read as they come. */
export type OutputRows = Iterable<readonly OutputCell[]> | AsyncIterable<readonly OutputCell[]>;

/** The characters that make a spreadsheet read a cell as a formula when they come first. */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

/**
 * Formula-injection escaping, exactly as OWASP's CSV Injection page gives it
 * (https://owasp.org/www-community/attacks/CSV_Injection): text that starts with `=`, `+`, `-`,
 * `@`, a tab, a carriage return or a line feed gets a single quote in front, so Excel, LibreOffice
 * and Google Sheets show it as text and never evaluate it (`=HYPERLINK("http://x","y")` is written
 * `'=HYPERLINK("http://x","y")`).
 *
 * Numbers: OWASP makes no exception for text that looks like a number, and neither does this. Text
 * `-5`, or a phone number `+44 20 7946 0000`, is written `'-5` and `'+44 20 7946 0000`: still
 * readable, nothing lost, nothing run. A "numeric-looking" exemption is where such escapers have
 * been bypassed (`-2+3+cmd|' /C calc'!A0` starts like a number). What truly is a number is passed
 * as a JavaScript number and written as one (plain digits in CSV, a number cell in XLSX): it cannot
 * hold a formula, so it is not escaped. The intake reads the quote back off (`unescapeCell`), so a
 * file downloaded and uploaded again reads as it first did.
 */
export function escapeFormula(value: string): string {
  return value.length > 0 && formulaStarts.has(value[0] ?? '') ? `'${value}` : value;
}
