import type { CampaignAutopilot } from '@leadpilot/contracts';
import { formatDay } from '../../../shared/format/format-date.ts';

export type ProspectingRun = CampaignAutopilot['prospecting'][number];

/** The days the chart shows, ending today (or the newest run's day, when the campaign's day is ahead). */
export const chartedDays = 14;

/** The reader's own day as `YYYY-MM-DD`. */
export function localDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** `day` (`YYYY-MM-DD`) moved by `offset` days. */
export function shiftDay(day: string, offset: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** "Today", "Yesterday" or "12 Mar 2026". */
export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === shiftDay(today, -1)) return 'Yesterday';
  return formatDay(day);
}

/** "20 added of 40 matched". */
export function runFigures(run: ProspectingRun): string {
  return `${run.enrolled.toLocaleString()} added of ${run.matched.toLocaleString()} matched`;
}

/** The last 14 days, oldest first, each with its run or none (a day the autopilot did not prospect). */
export function chartDays(runs: ProspectingRun[], today: string): { day: string; run: ProspectingRun | null }[] {
  const newest = [today, ...runs.map((run) => run.day)].sort().at(-1) ?? today;
  const byDay = new Map(runs.map((run) => [run.day, run]));
  return Array.from({ length: chartedDays }, (_, index) => {
    const day = shiftDay(newest, index - (chartedDays - 1));
    return { day, run: byDay.get(day) ?? null };
  });
}

const archivedStatuses = new Set(['archived', 'autopilot_archived']);

/**
 * Null when the autopilot adds prospects each day (on, the campaign running or scheduled), else why
 * nothing is added, in words a person can act on.
 */
export function whyNotProspecting(autopilot: Pick<CampaignAutopilot, 'isOn' | 'campaignStatus'>): string | null {
  const status = autopilot.campaignStatus;
  if (archivedStatuses.has(status)) return 'The campaign is archived: no prospects are added.';
  if (!autopilot.isOn) return 'Switch the autopilot on to add prospects each day.';
  if (status === 'running' || status === 'scheduled') return null;
  if (status === 'draft') return 'Launch the campaign to add prospects each day (even with nobody enrolled yet).';
  if (status === 'paused') return 'The campaign is paused: resume it to add prospects again.';
  if (status === 'completed') return 'The campaign is completed: no prospects are added.';
  return 'Prospects are added only while the campaign is running or scheduled.';
}
