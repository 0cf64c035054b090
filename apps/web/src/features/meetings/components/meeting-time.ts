/** Times and days of meetings on a given clock, in British English ("09:30", "Tuesday 4 June"). */
const locale = 'en-GB';

/** The visitor's IANA zone, as the browser knows it (UTC when it does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "09:30" on the zone's clock. */
export function clockTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A "YYYY-MM-DD" day as "Tue 4 Jun" (short) or "Tuesday 4 June" (long), whatever the reader's zone. */
export function dayLabel(date: string, style: 'short' | 'long' = 'short'): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
  }).format(noon);
}

/** "Tuesday 4 June, 10:00–10:30" on the zone's clock. */
export function meetingWhen(start: string, end: string, zone: string): string {
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(start));
  return `${day}, ${clockTime(start, zone)}–${clockTime(end, zone)}`;
}

/** "Berlin time" from "Europe/Berlin"; "UTC" as it is. */
export function zoneWords(zone: string): string {
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;
  return zone.includes('/') ? `${city} time` : zone;
}
