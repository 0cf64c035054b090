import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../mocks/types.ts';
import { dayLabel, groupByDay, listTime } from './chat-dates.ts';

const now = dayjs('2026-05-14T15:00:00');
const feedback = { isSent: true, isDelivered: true, isSeen: true };
const at = (time: string): ChatMessage => ({ message: time, time, senderId: 1, feedback });

describe('the conversation’s days', () => {
  it('names today, yesterday and older days', () => {
    expect(dayLabel('2026-05-14T08:00:00', now)).toBe('Today');
    expect(dayLabel('2026-05-13T23:59:00', now)).toBe('Yesterday');
    expect(dayLabel('2026-05-11T10:00:00', now)).toBe('Monday, May 11');
    expect(dayLabel('2025-12-31T10:00:00', now)).toBe('December 31, 2025');
  });

  it('puts one separator before each day’s messages', () => {
    const days = groupByDay(
      [at('2026-05-12T09:00:00'), at('2026-05-12T17:00:00'), at('2026-05-14T08:00:00'), at('2026-05-14T09:00:00')],
      now,
    );
    expect(days.map((day) => [day.label, day.messages.length])).toEqual([
      ['Tuesday, May 12', 2],
      ['Today', 2],
    ]);
  });

  it('shows a last message’s time in the list', () => {
    expect(listTime('2026-05-14T09:30:00', now)).toBe('9:30 AM');
    expect(listTime('2026-05-13T09:30:00', now)).toBe('Yesterday');
    expect(listTime('2026-05-02T09:30:00', now)).toBe('May 2');
  });
});
