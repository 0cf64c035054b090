import { z } from 'zod';
import { idSchema, pageQuerySchema, textField, timestampSchema } from './common.ts';
import { searchSelectionBodySchema } from './prospects.ts';

/**
 * What a scheduled job does (docs/scheduled-jobs.md): refresh a saved search into a list, enrich
 * (reveal) a list, add a search's new matches to a campaign, email a campaign's results as CSV.
 */
export const scheduledJobKinds = ['refresh-list', 'enrich-list', 'grow-campaign', 'export-results'] as const;
export type ScheduledJobKind = (typeof scheduledJobKinds)[number];

export const scheduledJobKindLabels: Record<ScheduledJobKind, string> = {
  'refresh-list': 'Refresh a saved search into a list',
  'enrich-list': 'Enrich a list',
  'grow-campaign': 'Add new matches of a search to a campaign',
  'export-results': 'Email a campaign’s results',
};

export const scheduledJobStatuses = ['active', 'paused', 'completed'] as const;
export type ScheduledJobStatus = (typeof scheduledJobStatuses)[number];

export const scheduledRunStatuses = ['queued', 'running', 'succeeded', 'skipped', 'failed'] as const;
export type ScheduledRunStatus = (typeof scheduledRunStatuses)[number];

/** The shortest gap between two runs of a recurring job. */
export const scheduledJobMinimumIntervalMinutes = 15;
/** People a `grow-campaign` run adds at most, and its default. */
export const scheduledJobMaxPerRun = 500;
export const scheduledJobDefaultPerRun = 50;

/**
 * When a job runs: once at `runAt`, or on a five-field `cron` expression read in `timeZone`. The
 * expression, the zone and the time are checked by the server (422 with a message), not here.
 */
export const scheduledJobScheduleSchema = z.strictObject({
  type: z.enum(['once', 'cron']),
  runAt: z.iso.datetime({ offset: true }).optional(),
  cron: z.string().trim().max(120).optional(),
  timeZone: z.string().trim().max(64),
});
export type ScheduledJobSchedule = z.infer<typeof scheduledJobScheduleSchema>;

/** `POST scheduler/customjob`: each kind takes the fields it names (the others answer 422). */
export const createScheduledJobBodySchema = z.strictObject({
  name: textField(120).min(1, { message: 'Give the job a name' }),
  kind: z.enum(scheduledJobKinds),
  schedule: scheduledJobScheduleSchema,
  /** refresh-list, grow-campaign: the people search whose matches are taken. */
  search: searchSelectionBodySchema.optional(),
  /** refresh-list, enrich-list: the list. */
  listId: idSchema.optional(),
  /** grow-campaign, export-results: the campaign. */
  campaignId: idSchema.optional(),
  /** grow-campaign: people added at most per run. */
  perRun: z.number().int().min(1).max(scheduledJobMaxPerRun).optional(),
  /** enrich-list: credits a run may spend at most (a run that would cost more is skipped). */
  maxCredits: z.number().int().min(0).max(1_000_000).optional(),
});
export type CreateScheduledJobBody = z.input<typeof createScheduledJobBodySchema>;

/** `POST scheduler/customjob/pause`, `…/resume`, `…/delete`. */
export const scheduledJobIdBodySchema = z.strictObject({ id: idSchema });

export const scheduledJobParamsSchema = z.object({ id: idSchema });

export const scheduledJobRunsQuerySchema = pageQuerySchema.omit({ q: true });

/** `GET scheduler/customjob/preview`: the next runs of an expression in a zone. */
export const schedulePreviewQuerySchema = z.object({
  cron: z.string().trim().max(120),
  timeZone: z.string().trim().max(64),
});

export const schedulePreviewSchema = z.object({
  cron: z.string(),
  timeZone: z.string(),
  /** The next three runs, UTC. */
  nextRuns: z.array(timestampSchema),
});
export type SchedulePreview = z.infer<typeof schedulePreviewSchema>;

export const scheduledRunSchema = z.object({
  id: idSchema,
  /** The occurrence this run is for (once per job and occurrence). */
  occurrenceAt: timestampSchema,
  status: z.enum(scheduledRunStatuses),
  startedAt: timestampSchema.nullable(),
  finishedAt: timestampSchema.nullable(),
  /** What it did, by name (`matched`, `added`, `revealed`, `credits`, `enrolled`, `rows`…). */
  counts: z.record(z.string(), z.number()),
  /** One sentence on what happened. */
  summary: z.string(),
  /** Why it failed, in plain words. */
  error: z.string().nullable(),
});
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;

export const scheduledJobSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(scheduledJobKinds),
  status: z.enum(scheduledJobStatuses),
  schedule: z.object({
    type: z.enum(['once', 'cron']),
    runAt: timestampSchema.nullable(),
    cron: z.string().nullable(),
    timeZone: z.string(),
  }),
  list: z.object({ id: idSchema, name: z.string() }).nullable(),
  campaign: z.object({ id: idSchema, name: z.string() }).nullable(),
  search: z.record(z.string(), z.unknown()).nullable(),
  perRun: z.number().int().nullable(),
  maxCredits: z.number().int().nullable(),
  nextRunAt: timestampSchema.nullable(),
  lastRun: scheduledRunSchema.nullable(),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;
