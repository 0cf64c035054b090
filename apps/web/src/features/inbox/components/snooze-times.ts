const hour = 60 * 60_000;

/** The morning hour "tomorrow" and "next week" wake at, in the reader's time zone. */
const morningHour = 9;

function atMorning(date: Date): Date {
  const next = new Date(date);
  next.setHours(morningHour, 0, 0, 0);
  return next;
}

/** The snooze presets from `now`, in the reader's time zone: in three hours, tomorrow at 9 am, next Monday at 9 am. */
export function snoozePresets(now: Date): { key: 'later' | 'tomorrow' | 'next-week'; label: string; until: Date }[] {
  const later = new Date(now.getTime() + 3 * hour);
  const tomorrow = atMorning(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  const daysToMonday = (8 - now.getDay()) % 7 || 7;
  const nextWeek = atMorning(new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToMonday));
  return [
    { key: 'later', label: 'Later today', until: later },
    { key: 'tomorrow', label: 'Tomorrow', until: tomorrow },
    { key: 'next-week', label: 'Next week', until: nextWeek },
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` input's value, in the reader's time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value back as a date, or null. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
