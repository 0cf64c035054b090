import { describe, expect, it } from 'vitest';
import { findFollowUpDate } from './follow-up-date.ts';

// Monday 2 June 2025, 10:00 in Berlin.
const now = new Date('2025-06-02T08:00:00Z');
const dateFor = (reply: string) => findFollowUpDate(reply, now, { timeZone: 'Europe/Berlin' });

describe('findFollowUpDate', () => {
  it.each([
    ['Not now, try us next quarter.', '2025-07-01', 'next quarter'],
    ['Reach out in March.', '2026-03-02', 'in March'],
    ['Check back after the summer.', '2025-09-01', 'after the summer'],
    ['Ping me in a couple of weeks.', '2025-06-16', 'in a couple of weeks'],
    ['We plan for Q4.', '2025-10-01', 'Q4'],
    ['Try again end of August.', '2025-08-22', 'end of August'],
    ['Maybe in the new year.', '2026-01-08', 'the new year'],
    ['Contact me after 15 April.', '2026-04-15', '15 April'],
    ['In 2 months, please.', '2025-08-04', 'In 2 months'],
  ])('“%s” → %s', (reply, date, text) => {
    expect(dateFor(reply)).toEqual({ date, text });
  });

  it('counts the default delay when the reply names no time, and moves a weekend to Monday', () => {
    // 90 days after Monday 2 June is Sunday 31 August.
    expect(dateFor('Not a priority right now.')).toEqual({ date: '2025-09-01', text: null });
    expect(findFollowUpDate('Not now.', now, { defaultDays: 30 })).toEqual({ date: '2025-07-02', text: null });
  });

  it('reads "may" as a month only after a word that says so', () => {
    expect(dateFor('We may be ready later.').text).toBeNull();
    expect(dateFor('Let us talk in May.')).toEqual({ date: '2026-05-01', text: 'in May' });
  });

  it('takes the latest time a reply names: following up late costs less than following up early', () => {
    expect(dateFor('Busy next week, try me next quarter.')).toEqual({ date: '2025-07-01', text: 'next quarter' });
  });
});
