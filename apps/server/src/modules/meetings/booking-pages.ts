import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes, organisations, users } from '../../db/schema.ts';
import { bookingTeamPageMembers, bookingTeamPages } from '../../db/schema-meetings.ts';
import type { MailboxRow } from '../mailboxes/index.ts';
import { type BookingRules, bookingRulesFromCalendar } from './booking-rules.ts';

/** One calendar that takes a page's meetings, with the rules its slots follow. */
export interface PageHost {
  calendar: MailboxRow;
  hostUserId: string | null;
  hostName: string;
  rules: BookingRules;
  /** The team page's caps on this host (null: none, and always for a host's own page). */
  capPerDay: number | null;
  capPerWeek: number | null;
}

/** A public booking page: one host's calendar, or a team page whose members share its meetings. */
export interface BookingPage {
  kind: 'host' | 'team';
  slug: string;
  organisationId: string;
  organisationName: string;
  /** The host's name, or the team page's. */
  name: string;
  teamPageId: string | null;
  meetingMinutes: number;
  /** The hosts that can take a meeting now (a team page leaves out members whose calendar is not usable). */
  hosts: PageHost[];
}

const bookingSlug = sql<string>`${mailboxes.calendarSettings}->>'bookingSlug'`;

/** The words a visitor sees for the host: the member's name, else the calendar's sender name or address. */
function hostNameOf(calendar: MailboxRow, userName: string | null): string {
  return userName?.trim() || calendar.senderName.trim() || calendar.email;
}

/** The rules of a calendar (with the team page's meeting length), or null when its settings cannot take bookings. */
export function rulesOf(calendar: MailboxRow, meetingMinutes?: number): BookingRules | null {
  const settings = calendar.calendarSettings;
  if (!settings) return null;
  try {
    return bookingRulesFromCalendar(meetingMinutes === undefined ? settings : { ...settings, meetingMinutes });
  } catch {
    return null;
  }
}

async function organisationName(db: Database, organisationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.name ?? '';
}

/**
 * The page at `slug`: an active calendar whose booking address it is, else a team page. Null for
 * an unknown address or a deactivated calendar (answered as not found, whoever asks).
 */
export async function findBookingPage(db: Database, slug: string): Promise<BookingPage | null> {
  const [own] = await db
    .select({ calendar: mailboxes, userName: users.name })
    .from(mailboxes)
    .leftJoin(users, eq(users.id, mailboxes.ownerUserId))
    .where(and(eq(mailboxes.mode, 'Calendar'), eq(bookingSlug, slug)));
  if (own) {
    if (own.calendar.status === 'deactivated') return null;
    const rules = rulesOf(own.calendar);
    const name = hostNameOf(own.calendar, own.userName);
    return {
      kind: 'host',
      slug,
      organisationId: own.calendar.organisationId,
      organisationName: await organisationName(db, own.calendar.organisationId),
      name,
      teamPageId: null,
      meetingMinutes: rules?.meetingMinutes ?? own.calendar.calendarSettings?.meetingMinutes ?? 30,
      hosts:
        rules && own.calendar.status === 'active'
          ? [
              {
                calendar: own.calendar,
                hostUserId: own.calendar.ownerUserId,
                hostName: name,
                rules,
                capPerDay: null,
                capPerWeek: null,
              },
            ]
          : [],
    };
  }
  const [page] = await db.select().from(bookingTeamPages).where(eq(bookingTeamPages.slug, slug));
  if (!page) return null;
  const members = await db
    .select({ member: bookingTeamPageMembers, calendar: mailboxes, userName: users.name })
    .from(bookingTeamPageMembers)
    .innerJoin(mailboxes, eq(mailboxes.id, bookingTeamPageMembers.calendarId))
    .leftJoin(users, eq(users.id, mailboxes.ownerUserId))
    .where(and(eq(bookingTeamPageMembers.teamPageId, page.id), eq(mailboxes.organisationId, page.organisationId)))
    .orderBy(asc(bookingTeamPageMembers.position));
  const hosts: PageHost[] = [];
  for (const { member, calendar, userName } of members) {
    const rules =
      calendar.status === 'active' && calendar.mode === 'Calendar' ? rulesOf(calendar, page.meetingMinutes) : null;
    if (!rules) continue;
    hosts.push({
      calendar,
      hostUserId: calendar.ownerUserId,
      hostName: hostNameOf(calendar, userName),
      rules,
      capPerDay: member.capPerDay,
      capPerWeek: member.capPerWeek,
    });
  }
  return {
    kind: 'team',
    slug,
    organisationId: page.organisationId,
    organisationName: await organisationName(db, page.organisationId),
    name: page.name,
    teamPageId: page.id,
    meetingMinutes: page.meetingMinutes,
    hosts,
  };
}

/** The host of one calendar (for a booking's later changes), or null when it cannot take bookings. */
export async function findCalendarHost(
  db: Database,
  calendarId: string,
  meetingMinutes: number,
): Promise<PageHost | null> {
  const [row] = await db
    .select({ calendar: mailboxes, userName: users.name })
    .from(mailboxes)
    .leftJoin(users, eq(users.id, mailboxes.ownerUserId))
    .where(eq(mailboxes.id, calendarId));
  if (!row) return null;
  const rules = row.calendar.status === 'active' ? rulesOf(row.calendar, meetingMinutes) : null;
  const hostName = hostNameOf(row.calendar, row.userName);
  if (!rules) return null;
  return {
    calendar: row.calendar,
    hostUserId: row.calendar.ownerUserId,
    hostName,
    rules,
    capPerDay: null,
    capPerWeek: null,
  };
}

/** The name shown for a calendar's host (for views of bookings whose calendar cannot book any more). */
export { hostNameOf };
