import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';
import { mailboxes } from './schema-mailboxes.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An email template; each save adds a row to `email_template_versions` and bumps `version`. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    folder: text('folder').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: ['shared', 'private'] })
      .notNull()
      .default('shared'),
    /** Merge fields the subject and body use, kept on save (custom-field removal checks them). */
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('email_templates_organisation_idx').on(table.organisationId, table.updatedAt),
    index('email_templates_fields_idx').using('gin', table.fields),
  ],
);

export const emailTemplateVersions = pgTable(
  'email_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    editedByUserId: uuid('edited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_template_versions_unique').on(table.templateId, table.version)],
);

/** An organisation's own merge field, with the value used when a prospect has none. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    defaultValue: text('default_value').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('custom_fields_organisation_key_unique').on(table.organisationId, table.key)],
);

/** An HTML signature: the organisation's, one member's, or one mailbox's. */
export const customSignatures = pgTable(
  'custom_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    html: text('html').notNull(),
    scope: text('scope', { enum: ['organisation', 'user', 'mailbox'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('custom_signatures_organisation_idx').on(table.organisationId)],
);

/**
 * One AI writer call: which engine answered, the model's token use and cost, and the credits spent.
 * `requestId` makes a retried call answer the stored draft and spend once.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['template', 'rewrite', 'campaign'] }).notNull(),
    requestId: text('request_id').notNull(),
    engine: text('engine', { enum: ['built-in', 'llm'] }).notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** The model's price for this call in millionths of a US dollar (0 for the built-in writer). */
    costMicros: integer('cost_micros').notNull().default(0),
    credits: integer('credits').notNull(),
    /** The stored reply (an AiDraft), answered again for a retried `requestId`. */
    result: text('result').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ai_generations_request_unique').on(table.organisationId, table.requestId),
    index('ai_generations_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);
