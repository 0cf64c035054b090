/**
 * Prospect data: the platform-wide records of companies and people that every organisation
 * searches (not tenant data), and the per-organisation traces of using them (reveals, lists).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Where a field's value came from and when it was last confirmed. */
export interface FieldProvenance {
  source: string;
  verifiedAt: string;
}

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    logoUrl: text('logo_url'),
    industry: text('industry').notNull(),
    subIndustry: text('sub_industry').notNull().default(''),
    employeeCount: integer('employee_count').notNull(),
    sizeBand: text('size_band').notNull(),
    revenueBand: text('revenue_band').notNull(),
    foundedYear: smallint('founded_year'),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    fundingStage: text('funding_stage').notNull().default('none'),
    fundingTotalUsd: bigint('funding_total_usd', { mode: 'number' }),
    lastFundingAt: date('last_funding_at'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    /** Directors and key people: name, title and the person record when there is one. */
    keyPeople: jsonb('key_people')
      .$type<{ name: string; title: string; personId: string | null }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('companies_domain_unique').on(table.domain)],
);

/**
 * The filterable values of a person as `prefix:value` keys (`s:senior`, `c:US`, `p:true`, …): `s`
 * seniority, `d` department, `i` industry, `z` size band, `r` revenue band, `c` country, `g` region,
 * `l` city, `f` funding stage, `e` email status, `p` has a phone. Indexed as an expression beside
 * the text (`people_search_filters_idx`), so a text query and its filters are one GIN index scan;
 * queries must spell the expression exactly so (people-filter-sql.ts builds it from here).
 */
export const peopleFilterKeyColumns = [
  ['s', 'seniority'],
  ['d', 'department'],
  ['i', 'industry'],
  ['z', 'size_band'],
  ['r', 'revenue_band'],
  ['c', 'country'],
  ['g', 'region'],
  ['l', 'city'],
  ['f', 'funding_stage'],
  ['e', 'email_status'],
  ['p', '(phone is not null)::text'],
] as const;

