const dayMs = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - weekday * dayMs);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * dayMs);
}

/** `YYYY-MM-DD` in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM` in UTC. */
export function isoMonth(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A moment between `maxDays` and `minDays` days before `date`, to the second. */
export function momentBefore(
  random: { int(min: number, max: number): number },
  date: Date,
  minDays: number,
  maxDays: number,
): Date {
  return new Date(date.getTime() - random.int(minDays * 86_400, maxDays * 86_400) * 1000);
}
