import {
  type CampaignLimits,
  type CampaignSettings,
  type CampaignSettingsInput,
  campaignSettingsSchema,
  defaultCampaignSettings,
} from '@leadpilot/contracts';
import { refused } from '../../platform/errors.ts';

/** Each limit as the builder names it, for messages. */
export const limitLabels: Record<keyof CampaignLimits, string> = {
  perMailboxPerDay: 'Emails per mailbox per day',
  perMailboxPerHour: 'Emails per mailbox per hour',
  minGapSeconds: 'Seconds between two emails of a mailbox',
  newProspectsPerDay: 'New prospects per day',
  perOrganisationPerDay: 'Emails per day for the organisation',
  perRecipientDomainPerHour: 'Emails per recipient domain per hour',
};

/** `input` over `base` (the campaign's current settings, or the defaults for a new one). */
export function completeSettings(input: CampaignSettingsInput, base: CampaignSettings): CampaignSettings {
  return {
    schedule: { ...base.schedule, ...input.schedule },
    limits: { ...base.limits, ...input.limits },
    stopOnClick: input.stopOnClick ?? base.stopOnClick,
    pauseColleaguesOnReply: input.pauseColleaguesOnReply ?? base.pauseColleaguesOnReply,
    exclusive: input.exclusive ?? base.exclusive,
    coolOffDays: input.coolOffDays ?? base.coolOffDays,
    tracking: { ...base.tracking, ...input.tracking },
  };
}

/** Stored settings read back; anything missing or unreadable takes its default. */
export function storedSettings(value: unknown): CampaignSettings {
  const parsed = campaignSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const partial = (value ?? {}) as CampaignSettingsInput;
  const merged = completeSettings(partial, defaultCampaignSettings);
  return campaignSettingsSchema.safeParse(merged).success ? merged : defaultCampaignSettings;
}

/** What is wrong with these settings, in plain words (empty when nothing is). */
export function settingsProblems(settings: CampaignSettings): string[] {
  const problems: string[] = [];
  const { schedule, limits } = settings;
  if (schedule.days.length === 0) {
    problems.push('The sending window never opens: choose at least one sending day.');
  } else if (new Set(schedule.days).size !== schedule.days.length) {
    problems.push('A sending day appears twice: choose each day once.');
  }
  if (schedule.start >= schedule.end) {
    problems.push(
      `The sending window never opens: ${schedule.start}–${schedule.end} ends before it starts. Choose an end time after the start time.`,
    );
  }
  const tooLow = (Object.keys(limitLabels) as (keyof CampaignLimits)[]).filter((key) => limits[key] < 1);
  if (tooLow.length > 0) {
    const named = tooLow.map((key) => `${limitLabels[key]} is ${limits[key]}`).join('; ');
    problems.push(`Every limit must be at least 1: ${named}.`);
  }
  if (schedule.startDate && schedule.endDate && schedule.endDate < schedule.startDate) {
    problems.push(`The end date (${schedule.endDate}) is before the start date (${schedule.startDate}).`);
  }
  if (settings.tracking.domain && !settings.tracking.opens && !settings.tracking.clicks) {
    problems.push('A tracking domain needs open or click tracking: turn one on, or clear the domain.');
  }
  return problems;
}

/** Refuses (422) settings a campaign cannot run with, naming every problem. */
export function assertValidSettings(settings: CampaignSettings): void {
  const problems = settingsProblems(settings);
  if (problems.length > 0) throw refused(problems.join(' '));
}

/** Settings a running campaign may change: its limits and its sending window (days and hours). */
export function refusedSettingChanges(before: CampaignSettings, after: CampaignSettings): string[] {
  const refusedChanges: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (before.schedule.timeZone !== after.schedule.timeZone) refusedChanges.push('the time zone');
  if (before.schedule.startDate !== after.schedule.startDate) refusedChanges.push('the start date');
  if (before.schedule.endDate !== after.schedule.endDate) refusedChanges.push('the end date');
  if (before.schedule.skipHolidays !== after.schedule.skipHolidays) refusedChanges.push('skipping holidays');
  if (before.stopOnClick !== after.stopOnClick || before.pauseColleaguesOnReply !== after.pauseColleaguesOnReply) {
    refusedChanges.push('the stop rules');
  }
  if (before.exclusive !== after.exclusive) refusedChanges.push('exclusivity');
  if (before.coolOffDays !== after.coolOffDays) refusedChanges.push('the cool-off period');
  if (!same(before.tracking, after.tracking)) refusedChanges.push('tracking');
  return refusedChanges;
}
