import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const planIdColumn = (name: string) => text(name, { enum: ['basic', 'startup', 'growth', 'enterprise'] });

/** A block of credits from one purchase or grant; `remaining` is what spends and expiry have left. */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Creation order: lots that expire at the same moment are spent in the order they came. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['purchase', 'admin_grant'] }).notNull(),
    planId: planIdColumn('plan_id'),
    paymentId: uuid('payment_id'),
    granted: integer('granted').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_lots_organisation_expiry_idx').on(table.organisationId, table.expiresAt),
    check('credit_lots_remaining_range', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.granted}`),
  ],
);

/**
 * The append-only credit ledger: every change to a balance is one row. The balance is the sum of
 * `amount`; `balance_after` records it after the row (rows of one organisation are written under a
 * lock on the organisation, so it is exact).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order, for history pages (timestamps of one transaction can be equal). */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['purchase', 'spend', 'allocation', 'admin_adjustment', 'expiry', 'refund', 'credit_back'],
    }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** Who acted: the spender, the buyer, the admin who changed an allowance, the super-admin. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member whose allowance changed (allocation rows). */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    lotId: uuid('lot_id').references(() => creditLots.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id'),
    idempotencyKey: text('idempotency_key'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_unique')
      .on(table.organisationId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('credit_ledger_organisation_created_idx').on(table.organisationId, table.createdAt),
    check('credit_ledger_balance_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

/** Which lots a spend, removal or refund drew from, and how much from each. */
export const creditLotDraws = pgTable(
  'credit_lot_draws',
  {
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => creditLedger.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => creditLots.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ledgerEntryId, table.lotId] }),
    index('credit_lot_draws_lot_idx').on(table.lotId),
    check('credit_lot_draws_positive', sql`${table.amount} > 0`),
  ],
);

/** A member's credit allowance: a cap on what they spend of the organisation's balance. */
export const creditAllowances = pgTable(
  'credit_allowances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Null: no cap. */
    allowance: integer('allowance'),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_allowances_organisation_idx').on(table.organisationId),
    check('credit_allowances_used_not_negative', sql`${table.used} >= 0`),
  ],
);

/** One purchase attempt: a provider order, its payment and its forward-only status. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: planIdColumn('plan_id').notNull(),
    credits: integer('credits').notNull(),
    currency: text('currency', { enum: ['USD', 'INR'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: ['created', 'failed', 'captured', 'refunded'] }).notNull(),
    receipt: text('receipt').notNull(),
    lastError: text('last_error'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: createdAt(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_order_unique').on(table.provider, table.providerOrderId),
    uniqueIndex('payments_provider_payment_unique')
      .on(table.provider, table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
    index('payments_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/** Provider webhook events already handled (`x-razorpay-event-id`), written with their effect. */
export const paymentEvents = pgTable('payment_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull().unique(),
  event: text('event').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invoice numbers run in one sequence per calendar year: LP-2026-000001. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The organisation's billing details as they were when the invoice was issued. */
    billing: jsonb('billing').notNull(),
    planId: planIdColumn('plan_id').notNull(),
    credits: integer('credits').notNull(),
    currency: text('currency', { enum: ['USD', 'INR'] }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxLabel: text('tax_label'),
    totalMinor: integer('total_minor').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_year_sequence_unique').on(table.year, table.sequence),
    index('invoices_organisation_idx').on(table.organisationId, table.issuedAt),
  ],
);

/** Enterprise "talk to sales" requests from the pricing page. */
export const salesInquiries = pgTable('sales_inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  credits: integer('credits'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
