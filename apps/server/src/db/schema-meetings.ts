import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `booked` and `rescheduled` (moved at least once) are live; `cancelled` frees the time. */
export const bookingStatusValues = ['booked', 'rescheduled', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatusValues)[number];

/**
 * A team's booking page: its meetings go to one of its members' calendars in turn (round robin).
 * The slug shares one address space with the calendars' `bookingSlug` (unique on the platform,
 * checked under the same advisory lock as the calendar settings).
 */
export const bookingTeamPages = pgTable(
  'booking_team_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The page's meeting length, whatever each member's own calendar says. */
    meetingMinutes: integer('meeting_minutes').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('booking_team_pages_slug_unique').on(table.slug),
    index('booking_team_pages_organisation_idx').on(table.organisationId),
  ],
);

/** A member of a team page: one connected calendar of the organisation, with the page's caps on it. */
export const bookingTeamPageMembers = pgTable(
  'booking_team_page_members',
  {
    teamPageId: uuid('team_page_id')
      .notNull()
      .references(() => bookingTeamPages.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** Meetings this page may give the member a day / an ISO week (the member's clock); null: no cap. */
    capPerDay: integer('cap_per_day'),
    capPerWeek: integer('cap_per_week'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.teamPageId, table.calendarId] }),
    index('booking_team_page_members_calendar_idx').on(table.calendarId),
    check(
      'booking_team_page_members_caps_positive',
      sql`coalesce(${table.capPerDay}, 1) > 0 and coalesce(${table.capPerWeek}, 1) > 0`,
    ),
  ],
);

/**
 * A meeting a prospect booked in a host's calendar. One row per meeting for its whole life: a
 * reschedule moves it (the ICS UID stays `meeting-<id>@leadpilot`) and bumps `sequence`; a cancel
 * sets `cancelled`. Besides the checks below, the migration adds the exclusion constraint
 * `bookings_calendar_no_overlap` (btree_gist): one calendar never holds two live bookings whose
 * times overlap, whatever the application does (drizzle-kit cannot declare it, so it is SQL there).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The host's connected calendar (a mailbox entry of mode Calendar). */
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    teamPageId: uuid('team_page_id').references(() => bookingTeamPages.id, { onDelete: 'set null' }),
    /** The prospect database's person, when the address belongs to an enrolled prospect. */
    personId: uuid('person_id'),
    prospectEmail: text('prospect_email').notNull(),
    prospectName: text('prospect_name').notNull(),
    /** The zone the visitor booked in; the invitation writes times on that clock. */
    prospectTimeZone: text('prospect_time_zone'),
    note: text('note'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatusValues }).notNull().default('booked'),
    /** The ICS revision: 0 when booked, one more on each reschedule and on the cancel. */
    sequence: integer('sequence').notNull().default(0),
    /** The event in the host's calendar, once created, and the revision it shows. */
    providerEventId: text('provider_event_id'),
    providerSequence: integer('provider_sequence'),
    videoUrl: text('video_url'),
    /** The booking request's key: the same request again answers the same booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bookings_idempotency_key_unique').on(table.idempotencyKey),
    index('bookings_calendar_starts_idx').on(table.calendarId, table.startsAt),
    index('bookings_organisation_starts_idx').on(table.organisationId, table.startsAt),
    index('bookings_organisation_email_idx').on(table.organisationId, table.prospectEmail),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('bookings_sequence_positive', sql`${table.sequence} >= 0`),
    check('bookings_email_lower', sql`${table.prospectEmail} = lower(${table.prospectEmail})`),
  ],
);
