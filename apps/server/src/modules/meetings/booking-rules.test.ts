import { describe, expect, it } from 'vitest';
import {
  bookingRulesFromCalendar,
  bookingRulesSchema,
  defaultBookingRules,
  defaultMinimumNoticeMinutes,
  workingHoursOn,
} from './booking-rules.ts';
import { rulesWith } from './meetings-test-support.ts';

const valid = {
  bookingSlug: 'ada-lovelace',
  timeZone: 'Europe/Berlin',
  workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
  meetingMinutes: 30,
  bufferMinutes: 10,
};

const messagesOf = (input: unknown) => bookingRulesSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('booking rules', () => {
  it("match a new calendar's defaults and add booking's own", () => {
    expect(defaultBookingRules('America/New_York', 'ada-lovelace')).toEqual({
      ...valid,
      timeZone: 'America/New_York',
      weekdayHours: [],
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: defaultMinimumNoticeMinutes,
      dailyCap: null,
    });
  });

  it("read a calendar's stored settings, whose one buffer serves both sides", () => {
    const rules = bookingRulesFromCalendar(
      { provider: 'google', ...valid, bufferMinutes: 5 },
      { dailyCap: 4, bufferAfterMinutes: 20 },
    );
    expect(rules).toMatchObject({ bufferBeforeMinutes: 5, bufferAfterMinutes: 20, dailyCap: 4 });
    expect(rules).not.toHaveProperty('provider');
  });

  it('refuse hours that end before they start, and a meeting that does not fit in the day', () => {
    expect(messagesOf({ ...valid, workingHours: { ...valid.workingHours, start: '17:00', end: '09:00' } })).toEqual([
      'Working hours must end after they start',
    ]);
    expect(messagesOf({ ...valid, meetingMinutes: 90, workingHours: { ...valid.workingHours, end: '10:00' } })).toEqual(
      ['A 90-minute meeting does not fit in working hours of 09:00–10:00'],
    );
    expect(messagesOf({ ...valid, weekdayHours: [{ day: 5, start: '09:00', end: '09:20' }] })).toEqual([
      "A 30-minute meeting does not fit in Friday's hours of 09:00–09:20",
    ]);
  });

  it('refuse odd values in words a host can act on', () => {
    expect(
      messagesOf({
        ...valid,
        timeZone: 'Mars/Olympus',
        workingHours: { start: '9am', end: '17:00', days: [] },
        meetingMinutes: 25,
        bufferMinutes: 90,
        minimumNoticeMinutes: -1,
        dailyCap: 0,
      }),
    ).toEqual([
      'Choose a time zone from the list',
      'Use a 24-hour time such as 09:00',
      'Choose at least one day',
      'Choose 15, 20, 30, 45, 60 or 90 minutes',
      'Use 0 to 60 minutes',
      'Use a notice from 0 minutes to 30 days',
      'Allow 1 to 50 meetings a day, or no limit',
    ]);
    expect(messagesOf({ ...valid, workingHours: { ...valid.workingHours, days: [1, 1] } })).toEqual([
      'A day appears twice',
    ]);
  });

  it('give a weekday its own hours only when it is a working day, once', () => {
    expect(
      messagesOf({
        ...valid,
        weekdayHours: [
          { day: 6, start: '10:00', end: '12:00' },
          { day: 5, start: '09:00', end: '13:00' },
          { day: 5, start: '14:00', end: '16:00' },
        ],
      }),
    ).toEqual(['Saturday has its own hours but is not a working day', 'Friday has hours twice']);
    const rules = rulesWith({ weekdayHours: [{ day: 5, start: '09:00', end: '13:00' }] });
    expect(workingHoursOn(rules, 5)).toMatchObject({ start: '09:00', end: '13:00' });
    expect(workingHoursOn(rules, 1)).toMatchObject({ start: '09:00', end: '17:00' });
    expect(workingHoursOn(rules, 6)).toBeNull();
  });
});
