import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, contactReveals, people, savedListPeople, savedLists } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * The prospect or meeting a recording belongs to, when the organisation has it: a person it revealed
 * or keeps in one of its lists, a booking of its calendars. One read each (docs/recordings.md);
 * another organisation's id answers 404, as an id that exists nowhere does.
 */
export async function checkSubjects(
  db: Database,
  organisationId: string,
  subject: { prospectId?: string | undefined; meetingId?: string | undefined },
): Promise<{ personId: string | null; bookingId: string | null }> {
  let personId: string | null = null;
  let bookingId: string | null = null;
  if (subject.meetingId) {
    const [booking] = await db
      .select({ id: bookings.id, personId: bookings.personId })
      .from(bookings)
      .where(and(eq(bookings.id, subject.meetingId), eq(bookings.organisationId, organisationId)))
      .limit(1);
    if (!booking) throw notFound('This meeting');
    bookingId = booking.id;
    personId = booking.personId;
  }
  if (subject.prospectId) {
    const [person] = await db
      .select({ id: people.id })
      .from(people)
      .where(
        and(
          eq(people.id, subject.prospectId),
          or(
            sql`exists (select 1 from ${contactReveals} where ${contactReveals.personId} = ${people.id} and ${contactReveals.organisationId} = ${organisationId})`,
            sql`exists (select 1 from ${savedListPeople} join ${savedLists} on ${savedLists.id} = ${savedListPeople.listId} where ${savedListPeople.personId} = ${people.id} and ${savedLists.organisationId} = ${organisationId})`,
          ),
        ),
      )
      .limit(1);
    if (!person) throw notFound('This prospect');
    personId = person.id;
  }
  return { personId, bookingId };
}
