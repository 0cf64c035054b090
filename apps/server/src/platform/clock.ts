/** The time source every rule reads, so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the test moves by hand. */
export function createManualClock(start = new Date('2026-01-05T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

export const days = (count: number) => count * 24 * 60 * 60 * 1000;
export const seconds = (count: number) => count * 1000;
