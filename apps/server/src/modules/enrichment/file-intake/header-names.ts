const emailPattern = /^\s*(mailto:)?[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}\s*$/i;
const urlPattern = /^\s*(https?:\/\/|www\.)\S+$|linkedin\.com\//i;

/**
 * The first cell of a would-be header row that is data, not a column name: an email address or a
 * web address. Undefined when the row can be a header.
 */
export function dataInHeader(cells: readonly string[]): string | undefined {
  return cells.find((cell) => emailPattern.test(cell) || urlPattern.test(cell));
}

/**
 * Column names as people read them: white space (line breaks too) trimmed and collapsed, blank names
 * called `Column 3` after their place, blank names after the last named column left out (the cells
 * under them are kept as extra cells), and names made unique regardless of case (`Email`,
 * `email (2)`) so each can key a custom column.
 */
export function cleanHeaders(cells: readonly string[]): string[] {
  const trimmed = cells.map((cell) => cell.replace(/\s+/g, ' ').trim());
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '') end -= 1;
  const used = new Set<string>();
  return trimmed.slice(0, end).map((cell, index) => {
    const name = cell || `Column ${index + 1}`;
    let unique = name;
    for (let copy = 2; used.has(unique.toLowerCase()); copy += 1) unique = `${name} (${copy})`;
    used.add(unique.toLowerCase());
    return unique;
  });
}
