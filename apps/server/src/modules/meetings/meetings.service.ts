import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import { createReadCache } from '../../platform/read-cache.ts';
import { createBookingFlow } from './book-meeting.ts';
import type { BookingContext } from './booking-context.ts';
import type { CalendarAccess } from './calendar-access.ts';
import type { Interval } from './free-slots.ts';
import { listBookings } from './list-bookings.ts';
import { createBookingManagement } from './manage-booking.ts';
import { createMeetingLinkTokens } from './meeting-link-tokens.ts';
import { hostSlotSource } from './slot-source.ts';
import { createBookingSync } from './sync-booking.ts';
import { createTeamPageService } from './team-pages.ts';

export interface MeetingServiceDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'APP_URL' | 'MAIL_FROM' | 'JWT_SECRET'>;
  queue: Queue;
  mail: MailTransport;
  calendars: CalendarAccess;
  limiters: { readsPerIp: AttemptLimiter; writesPerIp: AttemptLimiter };
  /** How long the public pages reuse a calendar's busy times (a booking always reads them fresh). */
  busyCacheMs?: number;
}

/** Meeting booking: the public pages, the signed links, the organisation's bookings and team pages, the sync job. */
export function createMeetingService(deps: MeetingServiceDependencies) {
  const tokens = createMeetingLinkTokens(deps.config.JWT_SECRET);
  const context: BookingContext = {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    queue: deps.queue,
    calendars: deps.calendars,
    tokens,
    busyCache: createReadCache<Interval[]>({
      ttlMs: deps.busyCacheMs ?? 60_000,
      maxEntries: 1_000,
      now: () => deps.clock.now().getTime(),
    }),
    limiters: deps.limiters,
  };
  const flow = createBookingFlow(context);
  const management = createBookingManagement(context);
  const teamPages = createTeamPageService({ db: deps.db, clock: deps.clock });
  return {
    showPage: flow.showPage,
    book: flow.book,
    viewManagedBooking: management.view,
    changeManagedBooking: management.change,
    listBookings: (actor: Actor, query: Parameters<typeof listBookings>[2]) =>
      listBookings({ db: deps.db, clock: deps.clock }, actor, query),
    teamPages,
    syncBooking: createBookingSync({ ...deps, tokens }),
    slotSource: (organisationId: string, bookingLink: string) => hostSlotSource(context, organisationId, bookingLink),
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
