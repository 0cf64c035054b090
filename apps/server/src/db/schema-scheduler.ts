import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './schema-campaigns.ts';
import { organisations, users } from './schema-core.ts';
import { savedLists } from './schema-prospects.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const scheduledJobKindValues = ['refresh-list', 'enrich-list', 'grow-campaign', 'export-results'] as const;
export const scheduledJobStatusValues = ['active', 'paused', 'completed'] as const;
export const scheduledRunStatusValues = ['queued', 'running', 'succeeded', 'skipped', 'failed'] as const;

/**
 * A job a member scheduled for the organisation (docs/scheduled-jobs.md): once at `run_at`, or on
 * `cron` read in `time_zone`. `next_run_at` is the occurrence the scheduler takes next (null once
 * a one-off ran); the job runs as the member who scheduled it.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: scheduledJobKindValues }).notNull(),
    status: text('status', { enum: scheduledJobStatusValues }).notNull().default('active'),
    scheduleType: text('schedule_type', { enum: ['once', 'cron'] }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }),
    cron: text('cron'),
    timeZone: text('time_zone').notNull(),
    /** The kind's own settings: the search's filters, people per run, the credit cap. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    listId: uuid('list_id').references(() => savedLists.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('scheduled_jobs_due_idx').on(table.status, table.nextRunAt),
    index('scheduled_jobs_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/**
 * One run of a job, for one occurrence: the unique (job, occurrence) is what makes an occurrence
 * run once however many workers wake for it. Its figures and outcome are the job's history.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => scheduledJobs.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: scheduledRunStatusValues }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    summary: text('summary').notNull().default(''),
    /** Why it failed, in plain words. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('scheduled_job_runs_occurrence_unique').on(table.jobId, table.occurrenceAt),
    index('scheduled_job_runs_status_idx').on(table.status, table.createdAt),
  ],
);
