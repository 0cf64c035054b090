import { DateTime } from 'luxon';
import { type AvailabilityInput, type Slot, upcomingSlots } from './free-slots.ts';
import { isoDateOf, localDayOf, minuteMs, wallMinutesOf, zoneNamed, zoneOrNull } from './zoned-time.ts';

/** A slot offered in a message, with its words in the zone it is shown in. */
export interface OfferedSlot extends Slot {
  /** The IANA zone the label is written in: the prospect's when known, else the host's. */
  zone: string;
  /** E.g. "Tuesday 3 June, 10:00–10:30 (Berlin time)". */
  label: string;
}

export interface OfferSlotsInput extends AvailabilityInput {
  count: number;
  /** The prospect's IANA zone; null or unknown: the host's. */
  prospectZone?: string | null;
  /** Host days to look ahead (14 unless set). */
  horizonDays?: number;
}

/** Times of day the picks aim at, in turn, on the shown clock: one morning, one afternoon. */
const aims = [10 * 60, 14 * 60 + 30];
/** Office hours on the prospect's clock: slots outside them are offered only when too few are inside. */
const officeHours = { start: 8 * 60, end: 18 * 60 };
/** Two picks on the same day are at least this far apart. */
const sameDayGapMinutes = 120;

/** "Berlin time" from "Europe/Berlin", "New York time" from "America/New_York", "UTC" as is. */
export function zoneWords(zone: string): string {
  const city = zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;
  return zone.includes('/') ? `${city} time` : zone;
}

/** A slot in words on a zone's clock, in British English: "Tuesday 3 June, 10:00–10:30 (Berlin time)". */
export function describeSlot(slot: Slot, zone: string): string {
  const start = DateTime.fromJSDate(slot.start, { zone }).setLocale('en-GB');
  const end = DateTime.fromJSDate(slot.end, { zone }).setLocale('en-GB');
  return `${start.toFormat('cccc d LLLL, HH:mm')}–${end.toFormat('HH:mm')} (${zoneWords(zone)})`;
}

/**
 * `count` concrete slots for the autopilot to propose in a reply, spread out: from the shown zone's
 * tomorrow (a reply read a few hours later still finds them open), one a day over the next days with
 * a free slot, alternating morning and afternoon, and only then a second one on a day already used.
 * When the prospect's zone is known, slots inside their office hours come first. Deterministic.
 */
export function offerSlots(input: OfferSlotsInput): OfferedSlot[] {
  const prospectZone = zoneOrNull(input.prospectZone);
  const zoneName = prospectZone ? prospectZone.name : input.rules.timeZone;
  const zone = prospectZone ?? zoneNamed(input.rules.timeZone);
  if (input.count <= 0) return [];
  const today = isoDateOf(localDayOf(zone, input.now.getTime()));
  const all = [...upcomingSlots({ ...input, horizonDays: input.horizonDays ?? 14 })].filter(
    (slot) => isoDateOf(localDayOf(zone, slot.start.getTime())) > today,
  );
  const inOfficeHours = all.filter((slot) => {
    const start = wallMinutesOf(zone, slot.start.getTime());
    return (
      start >= officeHours.start && start + (slot.end.getTime() - slot.start.getTime()) / minuteMs <= officeHours.end
    );
  });
  const pool = prospectZone && inOfficeHours.length >= input.count ? inOfficeHours : all;

  const days = new Map<string, Slot[]>();
  for (const slot of pool) {
    const date = isoDateOf(localDayOf(zone, slot.start.getTime()));
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  const picked = new Map<string, Slot[]>();
  let total = 0;
  // Round after round over the days: each round adds at most one slot a day.
  for (let round = 0, added = true; total < input.count && added; round += 1) {
    added = false;
    let dayIndex = 0;
    for (const [date, slots] of days) {
      if (total >= input.count) break;
      const chosen = picked.get(date) ?? [];
      const aim = aims[(dayIndex + round) % aims.length] ?? aims[0] ?? 0;
      dayIndex += 1;
      const candidates = slots.filter((slot) =>
        chosen.every((other) => Math.abs(slot.start.getTime() - other.start.getTime()) >= sameDayGapMinutes * minuteMs),
      );
      let best: Slot | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const slot of candidates) {
        const distance = Math.abs(wallMinutesOf(zone, slot.start.getTime()) - aim);
        if (distance < bestDistance) {
          best = slot;
          bestDistance = distance;
        }
      }
      if (!best) continue;
      picked.set(date, [...chosen, best]);
      total += 1;
      added = true;
    }
  }
  return [...picked.values()]
    .flat()
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((slot) => ({ ...slot, zone: zoneName, label: describeSlot(slot, zoneName) }));
}
