/** How often a job recurs, as the builder offers it; `custom` takes a cron expression as typed. */
export type Frequency = 'hourly' | 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'custom';

export interface RecurrenceChoice {
  frequency: Frequency;
  /** `HH:MM`, for daily, weekday, weekly and monthly runs. */
  time: string;
  /** The minute past each hour, for hourly runs. */
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as cron counts them. */
  weekday: number;
  /** 1–28, so every month has it. */
  dayOfMonth: number;
  custom: string;
}

export const defaultRecurrence: RecurrenceChoice = {
  frequency: 'weekdays',
  time: '09:00',
  minute: 0,
  weekday: 1,
  dayOfMonth: 1,
  custom: '',
};

export const frequencyOptions: { value: Frequency; label: string }[] = [
  { value: 'hourly', label: 'Every hour' },
  { value: 'daily', label: 'Every day' },
  { value: 'weekdays', label: 'Every weekday (Monday to Friday)' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
  { value: 'custom', label: 'Custom (cron expression)' },
];

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function clockParts(time: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hour = Math.min(23, Math.max(0, Number(match?.[1] ?? 9)));
  const minute = Math.min(59, Math.max(0, Number(match?.[2] ?? 0)));
  return { hour, minute };
}

/** The five-field cron expression of a choice (read in the job's time zone by the server). */
export function cronOf(choice: RecurrenceChoice): string {
  const { hour, minute } = clockParts(choice.time);
  switch (choice.frequency) {
    case 'hourly':
      return `${Math.min(59, Math.max(0, Math.trunc(choice.minute)))} * * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekdays':
      return `${minute} ${hour} * * 1-5`;
    case 'weekly':
      return `${minute} ${hour} * * ${choice.weekday}`;
    case 'monthly':
      return `${minute} ${hour} ${Math.min(28, Math.max(1, Math.trunc(choice.dayOfMonth)))} * *`;
    case 'custom':
      return choice.custom.trim().split(/\s+/).filter(Boolean).join(' ');
  }
}

/** One line for people: "Every weekday at 09:00". */
export function describeRecurrence(choice: RecurrenceChoice): string {
  const { hour, minute } = clockParts(choice.time);
  const at = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  switch (choice.frequency) {
    case 'hourly':
      return `Every hour at ${choice.minute} minutes past`;
    case 'daily':
      return `Every day at ${at}`;
    case 'weekdays':
      return `Every weekday at ${at}`;
    case 'weekly':
      return `Every ${weekdayNames[choice.weekday] ?? 'Monday'} at ${at}`;
    case 'monthly':
      return `On day ${choice.dayOfMonth} of every month at ${at}`;
    case 'custom':
      return 'On a custom schedule';
  }
}

/** The browser's time zone, the form's default. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Mon, 4 Jan 2027, 09:00" in `timeZone` (the job's), whatever the reader's zone. */
export function formatInZone(value: string | null, timeZone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** A local date and time typed in the form (`2027-01-04T09:30`) as an instant in `timeZone`, ISO with its offset. */
export function instantInZone(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  // The zone's offset at that moment, found by formatting the UTC guess in the zone (twice, across a change).
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass++) guess = asUtc - offsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess).toISOString();
}

function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}
