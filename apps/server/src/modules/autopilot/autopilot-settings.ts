import { type AutopilotSettings, autopilotSettingsSchema } from '@leadpilot/contracts';

/**
 * How an autopilot campaign acts on what it may answer. The escalations (escalation.ts) hold in
 * every mode; the mode only decides whether an answer waits for approval, waits out an undo delay,
 * or goes at once. The schema lives in the contracts (campaign-autopilot.ts), beside the campaign's
 * other autopilot settings.
 */
export {
  type AutopilotMode,
  type AutopilotSettings,
  autopilotModes,
  autopilotSettingsSchema,
  defaultConfidenceThreshold,
  defaultUndoDelayMinutes,
} from '@leadpilot/contracts';

/** Slots a meeting answer proposes. */
export const offeredSlotCount = 3;

export const defaultAutopilotSettings: AutopilotSettings = autopilotSettingsSchema.parse({});
