const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'always' });
const absoluteFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The reader's time zone, as the browser reports it ("Europe/London"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * "in 5 minutes", "in 3 hours", "in 4 days"; "Due now" for an email due already (the
 * engine takes it on its next pass).
 */
export function formatDueRelative(dueAt: string, now: number): string {
  const difference = Date.parse(dueAt) - now;
  if (Number.isNaN(difference)) return '';
  if (difference < minute) return 'Due now';
  if (difference < hour) return relativeFormat.format(Math.round(difference / minute), 'minute');
  if (difference < day) return relativeFormat.format(Math.round(difference / hour), 'hour');
  return relativeFormat.format(Math.round(difference / day), 'day');
}

/** "Tue, 12 Mar 2026, 14:05" in the reader's locale and time zone. */
export function formatDueAbsolute(dueAt: string): string {
  const date = new Date(dueAt);
  return Number.isNaN(date.getTime()) ? '' : absoluteFormat.format(date);
}

/** The full date and time with the time zone, for the tooltip. */
export function formatDueFull(dueAt: string): string {
  const date = new Date(dueAt);
  return Number.isNaN(date.getTime()) ? '' : fullFormat.format(date);
}

function pad(value: number): string {
  return value.toString().padStart(2, '0');
}

/** A date as a `datetime-local` input's value ("2026-03-12T14:05"), in the reader's time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the reader's time zone; null when it is not a date and time. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The quick choices of the reschedule dialog: in an hour, tomorrow at 9, next Monday at 9. */
export function reschedulePresets(now: Date): { label: string; value: Date }[] {
  const inAnHour = new Date(now.getTime() + hour);
  inAnHour.setSeconds(0, 0);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  const monday = new Date(now);
  // Days until the next Monday: 1–7 (a Monday moves a week on).
  monday.setDate(now.getDate() + ((8 - now.getDay()) % 7 || 7));
  monday.setHours(9, 0, 0, 0);
  return [
    { label: 'In 1 hour', value: inAnHour },
    { label: 'Tomorrow 9:00', value: tomorrow },
    { label: 'Next Monday 9:00', value: monday },
  ];
}
