import type { Cell, CellValue } from 'exceljs';

/**
 * A date as ISO 8601 text: `2026-03-15` for a whole day, `2026-03-15T09:30:00` with a time. Excel
 * keeps no time zone, and the reader gives its wall-clock time as UTC, so none is written.
 */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** A number as Excel shows it in General format: at most 15 significant digits, so 0.1 + 0.2 reads 0.3. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** True for a number format that shows a date or a time (`yyyy-mm-dd`, `d/m/yy h:mm`, `[h]:mm:ss`). */
function isDateFormat(format: string | undefined): boolean {
  if (!format || format === 'General') return false;
  const bare = format.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare);
}

/** Excel's day count (1900 date system) as a date. */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000));

function scalarText(value: unknown, format: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return isDateFormat(format) ? dateText(fromSerial(value)) : numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  return '';
}

function richText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('richText' in value) || !Array.isArray(value.richText)) {
    return undefined;
  }
  return value.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
}

/**
 * A cell's value as the text the sheet shows: dates in ISO 8601, rich text joined, a formula's
 * last computed result (the formula itself is never read), a hyperlink's text, an error as empty.
 */
export function cellText(cell: Pick<Cell, 'value' | 'numFmt'>): string {
  const value: CellValue = cell.value;
  if (typeof value !== 'object' || value === null || value instanceof Date) return scalarText(value, cell.numFmt);
  const rich = richText(value);
  if (rich !== undefined) return rich;
  if ('formula' in value || 'sharedFormula' in value) {
    const result: unknown = value.result;
    return richText(result) ?? scalarText(result, cell.numFmt);
  }
  if ('hyperlink' in value) return richText(value.text) ?? scalarText(value.text, undefined);
  return '';
}
