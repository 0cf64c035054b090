import { z } from 'zod';
import { defaultFollowUpDays } from './follow-up-date.ts';

/**
 * How an autopilot campaign acts on what it may answer. The escalations (escalation.ts) hold in
 * every mode; the mode only decides whether an answer waits for approval, waits out an undo delay,
 * or goes at once.
 */
export const autopilotModes = ['review', 'auto_with_undo', 'full_auto'] as const;
export type AutopilotMode = (typeof autopilotModes)[number];

export const defaultConfidenceThreshold = 0.7;
export const defaultUndoDelayMinutes = 10;
/** Slots a meeting answer proposes. */
export const offeredSlotCount = 3;

export const autopilotSettingsSchema = z.object({
  mode: z.enum(autopilotModes, { message: 'Choose review, auto with undo or full auto' }).default('review'),
  undoDelayMinutes: z
    .number()
    .int({ message: 'Use whole minutes' })
    .min(1, { message: 'Give people at least a minute to undo' })
    .max(24 * 60, { message: 'Use at most a day (1440 minutes)' })
    .default(defaultUndoDelayMinutes),
  confidenceThreshold: z
    .number()
    .min(0.5, { message: 'Use a threshold from 0.5 to 1: below 0.5 the classifier is guessing' })
    .max(1, { message: 'Use a threshold from 0.5 to 1' })
    .default(defaultConfidenceThreshold),
  followUpDefaultDays: z
    .number()
    .int({ message: 'Use whole days' })
    .min(7, { message: 'Wait at least a week before following up' })
    .max(365, { message: 'Follow up within a year' })
    .default(defaultFollowUpDays),
});

export type AutopilotSettings = z.infer<typeof autopilotSettingsSchema>;

export const defaultAutopilotSettings: AutopilotSettings = autopilotSettingsSchema.parse({});