/** The filter-keys expression over the columns of `people`, qualified with `prefix` (`p.` or nothing). */
export function peopleFilterKeys(prefix: string): string {
  const qualified = (column: string) =>
    column.startsWith('(') ? column.replace(/^\((\w+)/, `(${prefix}$1`) : `${prefix}${column}`;
  return `array[${peopleFilterKeyColumns.map(([key, column]) => `'${key}:' || ${qualified(column)}`).join(', ')}]`;
}

/**
 * The filters whose values are also indexed in pairs, with their key letters (as in
 * `peopleFilterKeyColumns`): seniority, department, size band, country, email status, has a phone.
 * Each filter value covers a large share of everyone (US 31 %, verified 70 %), so a text search
 * stepping through one posting list per filter walks over a million items for a few thousand
 * matches; a pair key (`'sz:senior|51-200'`) lists only the people with both values.
 */
export const peoplePairKeyColumns = [
  ['s', 'seniority'],
  ['d', 'department'],
  ['z', 'size_band'],
  ['c', 'country'],
  ['e', 'email_status'],
  ['p', '(phone is not null)::text'],
] as const;

/**
 * The pair keys of a person, one per pair of `peoplePairKeyColumns` in order (15):
 * `'sz:' || seniority || '|' || size_band`, … (no value holds `|`, so a key names one pair).
 * Indexed as the fourth expression of `people_search_filters_idx` (migration 0027); queries spell
 * it exactly so, qualified with `prefix` (`p.` or nothing).
 */
export function peoplePairKeys(prefix: string): string {
  const qualified = (column: string) =>
    column.startsWith('(') ? column.replace(/^\((\w+)/, `(${prefix}$1`) : `${prefix}${column}`;
  const keys = peoplePairKeyColumns.flatMap(([a, first], index) =>
    peoplePairKeyColumns
      .slice(index + 1)
      .map(([b, second]) => `'${a}${b}:' || ${qualified(first)} || '|' || ${qualified(second)}`),
  );
  return `array[${keys.join(', ')}]`;
}

/**
 * A person at a company. Company attributes that people are filtered by are copied here
 * (industry, size and revenue bands, funding stage, technologies), so one index scan answers a
 * search without a join; they are rewritten when the company changes.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Keyset pagination and stable sort: insertion order. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    title: text('title').notNull(),
    seniority: text('seniority').notNull(),
    department: text('department').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull().default(''),
    industry: text('industry').notNull().default(''),
    sizeBand: text('size_band').notNull().default(''),
    revenueBand: text('revenue_band').notNull().default(''),
    fundingStage: text('funding_stage').notNull().default('none'),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    email: text('email'),
    emailStatus: text('email_status', { enum: ['verified', 'risky', 'invalid', 'unknown'] })
      .notNull()
      .default('unknown'),
    emailCheckedAt: timestamp('email_checked_at', { withTimezone: true }),
    phone: text('phone'),
    phoneStatus: text('phone_status', { enum: ['verified', 'unverified', 'invalid'] })
      .notNull()
      .default('unverified'),
    phoneCheckedAt: timestamp('phone_checked_at', { withTimezone: true }),
    hasPhone: boolean('has_phone').generatedAlwaysAs(sql`phone is not null`),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    bio: text('bio').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    employmentHistory: jsonb('employment_history')
      .$type<{ company: string; title: string; from: string; to: string | null }[]>()
      .notNull()
      .default([]),
    /** Per contact field (email, phone, title, …): its source and when it was last verified. */
    provenance: jsonb('provenance').$type<Record<string, FieldProvenance>>().notNull().default({}),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(title, '') || ' ' || coalesce(company_name, ''))`,
    ),
    /**
     * The title alone as words, and its words as a set without stop words (`leadpilot_title_words`,
     * migration 0014): a title search checks and ranks the candidates of `search` by these stored
     * values instead of parsing every candidate's title again (title-search-sql.ts).
     */
    titleSearch: tsvector('title_search').generatedAlwaysAs(sql`to_tsvector('simple', title)`),
    titleWords: text('title_words').array().generatedAlwaysAs(sql`leadpilot_title_words(title)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('people_sequence_unique').on(table.sequence),
    // Text, filter keys, technologies and pair keys in one GIN index: a search with text and filters is one index scan.
    index('people_search_filters_idx').using(
      'gin',
      table.search,
      sql.raw(`(${peopleFilterKeys('')})`),
      table.technologies,
      sql.raw(`(${peoplePairKeys('')})`),
    ),
    index('people_company_idx').on(table.companyId),
    // Sorting by name: keyset pages walk it in order.
    index('people_name_idx').on(table.fullName, table.sequence),
    index('people_country_idx').on(table.country, table.sequence),
    index('people_seniority_idx').on(table.seniority, table.sequence),
    index('people_department_idx').on(table.department, table.sequence),
    index('people_industry_idx').on(table.industry, table.sequence),
    index('people_size_band_idx').on(table.sizeBand, table.sequence),
  ],
);

/** A buying-intent observation: a company researching a topic in one week (score 60+ is surging). */
export const intentSignals = pgTable(
  'intent_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    score: smallint('score').notNull(),
    source: text('source', { enum: ['hiring', 'funding', 'news', 'technology_change', 'web_research'] }).notNull(),
    observedWeek: date('observed_week').notNull(),
  },
  (table) => [
    index('intent_signals_topic_score_idx').on(table.topic, table.score),
    index('intent_signals_company_idx').on(table.companyId, table.observedWeek),
  ],
);

export const companyNews = pgTable(
  'company_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    url: text('url').notNull(),
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('company_news_company_idx').on(table.companyId, table.publishedAt)],
);

export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    network: text('network', { enum: ['linkedin', 'twitter'] }).notNull(),
    text: text('text').notNull(),
    url: text('url').notNull(),
    likes: integer('likes').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_posts_person_idx').on(table.personId, table.postedAt)],
);

/** People an organisation has revealed: revealing again is free. */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    revealedBy: uuid('revealed_by').references(() => users.id, { onDelete: 'set null' }),
    credits: integer('credits').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.personId] })],
);

export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('saved_lists_name_unique').on(table.organisationId, sql`lower(${table.name})`)],
);

export const savedListPeople = pgTable(
  'saved_list_people',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.personId] }),
    index('saved_list_people_person_idx').on(table.personId),
  ],
);

/** Text compared byte by byte, so a prefix is one range of a B-tree whatever the database's locale. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * Every word of `people.search` (its lexemes), kept by statement-level triggers on `people`
 * (migration 0021): a typed prefix is looked up here and searched as the words it completes to,
 * which the GIN index finds like any word (search-words.ts). Words are only added; one that no
 * longer occurs costs a look-up that finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: byteOrderedText('word').primaryKey(),
});
