/** ISO weekdays (1 = Monday) with short and full names, for day pickers and summaries. */
export const weekdays = [
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
  { value: 7, short: 'Sun', long: 'Sunday' },
] as const;

/** "Mon–Fri", "Mon, Wed, Fri" or "Every day". */
export function formatWeekdays(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  const isRun = sorted.length > 2 && sorted.every((day, index) => index === 0 || day === (sorted[index - 1] ?? 0) + 1);
  const short = (day: number) => weekdays.find((entry) => entry.value === day)?.short ?? String(day);
  if (isRun) return `${short(sorted[0] ?? 1)}–${short(sorted[sorted.length - 1] ?? 7)}`;
  return sorted.map(short).join(', ');
}
