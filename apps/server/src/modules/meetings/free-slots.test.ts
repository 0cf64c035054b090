import { describe, expect, it } from 'vitest';
import { findFreeSlots, firstAvailableDays } from './free-slots.ts';
import { rulesWith, span, startTimes, utcStarts, wallTime } from './meetings-test-support.ts';

// Monday 2 June 2025, 06:00 in Berlin: before the working day opens.
const mondayMorning = wallTime('2025-06-02T06:00');
const quiet = { busy: [], bookings: [], now: mondayMorning };

describe('findFreeSlots', () => {
  it('offers every quarter hour of the working day at which the meeting fits', () => {
    const slots = findFreeSlots({ ...quiet, rules: rulesWith(), from: '2025-06-03', days: 1 });
    expect(slots).toHaveLength(31);
    expect(startTimes(slots).slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(startTimes(slots).at(-1)).toBe('16:30');
    expect(utcStarts(slots)[0]).toBe('2025-06-03T07:00:00Z');
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it('keeps a 45-minute meeting on the quarter-hour grid and starts after an odd opening time on the next quarter', () => {
    const rules = rulesWith({ meetingMinutes: 45, workingHours: { start: '09:10', end: '11:00', days: [2] } });
    const slots = findFreeSlots({ ...quiet, rules, from: '2025-06-03', days: 1 });
    expect(startTimes(slots)).toEqual(['09:15', '09:30', '09:45', '10:00', '10:15']);
  });

  it('skips days off and uses the hours a weekday has of its own', () => {
    const rules = rulesWith({ weekdayHours: [{ day: 5, start: '09:00', end: '10:00' }] });
    const slots = findFreeSlots({ ...quiet, rules, from: '2025-06-06', days: 3 });
    // Friday 09:00–10:00 only, then nothing on Saturday and Sunday.
    expect(startTimes(slots)).toEqual(['09:00', '09:15', '09:30']);
  });

  it('keeps the buffers clear before and after a busy time', () => {
    const rules = rulesWith({ bufferMinutes: 10 });
    const busy = [span('2025-06-03T10:00', '2025-06-03T11:00')];
    const times = startTimes(findFreeSlots({ ...quiet, rules, busy, from: '2025-06-03', days: 1 }));
    // 09:15–09:45 leaves 15 minutes; 09:30–10:00 would leave none. 11:10 is free again, the grid says 11:15.
    expect(times).toContain('09:15');
    expect(times).not.toContain('09:30');
    expect(times).not.toContain('11:00');
    expect(times[times.indexOf('09:15') + 1]).toBe('11:15');
  });

  it('applies a different buffer before than after', () => {
    const rules = rulesWith({ bufferBeforeMinutes: 0, bufferAfterMinutes: 30 });
    const busy = [span('2025-06-03T10:00', '2025-06-03T11:00')];
    const times = startTimes(findFreeSlots({ ...quiet, rules, busy, from: '2025-06-03', days: 1 }));
    // After the meeting: 30 minutes clear before the busy time (09:00 ends 09:30); before it: none needed after it.
    expect(times.slice(0, 2)).toEqual(['09:00', '11:00']);
  });

  it('treats Leadpilot bookings as busy, with the same buffers', () => {
    const rules = rulesWith({ bufferMinutes: 15 });
    const bookings = [span('2025-06-03T09:30', '2025-06-03T10:00')];
    const times = startTimes(findFreeSlots({ ...quiet, rules, bookings, from: '2025-06-03', days: 1 }));
    expect(times.slice(0, 2)).toEqual(['10:15', '10:30']);
  });

  it('blocks the morning after a busy time that straddles midnight', () => {
    const rules = rulesWith({ bufferMinutes: 10 });
    const busy = [span('2025-06-02T20:00', '2025-06-03T09:30')];
    const slots = findFreeSlots({ ...quiet, rules, busy, from: '2025-06-02', days: 2 });
    const monday = slots.filter((slot) => slot.start < wallTime('2025-06-03T00:00'));
    const tuesday = slots.filter((slot) => slot.start >= wallTime('2025-06-03T00:00'));
    expect(monday).toHaveLength(31);
    expect(startTimes(tuesday)[0]).toBe('09:45');
  });

  it('offers nothing before the minimum notice, and nothing in the past', () => {
    const now = wallTime('2025-06-03T10:05');
    const noticed = findFreeSlots({
      ...quiet,
      now,
      rules: rulesWith({ minimumNoticeMinutes: 120 }),
      from: '2025-06-03',
      days: 1,
    });
    expect(startTimes(noticed)[0]).toBe('12:15');
    const immediate = findFreeSlots({ ...quiet, now, rules: rulesWith(), from: '2025-06-02', days: 2 });
    expect(startTimes(immediate)[0]).toBe('10:15');
    expect(immediate.every((slot) => slot.start >= now)).toBe(true);
  });

  it('closes a day once its bookings reach the daily cap, counting days on the host clock', () => {
    const rules = rulesWith({ dailyCap: 2 });
    const twoOnTuesday = [span('2025-06-03T09:00', '2025-06-03T09:30'), span('2025-06-03T15:00', '2025-06-03T15:30')];
    const capped = findFreeSlots({ ...quiet, rules, bookings: twoOnTuesday, from: '2025-06-03', days: 2 });
    expect(capped.every((slot) => slot.start >= wallTime('2025-06-04T00:00'))).toBe(true);
    expect(capped).toHaveLength(31);
    // 22:30 UTC on Monday is 00:30 on Tuesday in Berlin: Tuesday's cap, not Monday's.
    const late = [{ start: new Date('2025-06-02T22:30:00Z'), end: new Date('2025-06-02T23:00:00Z') }];
    const slots = findFreeSlots({
      ...quiet,
      rules: rulesWith({ dailyCap: 1 }),
      bookings: late,
      from: '2025-06-02',
      days: 2,
    });
    expect(slots).toHaveLength(31);
    expect(slots.every((slot) => slot.start < wallTime('2025-06-03T00:00'))).toBe(true);
  });

  describe('across a change of the clocks', () => {
    const night = (zone: string, days: number[]) =>
      rulesWith({ timeZone: zone, workingHours: { start: '01:00', end: '05:00', days } });

    it('Europe/Berlin spring-forward: three real hours, no 02:xx start', () => {
      const slots = findFreeSlots({
        ...quiet,
        now: new Date('2025-03-01T00:00:00Z'),
        rules: night('Europe/Berlin', [7]),
        from: '2025-03-30',
        days: 1,
      });
      expect(slots).toHaveLength(11);
      expect(startTimes(slots)).toEqual([
        '01:00',
        '01:15',
        '01:30',
        '01:45',
        '03:00',
        '03:15',
        '03:30',
        '03:45',
        '04:00',
        '04:15',
        '04:30',
      ]);
      expect(utcStarts(slots)[4]).toBe('2025-03-30T01:00:00Z');
    });

    it('Europe/Berlin fall-back: five real hours, 02:xx twice', () => {
      const slots = findFreeSlots({
        ...quiet,
        now: new Date('2025-10-01T00:00:00Z'),
        rules: night('Europe/Berlin', [7]),
        from: '2025-10-26',
        days: 1,
      });
      expect(slots).toHaveLength(19);
      expect(startTimes(slots).filter((time) => time === '02:00')).toHaveLength(2);
      expect(utcStarts(slots)[0]).toBe('2025-10-25T23:00:00Z');
    });

    it('America/New_York spring-forward and fall-back', () => {
      const spring = findFreeSlots({
        ...quiet,
        now: new Date('2025-03-01T00:00:00Z'),
        rules: night('America/New_York', [7]),
        from: '2025-03-09',
        days: 1,
      });
      expect(spring).toHaveLength(11);
      expect(startTimes(spring, 'America/New_York')).not.toContain('02:00');
      const fall = findFreeSlots({
        ...quiet,
        now: new Date('2025-10-01T00:00:00Z'),
        rules: night('America/New_York', [7]),
        from: '2025-11-02',
        days: 1,
      });
      expect(fall).toHaveLength(19);
      expect(utcStarts(fall)[0]).toBe('2025-11-02T05:00:00Z');
    });

    it('keeps 09:00 on the wall clock on the working days either side', () => {
      const berlin = utcStarts(
        findFreeSlots({
          ...quiet,
          now: new Date('2025-03-01T00:00:00Z'),
          rules: rulesWith(),
          from: '2025-03-28',
          days: 4,
        }),
      );
      // The first start of Friday and of Monday: 09:00 CET, then 09:00 CEST.
      expect([berlin[0], berlin[31]]).toEqual(['2025-03-28T08:00:00Z', '2025-03-31T07:00:00Z']);
      expect(berlin).toHaveLength(62);
      const newYork = rulesWith({ timeZone: 'America/New_York' });
      const starts = utcStarts(
        findFreeSlots({ ...quiet, now: new Date('2025-03-01T00:00:00Z'), rules: newYork, from: '2025-03-07', days: 4 }),
      );
      expect(starts).toContain('2025-03-07T14:00:00Z');
      expect(starts).toContain('2025-03-10T13:00:00Z');
      expect(starts).not.toContain('2025-03-10T12:45:00Z');
    });

    it('opens at the jump when the working day starts in the skipped hour', () => {
      const rules = rulesWith({ workingHours: { start: '02:30', end: '04:00', days: [7] } });
      const slots = findFreeSlots({
        ...quiet,
        now: new Date('2025-03-01T00:00:00Z'),
        rules,
        from: '2025-03-30',
        days: 1,
      });
      expect(startTimes(slots)).toEqual(['03:00', '03:15', '03:30']);
    });
  });

  it('refuses a range longer than a year or a day that is not one', () => {
    expect(() => findFreeSlots({ ...quiet, rules: rulesWith(), from: '2025-06-02', days: 400 })).toThrow(RangeError);
    expect(() => findFreeSlots({ ...quiet, rules: rulesWith(), from: '2025-02-30', days: 1 })).toThrow(RangeError);
  });
});

describe('firstAvailableDays', () => {
  it('lists the first days with a slot, skipping full and closed days', () => {
    const busy = [span('2025-06-02T00:00', '2025-06-04T00:00')];
    const days = firstAvailableDays({ ...quiet, busy, rules: rulesWith(), count: 3 });
    expect(days.map((day) => day.date)).toEqual(['2025-06-04', '2025-06-05', '2025-06-06']);
    expect(days[0]?.slots).toHaveLength(31);
  });

  it("groups the host's slots by the visitor's days", () => {
    // Berlin 09:00–17:00 is 19:00–03:00 in Auckland: each host day spans two of the visitor's.
    const days = firstAvailableDays({ ...quiet, rules: rulesWith(), count: 2, zone: 'Pacific/Auckland' });
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2025-06-02', 20],
      ['2025-06-03', 31],
    ]);
  });

  it('answers fewer days when the horizon ends first', () => {
    const days = firstAvailableDays({ ...quiet, rules: rulesWith(), count: 10, horizonDays: 5 });
    expect(days.map((day) => day.date)).toEqual(['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06']);
  });
});
