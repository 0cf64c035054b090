/** One row of an uploaded file: its cells' text and where it is in the file. */
export interface TableRow {
  /** The row's number as a spreadsheet shows it: the header is row 1, blank lines count. */
  rowNumber: number;
  cells: string[];
}

/** A row with nothing but white space in it, which the intake leaves out. */
export function isBlankRow(cells: readonly string[]): boolean {
  for (const cell of cells) {
    // Most cells start with a visible character: no need to trim them.
    if (cell.length > 0 && (cell.charCodeAt(0) > 0x20 || cell.trim() !== '')) return false;
  }
  return true;
}

/**
 * True when the cells of a row take more than `maxBytes` in UTF-8 (with a byte between cells).
 * The exact count is taken only when three bytes a character could pass the limit.
 */
export function rowExceeds(cells: readonly string[], maxBytes: number): boolean {
  let length = cells.length;
  for (const cell of cells) length += cell.length;
  if (length * 3 <= maxBytes) return false;
  let bytes = cells.length;
  for (const cell of cells) bytes += Buffer.byteLength(cell, 'utf8');
  return bytes > maxBytes;
}
