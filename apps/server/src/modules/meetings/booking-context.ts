import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Queue } from '../../platform/queue.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { type AvailabilityDeps, availabilityOf, type HostAvailability } from './availability.ts';
import type { BookingPage, PageHost } from './booking-pages.ts';
import { type CalendarAccess, CalendarUnavailableError } from './calendar-access.ts';
import type { Interval } from './free-slots.ts';
import type { MeetingLinkTokens } from './meeting-link-tokens.ts';

/** What the booking flows share: the database, the clock, the calendars and the throttles. */
export interface BookingContext {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'APP_URL'>;
  queue: Queue;
  calendars: CalendarAccess;
  tokens: MeetingLinkTokens;
  /** Busy times the public pages read (a short cache); a booking always reads them fresh. */
  busyCache: ReadCache<Interval[]>;
  limiters: { readsPerIp: AttemptLimiter; writesPerIp: AttemptLimiter };
}

/** Counts one request of the address; too many answer 429 in plain words. */
export async function throttle(limiter: AttemptLimiter, ip: string): Promise<void> {
  const wait = await limiter.record(ip);
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', 'Too many booking requests from this address. Try again in a few minutes.', {
      retryAfterSeconds: wait,
    });
  }
}

export const calendarUnavailable = () =>
  new AppError('UNAVAILABLE', "The host's calendar could not be read just now. Try again in a few minutes.");

/**
 * Availability of each host of a page. A host page whose calendar cannot be read answers 503; a
 * team page leaves that member out (the others still take meetings) unless none can be read.
 */
export async function availabilitiesOf(
  context: BookingContext,
  page: BookingPage,
  options: { now: Date; fresh: boolean },
): Promise<HostAvailability[]> {
  const deps: AvailabilityDeps = {
    db: context.db,
    calendars: context.calendars,
    ...(options.fresh ? {} : { busyCache: context.busyCache }),
  };
  const settled = await Promise.allSettled(
    page.hosts.map((host: PageHost) => availabilityOf(deps, host, { now: options.now, teamPageId: page.teamPageId })),
  );
  const read: HostAvailability[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'fulfilled') read.push(outcome.value);
    else if (!(outcome.reason instanceof CalendarUnavailableError)) throw outcome.reason;
  }
  if (read.length === 0 && page.hosts.length > 0) throw calendarUnavailable();
  return read;
}

/**
 * Takes the calendar's booking lock for the rest of the transaction: bookings of one calendar take
 * turns (the daily cap and the buffers are checked against every booking committed before), while
 * the exclusion constraint `bookings_calendar_no_overlap` refuses an overlap whatever happens.
 */
export async function lockCalendar(tx: Database, calendarId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.booking-calendar:${calendarId}`}))`);
}

/** True when the database refused a row because of an exclusion constraint (an overlapping booking). */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23P01') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
