import { availabilitiesOf, type BookingContext } from './booking-context.ts';
import { findBookingPage } from './booking-pages.ts';
import type { BookingRules } from './booking-rules.ts';
import type { Interval } from './free-slots.ts';

/** A host's calendar as `offerSlots` reads it: the booking rules, busy times and live bookings. */
export interface HostSlotSource {
  rules: BookingRules;
  busy: Interval[];
  bookings: Interval[];
}

/** The slug of one of our own booking pages (`{APP_URL}/book/{slug}`), or null for any other address. */
export function ownBookingSlug(appUrl: string, link: string): string | null {
  const base = `${appUrl.replace(/\/+$/, '')}/book/`;
  if (!link.startsWith(base)) return null;
  const slug = link.slice(base.length).split(/[?#]/)[0] ?? '';
  return /^[a-z0-9-]+$/i.test(slug) ? slug : null;
}

/**
 * The free/busy behind a booking link of the organisation's own host page, for the autopilot to
 * propose concrete times (busy times read through the public pages' short cache). Null when the
 * link is not one of our host pages, is another organisation's, is a team page (whose host is
 * chosen at booking), or the calendar cannot be read now: the answer then gives the link alone.
 */
export async function hostSlotSource(
  context: BookingContext,
  organisationId: string,
  bookingLink: string,
): Promise<HostSlotSource | null> {
  const slug = ownBookingSlug(context.config.APP_URL, bookingLink);
  if (!slug) return null;
  const page = await findBookingPage(context.db, slug);
  if (page?.kind !== 'host' || page.organisationId !== organisationId) return null;
  try {
    const [availability] = await availabilitiesOf(context, page, { now: context.clock.now(), fresh: false });
    if (!availability) return null;
    return { rules: availability.host.rules, busy: availability.busy, bookings: availability.bookings };
  } catch {
    return null;
  }
}
