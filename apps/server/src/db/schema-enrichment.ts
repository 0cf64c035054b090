import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';
import { people } from './schema-prospects.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An enrichment file's stages (docs/enrichment.md): uploaded → mapped → estimated → running →
 * verifying (the addresses that wait for the email verifier) → completed, or failed / cancelled; `review` holds a large file for the super-admin before it runs.
 */
export const enrichmentStageValues = [
  'uploaded',
  'mapped',
  'estimated',
  'review',
  'running',
  'verifying',
  'completed',
  'failed',
  'cancelled',
] as const;

export const enrichmentKindValues = ['normal', 'ai'] as const;

/**
 * A file a member uploaded to enrich: its columns and their mapping, the estimate, and the run's
 * progress. Its rows are `enrichment_rows` (read from the upload once, in one transaction); what a
 * run charged is in the credit ledger under keys naming the person (a reveal) or the cell (an AI
 * column), so a run resumed after a stop never charges twice.
 */
export const enrichmentFiles = pgTable(
  'enrichment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: enrichmentKindValues }).notNull().default('normal'),
    name: text('name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    /** The file's header row as read (made unique). */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** One entry per column: the field it fills (`email`, `company`…, or `custom`). */
    mapping: jsonb('mapping').$type<unknown[]>().notNull(),
    /** The AI columns of an AI enrichment: `{ key, name, instruction }`. */
    aiColumns: jsonb('ai_columns').$type<unknown[]>().notNull().default([]),
    stage: text('stage', { enum: enrichmentStageValues }).notNull().default('uploaded'),
    /** Why it failed or was cancelled, or what the super-admin noted, in plain words. */
    stageReason: text('stage_reason').notNull().default(''),
    /** The estimate the member confirmed (the most it can cost, the sample's found / not found). */
    estimate: jsonb('estimate'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsMatched: integer('rows_matched').notNull().default(0),
    creditsSpent: integer('credits_spent').notNull().default(0),
    /** Per added column: how many rows it was found for. */
    foundByColumn: jsonb('found_by_column').$type<Record<string, number>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('enrichment_files_organisation_idx').on(table.organisationId, table.createdAt)],
);

export const enrichmentRowStatusValues = ['pending', 'found', 'not_found', 'failed'] as const;

/**
 * One row of an enrichment file: its cells as uploaded, what it was matched to and the cells the run
 * added (each with its source, confidence and cost). `pending` until the run has done it.
 */
export const enrichmentRows = pgTable(
  'enrichment_rows',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => enrichmentFiles.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    cells: jsonb('cells').$type<string[]>().notNull(),
    status: text('status', { enum: enrichmentRowStatusValues }).notNull().default('pending'),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    matchRule: text('match_rule'),
    matchConfidence: real('match_confidence'),
    /** The added cells: `{ field, value, source, confidence, status, credits }`. */
    added: jsonb('added').$type<unknown[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    credits: integer('credits').notNull().default(0),
    /** Lower-cased words of the row's name and company, for the files' search. */
    searchText: text('search_text').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.rowNumber] }),
    index('enrichment_rows_pending_idx').on(table.fileId, table.status),
    index('enrichment_rows_organisation_idx').on(table.organisationId),
  ],
);
