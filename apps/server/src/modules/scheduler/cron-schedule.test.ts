import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { checkOneOff, checkRecurrence, nextOccurrence, nextOccurrences } from './cron-schedule.ts';

const now = new Date('2026-03-01T12:00:00Z');
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkRecurrence', () => {
  it('accepts five-field expressions at least 15 minutes apart, stored with single spaces', () => {
    expect(checkRecurrence('  0   9 * *  1-5 ', 'Europe/Paris', now)).toBe('0 9 * * 1-5');
    for (const cron of [
      '50 0,1 * * *',
      '*/15 * * * *',
      '0,30 * * * *',
      '0 * * * *',
      '45 23 * * *',
      '0 0 1 * *',
      '10,50 9 * * *',
    ]) {
      expect(checkRecurrence(cron, 'UTC', now), cron).toBe(cron);
    }
  });

  it('refuses what is not a five-field cron expression, with a 422 that says why', () => {
    const cases: [string, RegExp][] = [
      ['', /Enter a cron expression/],
      ['* * * *', /five fields .* this one has 4/],
      ['*/20 * * * * *', /five fields .* this one has 6/],
      ['@daily', /five fields .* this one has 1/],
      ['61 * * * *', /not a valid cron expression \(Constraint error, got value 61 expected range 0-59\)/],
      ['0 9 * * mon-fry', /not a valid cron expression/],
      ['0 0 30 2 *', /not a valid cron expression/],
    ];
    for (const [cron, message] of cases) {
      const error = refusal(() => checkRecurrence(cron, 'UTC', now));
      expect(error.status, cron).toBe(422);
      expect(error.message, cron).toMatch(message);
    }
  });

  it('refuses schedules that run more often than every 15 minutes, within an hour or across one', () => {
    const cases: [string, string][] = [
      ['* * * * *', 'every minute'],
      ['*/5 * * * *', 'every 5 minutes'],
      ['0,10 9 * * *', 'every 10 minutes'],
      // 00:50 then 01:00: ten minutes across the hour.
      ['0,50 0,1 * * *', 'every 10 minutes'],
      // 23:55 then 00:05 the next day.
      ['5,55 23,0 * * *', 'every 10 minutes'],
    ];
    for (const [cron, words] of cases) {
      const error = refusal(() => checkRecurrence(cron, 'UTC', now));
      expect(error.status, cron).toBe(422);
      expect(error.message, cron).toContain(`runs ${words} at times: jobs run at most every 15 minutes`);
    }
  });

  it('refuses a time zone the runtime does not know', () => {
    const error = refusal(() => checkRecurrence('0 9 * * *', 'Mars/Olympus_Mons', now));
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      '“Mars/Olympus_Mons” is not a time zone we know: choose one from the list, such as Europe/Paris.',
    );
  });
});

describe('next occurrences in the member’s time zone', () => {
  it('keeps 09:00 New York on both sides of the spring change (14:00 UTC, then 13:00 UTC)', () => {
    const runs = nextOccurrences('0 9 * * *', 'America/New_York', new Date('2026-03-06T15:00:00Z'), 3);
    expect(iso(runs)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('runs a time the spring change skips once, an hour later on the clock (02:30 Berlin → 03:30 CEST)', () => {
    const runs = nextOccurrences('30 2 * * *', 'Europe/Berlin', new Date('2026-03-28T12:00:00Z'), 3);
    // 01:30 UTC on 29 March is 03:30 CEST; the day after, 02:30 CEST is 00:30 UTC.
    expect(iso(runs)).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z', '2026-03-31T00:30:00.000Z']);
  });

  it('runs a time the autumn change repeats once, at its first instance (02:30 CEST, not 02:30 CET)', () => {
    const runs = nextOccurrences('30 2 * * *', 'Europe/Berlin', new Date('2026-10-24T12:00:00Z'), 3);
    expect(iso(runs)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z', '2026-10-27T01:30:00.000Z']);
    expect(iso(runs)).not.toContain('2026-10-25T01:30:00.000Z');
  });

  it('runs an interval on real elapsed time through the repeated hour', () => {
    const runs = nextOccurrences('0,30 * * * *', 'Europe/Berlin', new Date('2026-10-25T00:10:00Z'), 4);
    expect(iso(runs)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('reads a zone without daylight saving at its fixed offset', () => {
    expect(nextOccurrence('0 9 * * *', 'Asia/Kolkata', new Date('2026-06-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-06-01T03:30:00.000Z',
    );
  });

  it('is strictly after the moment given, so a run at its occurrence moves on to the next one', () => {
    const occurrence = new Date('2026-03-06T14:00:00Z');
    expect(nextOccurrence('0 9 * * *', 'America/New_York', occurrence)?.toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });

  it('runs weekdays only on weekdays of the zone, not of UTC', () => {
    // Friday 23:30 in Los Angeles is Saturday 07:30 UTC.
    const runs = nextOccurrences('30 23 * * 5', 'America/Los_Angeles', new Date('2026-06-01T00:00:00Z'), 2);
    expect(iso(runs)).toEqual(['2026-06-06T06:30:00.000Z', '2026-06-13T06:30:00.000Z']);
  });
});

describe('checkOneOff', () => {
  it('takes a time still ahead and refuses one that has passed, in the member’s zone', () => {
    expect(checkOneOff('2026-03-02T08:00:00+01:00', 'Europe/Paris', now).toISOString()).toBe(
      '2026-03-02T07:00:00.000Z',
    );
    const error = refusal(() => checkOneOff('2026-03-01T11:59:00Z', 'Europe/Paris', now));
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'Sun, 1 Mar 2026, 12:59 (Europe/Paris) has already passed: choose a time in the future.',
    );
    expect(refusal(() => checkOneOff(undefined, 'UTC', now)).message).toBe('Choose when the job runs.');
    expect(refusal(() => checkOneOff('2026-04-01T00:00:00Z', 'Nowhere/City', now)).status).toBe(422);
  });
});
