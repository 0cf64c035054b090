const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026" in the reader's locale; an empty string for a missing date. */
export function formatDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** A calendar day `YYYY-MM-DD` as "12 Mar 2026", read as that day wherever the reader is. */
export function formatDay(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(day);
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
