import dayjs from 'dayjs';
import type { ChatMessage } from '../../mocks/types.ts';

/** The messages of one day, under the day's separator. */
export interface ChatDay {
  key: string;
  label: string;
  messages: ChatMessage[];
}

/** A day as the conversation's separator says it: Today, Yesterday, or the date. */
export function dayLabel(time: string, now = dayjs()): string {
  const day = dayjs(time);
  if (day.isSame(now, 'day')) return 'Today';
  if (day.isSame(now.subtract(1, 'day'), 'day')) return 'Yesterday';
  return day.isSame(now, 'year') ? day.format('dddd, MMMM D') : day.format('MMMM D, YYYY');
}

/** Splits a conversation (oldest first) into days. */
export function groupByDay(messages: ChatMessage[], now = dayjs()): ChatDay[] {
  const days: ChatDay[] = [];
  for (const message of messages) {
    const key = dayjs(message.time).format('YYYY-MM-DD');
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, label: dayLabel(message.time, now), messages: [message] });
  }
  return days;
}

/** The list's time of a last message: the hour today, the day before that. */
export function listTime(time: string, now = dayjs()): string {
  const day = dayjs(time);
  if (day.isSame(now, 'day')) return day.format('h:mm A');
  if (day.isSame(now.subtract(1, 'day'), 'day')) return 'Yesterday';
  return day.format('MMM D');
}
