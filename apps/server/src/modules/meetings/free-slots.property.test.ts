/**
 * Whatever the rules, busy times, bookings and clock, every slot found is bookable: clear of every
 * busy time and booking with its buffers, inside working hours on a working day on the host's wall
 * clock, on the grid, after the notice, never on a day the cap has filled. Zones with a change of the
 * clocks in the ranges asked (and Lord Howe's half-hour change, Kathmandu's quarter-hour offset).
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { bookingRulesSchema, meetingLengths } from './booking-rules.ts';
import { findFreeSlots, slotStepMinutes } from './free-slots.ts';

const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
// The days before changes of the clocks in 2025, and one quiet week.
const firstDays = ['2025-03-08', '2025-03-29', '2025-04-05', '2025-10-04', '2025-10-25', '2025-11-01', '2025-06-02'];
const minute = 60_000;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const scenario = fc
  .record({
    zone: fc.constantFrom(...zones),
    from: fc.constantFrom(...firstDays),
    days: fc.integer({ min: 1, max: 4 }),
    meetingMinutes: fc.constantFrom(...meetingLengths),
    start: fc.integer({ min: 0, max: 22 * 60 }),
    extra: fc.integer({ min: 0, max: 12 * 60 }),
    workingDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    before: fc.integer({ min: 0, max: 60 }),
    after: fc.integer({ min: 0, max: 60 }),
    notice: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    dailyCap: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    // Busy times and bookings as minutes from the first day's UTC midnight, spanning up to five days.
    busy: fc.array(fc.tuple(fc.integer({ min: -600, max: 7200 }), fc.integer({ min: 1, max: 900 })), { maxLength: 12 }),
    bookings: fc.array(fc.tuple(fc.integer({ min: -600, max: 7200 }), fc.integer({ min: 15, max: 90 })), {
      maxLength: 6,
    }),
    nowOffset: fc.integer({ min: -3 * 24 * 60, max: 5 * 24 * 60 }),
  })
  .filter((input) => input.start + input.meetingMinutes + input.extra <= 23 * 60 + 59);

describe('findFreeSlots, for any input', () => {
  it('finds only slots that can be booked', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const rules = bookingRulesSchema.parse({
          bookingSlug: 'any-host',
          timeZone: input.zone,
          workingHours: {
            start: clock(input.start),
            end: clock(input.start + input.meetingMinutes + input.extra),
            days: input.workingDays,
          },
          meetingMinutes: input.meetingMinutes,
          bufferMinutes: 0,
          bufferBeforeMinutes: input.before,
          bufferAfterMinutes: input.after,
          minimumNoticeMinutes: input.notice,
          dailyCap: input.dailyCap,
        });
        const origin = Date.parse(`${input.from}T00:00:00Z`);
        const interval = ([offset, length]: [number, number]) => ({
          start: new Date(origin + offset * minute),
          end: new Date(origin + (offset + length) * minute),
        });
        const busy = input.busy.map(interval);
        const bookings = input.bookings.map(interval);
        const now = new Date(origin + input.nowOffset * minute);
        const slots = findFreeSlots({ rules, busy, bookings, now, from: input.from, days: input.days });

        const bookingsPerDay = new Map<string, number>();
        for (const booking of bookings) {
          const day = DateTime.fromJSDate(booking.start, { zone: input.zone }).toISODate() ?? '';
          bookingsPerDay.set(day, (bookingsPerDay.get(day) ?? 0) + 1);
        }
        let previous = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          const start = slot.start.getTime();
          const end = slot.end.getTime();
          expect(start).toBeGreaterThan(previous);
          previous = start;
          expect(end - start).toBe(input.meetingMinutes * minute);
          expect(start).toBeGreaterThanOrEqual(now.getTime() + input.notice * minute);
          for (const block of [...busy, ...bookings]) {
            const clear =
              start - input.before * minute >= block.end.getTime() ||
              end + input.after * minute <= block.start.getTime();
            expect(clear, `slot ${slot.start.toISOString()} against busy ${block.start.toISOString()}`).toBe(true);
          }
          const wallStart = DateTime.fromJSDate(slot.start, { zone: input.zone });
          const wallEnd = DateTime.fromJSDate(slot.end, { zone: input.zone });
          expect(input.workingDays).toContain(wallStart.weekday);
          expect(wallStart.minute % slotStepMinutes).toBe(0);
          expect(wallStart.hour * 60 + wallStart.minute).toBeGreaterThanOrEqual(input.start);
          expect(wallEnd.toISODate()).toBe(wallStart.toISODate());
          expect(wallEnd.hour * 60 + wallEnd.minute).toBeLessThanOrEqual(
            input.start + input.meetingMinutes + input.extra,
          );
          expect((wallStart.toISODate() ?? '') >= input.from).toBe(true);
          if (input.dailyCap !== null) {
            expect(bookingsPerDay.get(wallStart.toISODate() ?? '') ?? 0).toBeLessThan(input.dailyCap);
          }
        }
      }),
      { numRuns: 400, seed: 20250602 },
    );
  });
});
