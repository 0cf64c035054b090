import type { CampaignAiBrief } from '@leadpilot/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';
import { emailTemplates } from './schema-templates.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const campaignStatusValues = [
  'draft',
  'scheduled',
  'running',
  'paused',
  'completed',
  'archived',
  'autopilot_archived',
] as const;

const enrolmentStatusValues = ['active', 'held', 'paused', 'stopped', 'completed'] as const;

/**
 * An outbound campaign. `settings` (schedule, limits, stop options, tracking, exclusivity,
 * cool-off) and `audience` (where its prospects come from) are typed by the contracts' zod
 * schemas; `revision` rises with every change so a stale edit is refused.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: campaignStatusValues }).notNull().default('draft'),
    autopilot: boolean('autopilot').notNull().default(false),
    settings: jsonb('settings').notNull(),
    audience: jsonb('audience').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(1),
  },
  (table) => [index('campaigns_organisation_status_idx').on(table.organisationId, table.status)],
);

/** One step of a campaign's sequence, in `position` order (0 first). */
export const campaignSteps = pgTable(
  'campaign_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['email', 'wait', 'task'] }).notNull(),
    waitDays: integer('wait_days'),
    taskKind: text('task_kind', { enum: ['call', 'linkedin', 'other'] }),
    taskNote: text('task_note'),
    newThread: boolean('new_thread').notNull().default(false),
  },
  (table) => [uniqueIndex('campaign_steps_position_unique').on(table.campaignId, table.position)],
);

/** A variant (A, B, …) of an email step: its own subject and body, or an AI draft per prospect. */
export const campaignStepVariants = pgTable(
  'campaign_step_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => campaignSteps.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    aiDraft: boolean('ai_draft').notNull().default(false),
    /** With `ai_draft`: the brief the AI writer drafts each prospect's email from. */
    aiBrief: jsonb('ai_brief').$type<CampaignAiBrief>(),
    subject: text('subject').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
  },
  (table) => [uniqueIndex('campaign_step_variants_label_unique').on(table.stepId, table.label)],
);

/** The mailboxes a campaign sends from. */
export const campaignMailboxes = pgTable(
  'campaign_mailboxes',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.mailboxId] })],
);

/** Every change of a campaign's status: who (none for the system) and why. */
export const campaignTransitions = pgTable(
  'campaign_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_transitions_campaign_idx').on(table.campaignId, table.at)],
);

/**
 * One prospect in one campaign. `position` is the next step to run; `mailboxId` and
 * `threadMessageId` are fixed at the first send so follow-ups stay in the same thread.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The prospect database's person, or none for a person from CSV rows. */
    personId: uuid('person_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    domain: text('domain').notNull().default(''),
    timeZone: text('time_zone'),
    country: text('country'),
    mergeData: jsonb('merge_data').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: enrolmentStatusValues }).notNull().default('active'),
    stopReason: text('stop_reason'),
    heldReason: text('held_reason'),
    position: integer('position').notNull().default(0),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    threadMessageId: text('thread_message_id'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('enrolments_campaign_email_unique').on(table.campaignId, table.email),
    index('enrolments_campaign_status_due_idx').on(table.campaignId, table.status, table.nextDueAt),
    index('enrolments_organisation_email_idx').on(table.organisationId, table.email),
  ],
);

export const campaignTaskKindValues = ['call', 'linkedin', 'other'] as const;
export const campaignTaskStatusValues = ['open', 'done', 'skipped'] as const;

/**
 * A manual step (call, LinkedIn, other) a prospect's sequence reached: one per prospect and task
 * step, unique, so a second pass of the scheduler (or two at once) creates it once. It does not
 * hold the sequence; a person marks it done or skipped from the task list.
 */
export const campaignTasks = pgTable(
  'campaign_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => campaignSteps.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: campaignTaskKindValues }).notNull(),
    note: text('note'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: campaignTaskStatusValues }).notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('campaign_tasks_enrolment_step_unique').on(table.enrolmentId, table.stepId),
    index('campaign_tasks_organisation_status_due_idx').on(table.organisationId, table.status, table.dueAt),
    index('campaign_tasks_campaign_idx').on(table.campaignId),
  ],
);
