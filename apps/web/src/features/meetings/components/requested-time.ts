import type { BookingDay, BookingSlot } from '@leadpilot/contracts';

/**
 * The time a link asked for (`/book/{slug}?at={ISO instant}`, as the autopilot's answers link each
 * time they propose) read against the page's free days:
 * - `free`: the time is one of the page's slots; the page opens on its day with it chosen;
 * - `taken`: a valid instant that is not free (any more); the page opens on the nearest free times;
 * - `none`: no `at`, or not an ISO instant: the page opens as usual.
 */
export type RequestedTime =
  | { kind: 'none' }
  | { kind: 'free'; date: string; slot: BookingSlot }
  | { kind: 'taken'; date: string | null };

/** "2030-06-04T07:00:00.000Z", "2030-06-04T09:00+02:00": a date, a time and a zone, nothing vaguer. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant in milliseconds, or null when `at` is missing or not an ISO instant. */
export function parseRequestedAt(at: string | null | undefined): number | null {
  const text = at?.trim() ?? '';
  if (!isoInstant.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** The "YYYY-MM-DD" day of an instant on a zone's clock. */
export function dateOn(ms: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Where the page opens for the time a link asked for. `days` are grouped on `zone`'s clock. A time
 * no longer free opens its own day when that day still has free times, else the day of the free
 * time nearest to it (the first day when none is listed).
 */
export function resolveRequestedTime(
  at: string | null | undefined,
  days: readonly BookingDay[],
  zone: string,
): RequestedTime {
  const ms = parseRequestedAt(at);
  if (ms === null) return { kind: 'none' };
  for (const day of days) {
    const slot = day.slots.find((candidate) => Date.parse(candidate.start) === ms);
    if (slot) return { kind: 'free', date: day.date, slot };
  }
  const own = dateOn(ms, zone);
  if (days.some((day) => day.date === own && day.slots.length > 0)) return { kind: 'taken', date: own };
  let nearest: { date: string; distance: number } | null = null;
  for (const day of days) {
    for (const slot of day.slots) {
      const distance = Math.abs(Date.parse(slot.start) - ms);
      if (!nearest || distance < nearest.distance) nearest = { date: day.date, distance };
    }
  }
  return { kind: 'taken', date: nearest?.date ?? days[0]?.date ?? null };
}
