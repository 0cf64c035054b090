import { z } from 'zod';
import type { Slot } from './free-slots.ts';
import { addLocalDays, isoDateOf, localDayOf, zoneNamed } from './zoned-time.ts';

/** A team's booking page: a name, an address and the hosts who share its meetings. */
export const teamPageSchema = z.object({
  name: z.string().trim().min(1, { message: 'Give the page a name' }).max(80, { message: 'Use at most 80 characters' }),
  slug: z
    .string()
    .trim()
    .min(3, { message: 'Use at least 3 characters' })
    .max(60, { message: 'Use at most 60 characters' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Use lower-case letters, digits and dashes, e.g. sales-team' }),
  memberIds: z
    .array(z.string().min(1))
    .min(1, { message: 'Add at least one member' })
    .max(50, { message: 'A team page has at most 50 members' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A member appears twice' }),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

/** One booking a host already has, for fairness and caps (cancelled ones left out). */
export interface HostBooking {
  /** When the meeting starts: counted against the caps of its day and week. */
  start: Date;
  /** When it was booked: the round robin favours whoever was booked longest ago. */
  bookedAt: Date;
}

/** What the round robin knows of one member of a team page. */
export interface TeamMember {
  hostId: string;
  /** The host's zone: the caps count the host's calendar days and ISO weeks (Monday to Sunday). */
  timeZone: string;
  /** The host's own free slots (from `findFreeSlots` with the host's rules). */
  freeSlots: readonly Slot[];
  /** The bookings that count for this page: the page's own to share its meetings, or all the host's. */
  history: readonly HostBooking[];
  /** Meetings a day and a week this page may give the host; null: no cap. */
  capPerDay: number | null;
  capPerWeek: number | null;
}

const keyOf = (slot: Slot) => `${slot.start.getTime()}/${slot.end.getTime()}`;

/** The Monday that starts the ISO week of the host's day on which `at` falls. */
function weekOf(zone: string, at: Date): string {
  const day = localDayOf(zoneNamed(zone), at.getTime());
  return isoDateOf(addLocalDays(day, 1 - day.weekday));
}

/** Whether one more meeting at `slot` keeps the member under both caps. */
function isUnderCaps(member: TeamMember, slot: Slot): boolean {
  const zone = zoneNamed(member.timeZone);
  const day = isoDateOf(localDayOf(zone, slot.start.getTime()));
  const week = weekOf(member.timeZone, slot.start);
  let sameDay = 0;
  let sameWeek = 0;
  for (const booking of member.history) {
    if (isoDateOf(localDayOf(zone, booking.start.getTime())) === day) sameDay += 1;
    if (weekOf(member.timeZone, booking.start) === week) sameWeek += 1;
  }
  return (
    (member.capPerDay === null || sameDay < member.capPerDay) &&
    (member.capPerWeek === null || sameWeek < member.capPerWeek)
  );
}

/** The members who could take `slot`: it is one of their free slots and they are under their caps. */
export function membersFreeAt(members: readonly TeamMember[], slot: Slot): TeamMember[] {
  const key = keyOf(slot);
  return members.filter((member) => member.freeSlots.some((free) => keyOf(free) === key) && isUnderCaps(member, slot));
}

/** The team page's slots: each one at least one member could take, in time order, once each. */
export function teamFreeSlots(members: readonly TeamMember[]): Slot[] {
  const slots = new Map<string, Slot>();
  for (const member of members) {
    for (const slot of member.freeSlots) {
      const key = keyOf(slot);
      if (!slots.has(key) && isUnderCaps(member, slot)) slots.set(key, slot);
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

const lastBookedAt = (member: TeamMember) =>
  member.history.reduce((latest, booking) => Math.max(latest, booking.bookedAt.getTime()), Number.NEGATIVE_INFINITY);

/**
 * The host for a chosen slot: among the members free then and under their caps, whoever was booked
 * least recently (never booked first), ties going to the smaller host id so the answer never depends
 * on the members' order. Null when nobody can take it (the slot was just taken).
 */
export function pickHost(members: readonly TeamMember[], slot: Slot): string | null {
  const ranked = membersFreeAt(members, slot)
    .map((member) => ({ hostId: member.hostId, last: lastBookedAt(member) }))
    .sort((a, b) => {
      if (a.last !== b.last) return a.last < b.last ? -1 : 1;
      return a.hostId < b.hostId ? -1 : a.hostId > b.hostId ? 1 : 0;
    });
  return ranked[0]?.hostId ?? null;
}
