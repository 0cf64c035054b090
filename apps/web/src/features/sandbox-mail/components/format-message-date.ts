const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const fullDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * A mailbox-style short date in the reader's locale: the time for today's messages ("14:05"),
 * day and month for this year's ("12 Mar"), the full date otherwise; '' for a bad date.
 */
export function formatMessageDate(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayMonthFormat.format(date);
  return fullDateFormat.format(date);
}
