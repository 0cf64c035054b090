import type { TeamPage, teamPageBodySchema } from '@leadpilot/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { mailboxes, users } from '../../db/schema.ts';
import { bookingTeamPageMembers, bookingTeamPages } from '../../db/schema-meetings.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import { hostNameOf } from './booking-pages.ts';

type TeamPageBody = z.output<typeof teamPageBodySchema>;

const calendarSlug = sql<string>`${mailboxes.calendarSettings}->>'bookingSlug'`;

/** Whether a team page uses this booking address (calendars and team pages share one address space). */
export async function isTeamPageSlug(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingTeamPages.id })
    .from(bookingTeamPages)
    .where(eq(bookingTeamPages.slug, slug));
  return row !== undefined;
}

/** Booking addresses change one at a time, calendars' and team pages' alike (the same lock as the calendar settings). */
async function lockSlugs(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leadpilot.booking-slugs'))`);
}

const takenSlug = (slug: string) => conflict(`The booking page address "${slug}" is taken: choose another.`);

/** Team pages of an organisation: a name, an address, a meeting length and the calendars that share its meetings. */
export function createTeamPageService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function viewsOf(organisationId: string, onlyId?: string): Promise<TeamPage[]> {
    const pages = await db
      .select()
      .from(bookingTeamPages)
      .where(
        and(eq(bookingTeamPages.organisationId, organisationId), ...(onlyId ? [eq(bookingTeamPages.id, onlyId)] : [])),
      )
      .orderBy(asc(bookingTeamPages.name), asc(bookingTeamPages.id));
    if (pages.length === 0) return [];
    const members = await db
      .select({ member: bookingTeamPageMembers, calendar: mailboxes, userName: users.name })
      .from(bookingTeamPageMembers)
      .innerJoin(mailboxes, eq(mailboxes.id, bookingTeamPageMembers.calendarId))
      .leftJoin(users, eq(users.id, mailboxes.ownerUserId))
      .where(
        and(
          eq(bookingTeamPageMembers.organisationId, organisationId),
          inArray(
            bookingTeamPageMembers.teamPageId,
            pages.map((page) => page.id),
          ),
        ),
      )
      .orderBy(asc(bookingTeamPageMembers.position));
    return pages.map((page) => ({
      id: page.id,
      name: page.name,
      slug: page.slug,
      meetingMinutes: page.meetingMinutes,
      members: members
        .filter((row) => row.member.teamPageId === page.id)
        .map((row) => ({
          calendarId: row.calendar.id,
          calendarEmail: row.calendar.email,
          hostName: hostNameOf(row.calendar, row.userName),
          capPerDay: row.member.capPerDay,
          capPerWeek: row.member.capPerWeek,
        })),
      createdAt: page.createdAt.toISOString(),
      updatedAt: page.updatedAt.toISOString(),
    }));
  }

  /** Checks the address and the members, then writes the page's members (all of them, in the body's order). */
  async function write(tx: Database, actor: Actor, pageId: string | null, body: TeamPageBody): Promise<void> {
    await lockSlugs(tx);
    const [calendarWithSlug] = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(and(eq(mailboxes.mode, 'Calendar'), eq(calendarSlug, body.slug)));
    const [pageWithSlug] = await tx
      .select({ id: bookingTeamPages.id })
      .from(bookingTeamPages)
      .where(and(eq(bookingTeamPages.slug, body.slug), ...(pageId ? [ne(bookingTeamPages.id, pageId)] : [])));
    if (calendarWithSlug || pageWithSlug) throw takenSlug(body.slug);
    const ids = body.calendarIds;
    const calendars = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(
        and(
          eq(mailboxes.organisationId, actor.organisationId),
          eq(mailboxes.mode, 'Calendar'),
          // A calendar switched off may stay a member: it offers no times until it is switched on again.
          inArray(mailboxes.id, ids),
        ),
      );
    // Another organisation's calendar reads as one that does not exist.
    if (calendars.length !== ids.length) throw notFound('One of these calendars');
    if (Object.keys(body.caps).some((id) => !ids.includes(id))) {
      throw refused('Limits are set for a calendar that is not a member: add it, or leave its limits out.');
    }
    if (pageId) await tx.delete(bookingTeamPageMembers).where(eq(bookingTeamPageMembers.teamPageId, pageId));
  }

  async function insertMembers(tx: Database, actor: Actor, pageId: string, body: TeamPageBody) {
    await tx.insert(bookingTeamPageMembers).values(
      body.calendarIds.map((calendarId, position) => ({
        teamPageId: pageId,
        organisationId: actor.organisationId,
        calendarId,
        capPerDay: body.caps[calendarId]?.capPerDay ?? null,
        capPerWeek: body.caps[calendarId]?.capPerWeek ?? null,
        position,
      })),
    );
  }

  async function one(actor: Actor, id: string): Promise<TeamPage> {
    const [view] = await viewsOf(actor.organisationId, id);
    if (!view) throw notFound('This team page');
    return view;
  }

  return {
    async list(actor: Actor): Promise<{ data: TeamPage[] }> {
      return { data: await viewsOf(actor.organisationId) };
    },

    async create(actor: Actor, body: TeamPageBody): Promise<{ message: string; data: TeamPage }> {
      const id = await db
        .transaction(async (tx) => {
          await write(tx, actor, null, body);
          const [page] = await tx
            .insert(bookingTeamPages)
            .values({
              organisationId: actor.organisationId,
              name: body.name,
              slug: body.slug,
              meetingMinutes: body.meetingMinutes,
            })
            .returning({ id: bookingTeamPages.id });
          if (!page) throw new Error('team page insert returned nothing');
          await insertMembers(tx, actor, page.id, body);
          return page.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw takenSlug(body.slug);
          throw error;
        });
      return { message: `Team page “${body.name}” created.`, data: await one(actor, id) };
    },

    async update(actor: Actor, id: string, body: TeamPageBody): Promise<{ message: string; data: TeamPage }> {
      await db.transaction(async (tx) => {
        const [page] = await tx
          .select({ id: bookingTeamPages.id })
          .from(bookingTeamPages)
          .where(and(eq(bookingTeamPages.id, id), eq(bookingTeamPages.organisationId, actor.organisationId)))
          .for('update');
        if (!page) throw notFound('This team page');
        await write(tx, actor, id, body);
        await tx
          .update(bookingTeamPages)
          .set({ name: body.name, slug: body.slug, meetingMinutes: body.meetingMinutes, updatedAt: clock.now() })
          .where(eq(bookingTeamPages.id, id));
        await insertMembers(tx, actor, id, body);
      });
      return { message: `Team page “${body.name}” saved.`, data: await one(actor, id) };
    },

    /** Removes the page; its bookings stay (with their hosts), no longer linked to it. */
    async remove(actor: Actor, id: string): Promise<{ message: string; data: { id: string } }> {
      const [removed] = await db
        .delete(bookingTeamPages)
        .where(and(eq(bookingTeamPages.id, id), eq(bookingTeamPages.organisationId, actor.organisationId)))
        .returning({ name: bookingTeamPages.name });
      if (!removed) throw notFound('This team page');
      return { message: `Team page “${removed.name}” removed.`, data: { id } };
    },
  };
}
export type TeamPageService = ReturnType<typeof createTeamPageService>;
