import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors.ts';
import {
  addSendingDays,
  assertSendingWindowOpens,
  nextWindowOpening,
  type SendingSchedule,
  SendingWindowNeverOpensError,
  windowClosing,
} from './index.ts';

const weekdays: SendingSchedule = { timeZone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
const everyDay = (start: string, end: string, timeZone = 'UTC'): SendingSchedule => ({
  timeZone,
  days: [1, 2, 3, 4, 5, 6, 7],
  start,
  end,
});
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('nextWindowOpening', () => {
  it('answers the instant itself inside the window', () => {
    expect(iso(nextWindowOpening(new Date('2025-06-02T10:15:00Z'), weekdays))).toBe('2025-06-02T10:15:00.000Z');
  });

  it('moves a Friday evening to Monday morning in New York, across the spring-forward weekend', () => {
    // Friday 7 March 2025 18:00 EST; clocks go forward on Sunday 9 March; Monday 09:00 EDT is 13:00 UTC.
    const opening = nextWindowOpening(new Date('2025-03-07T23:00:00Z'), weekdays, 'America/New_York');
    expect(iso(opening)).toBe('2025-03-10T13:00:00.000Z');
  });

  it('opens a 02:30 window at 03:00 on the night 02:00–03:00 does not exist (New York and Berlin)', () => {
    expect(
      iso(nextWindowOpening(new Date('2025-03-09T05:00:00Z'), everyDay('02:30', '05:00'), 'America/New_York')),
    ).toBe('2025-03-09T07:00:00.000Z');
    expect(iso(nextWindowOpening(new Date('2025-03-29T23:00:00Z'), everyDay('02:30', '06:00'), 'Europe/Berlin'))).toBe(
      '2025-03-30T01:00:00.000Z',
    );
    // The day before and after, 02:30 exists and is the opening.
    expect(iso(nextWindowOpening(new Date('2025-03-31T00:00:00Z'), everyDay('02:30', '06:00'), 'Europe/Berlin'))).toBe(
      '2025-03-31T00:30:00.000Z',
    );
  });

  it('opens at the first of the two 01:30s on the night the clocks go back in New York', () => {
    // Sunday 2 November 2025: 01:30 EDT (05:30 UTC), then 01:30 EST (06:30 UTC) an hour later.
    expect(
      iso(nextWindowOpening(new Date('2025-11-02T04:00:00Z'), everyDay('01:30', '05:00'), 'America/New_York')),
    ).toBe('2025-11-02T05:30:00.000Z');
  });

  it('uses the winter offset after the clocks go back in Berlin', () => {
    // Sunday 26 October 2025: CEST (+2) ends at 03:00; 09:00 CET is 08:00 UTC.
    expect(iso(nextWindowOpening(new Date('2025-10-26T00:00:00Z'), everyDay('09:00', '17:00'), 'Europe/Berlin'))).toBe(
      '2025-10-26T08:00:00.000Z',
    );
    expect(iso(windowClosing(new Date('2025-10-26T10:00:00Z'), everyDay('09:00', '17:00'), 'Europe/Berlin'))).toBe(
      '2025-10-26T16:00:00.000Z',
    );
  });

  it('handles the half- and three-quarter-hour offsets of Kolkata and Kathmandu', () => {
    // Monday 2 June 2025 00:00 UTC is 05:30 in Kolkata: it opens at 09:00 IST = 03:30 UTC.
    expect(iso(nextWindowOpening(new Date('2025-06-02T00:00:00Z'), weekdays, 'Asia/Kolkata'))).toBe(
      '2025-06-02T03:30:00.000Z',
    );
    // 12:00 UTC is 17:45 in Kathmandu, after the close: Tuesday 09:00 NPT = 03:15 UTC.
    expect(iso(nextWindowOpening(new Date('2025-06-02T12:00:00Z'), weekdays, 'Asia/Kathmandu'))).toBe(
      '2025-06-03T03:15:00.000Z',
    );
    expect(iso(windowClosing(new Date('2025-06-03T05:00:00Z'), weekdays, 'Asia/Kathmandu'))).toBe(
      '2025-06-03T11:15:00.000Z',
    );
  });

  it("skips the public holidays of the prospect's country only when asked", () => {
    const berlin: SendingSchedule = { ...weekdays, timeZone: 'Europe/Berlin', skipHolidays: true };
    // Wednesday 24 December 2025, 18:00 in Berlin: 25 and 26 December are public holidays in Germany.
    const after = new Date('2025-12-24T17:00:00Z');
    expect(iso(nextWindowOpening(after, berlin, 'Europe/Berlin', 'DE'))).toBe('2025-12-29T08:00:00.000Z');
    expect(iso(nextWindowOpening(after, { ...berlin, skipHolidays: false }, 'Europe/Berlin', 'DE'))).toBe(
      '2025-12-25T08:00:00.000Z',
    );
    // A prospect without a country, or with one the library does not know, has no holidays.
    expect(iso(nextWindowOpening(after, berlin, 'Europe/Berlin', null))).toBe('2025-12-25T08:00:00.000Z');
    expect(iso(nextWindowOpening(after, berlin, 'Europe/Berlin', 'XX'))).toBe('2025-12-25T08:00:00.000Z');
  });

  it('skips Thanksgiving in the United States but not in Canada', () => {
    const schedule: SendingSchedule = { ...weekdays, skipHolidays: true };
    const thursday = new Date('2025-11-27T12:00:00Z');
    expect(iso(nextWindowOpening(thursday, schedule, 'America/New_York', 'US'))).toBe('2025-11-28T14:00:00.000Z');
    expect(iso(nextWindowOpening(thursday, schedule, 'America/Toronto', 'CA'))).toBe('2025-11-27T14:00:00.000Z');
  });

  it("falls back to the campaign's zone when the prospect's is missing or unknown", () => {
    const tokyo: SendingSchedule = { ...weekdays, timeZone: 'Asia/Tokyo' };
    const at = new Date('2025-06-02T00:00:00Z');
    expect(iso(nextWindowOpening(at, tokyo, null))).toBe('2025-06-02T00:00:00.000Z');
    expect(iso(nextWindowOpening(at, tokyo, 'Mars/Olympus_Mons'))).toBe('2025-06-02T00:00:00.000Z');
    expect(iso(nextWindowOpening(at, tokyo, 'Europe/London'))).toBe('2025-06-02T08:00:00.000Z');
  });

  it('waits for the start date and answers null after the end date', () => {
    const dated: SendingSchedule = {
      ...weekdays,
      timeZone: 'Europe/Paris',
      startDate: '2025-06-04',
      endDate: '2025-06-05',
    };
    expect(iso(nextWindowOpening(new Date('2025-06-01T00:00:00Z'), dated, 'America/Chicago'))).toBe(
      '2025-06-04T14:00:00.000Z',
    );
    // Thursday 5 June ends at midnight Paris time (22:00 UTC): Chicago's window that day still opens.
    expect(iso(nextWindowOpening(new Date('2025-06-05T16:00:00Z'), dated, 'America/Chicago'))).toBe(
      '2025-06-05T16:00:00.000Z',
    );
    expect(iso(windowClosing(new Date('2025-06-05T21:00:00Z'), dated, 'America/Chicago'))).toBe(
      '2025-06-05T22:00:00.000Z',
    );
    expect(nextWindowOpening(new Date('2025-06-05T22:00:00Z'), dated, 'America/Chicago')).toBeNull();
    expect(nextWindowOpening(new Date('2025-06-05T17:00:00Z'), dated, 'Europe/Paris')).toBeNull();
  });

  it('refuses a window that never opens with a 422 error saying why', () => {
    const cases: Array<[SendingSchedule, RegExp]> = [
      [{ ...weekdays, days: [] }, /no sending day/],
      [{ ...weekdays, start: '17:00', end: '09:00' }, /ends before it starts/],
      [{ ...weekdays, start: '09:00', end: '09:00' }, /ends before it starts/],
      [{ ...weekdays, start: '9am' }, /not a time/],
      [{ ...weekdays, timeZone: 'Nowhere/Town' }, /not a time zone/],
      [{ ...weekdays, startDate: '2025-06-05', endDate: '2025-06-04' }, /end date is before the start date/],
    ];
    for (const [schedule, why] of cases) {
      const error = (() => {
        try {
          nextWindowOpening(new Date('2025-06-02T00:00:00Z'), schedule);
          return null;
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(SendingWindowNeverOpensError);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as Error).message).toMatch(/^The sending window never opens: /);
      expect((error as Error).message).toMatch(why);
    }
    expect(() => assertSendingWindowOpens(weekdays)).not.toThrow();
  });

  it('always answers an instant inside the window, at or after the one asked (property)', () => {
    const zones = [
      'America/New_York',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.constantFrom(...zones),
        fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
        fc.integer({ min: 0, max: 22 * 60 }),
        fc.integer({ min: 15, max: 10 * 60 }),
        (at, zone, days, startMinute, length) => {
          const clock = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const end = Math.min(23 * 60 + 59, startMinute + length);
          const schedule = { timeZone: 'UTC', days, start: clock(startMinute), end: clock(end), skipHolidays: true };
          const opening = nextWindowOpening(at, schedule, zone, 'DE');
          expect(opening).not.toBeNull();
          const when = opening as Date;
          expect(when.getTime()).toBeGreaterThanOrEqual(at);
          expect(nextWindowOpening(when, schedule, zone, 'DE')?.getTime()).toBe(when.getTime());
          expect(windowClosing(when, schedule, zone, 'DE')?.getTime()).toBeGreaterThan(when.getTime());
        },
      ),
      { numRuns: 300, seed: 15 },
    );
  });
});

describe('addSendingDays', () => {
  const berlin: SendingSchedule = { ...weekdays, timeZone: 'Europe/Berlin', skipHolidays: true };

  it('counts only sending days: weekends and public holidays are skipped', () => {
    // From Tuesday 23 December 2025: Wednesday 24 is the first, Monday 29 the second (25, 26 and the weekend skipped).
    const tuesday = new Date('2025-12-23T10:00:00Z');
    expect(iso(addSendingDays(tuesday, 1, berlin, null, 'DE'))).toBe('2025-12-24T08:00:00.000Z');
    expect(iso(addSendingDays(tuesday, 2, berlin, null, 'DE'))).toBe('2025-12-29T08:00:00.000Z');
    expect(iso(addSendingDays(tuesday, 0, berlin, null, 'DE'))).toBe('2025-12-23T10:00:00.000Z');
  });

  it('answers null when the end date comes first', () => {
    expect(addSendingDays(new Date('2025-06-02T10:00:00Z'), 3, { ...weekdays, endDate: '2025-06-04' })).toBeNull();
  });
});
