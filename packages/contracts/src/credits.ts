import { z } from 'zod';
import { emailField, idSchema, pageQuerySchema, pageReplySchema, textField, timestampSchema } from './common.ts';
import { billingCurrencySchema, planIdSchema } from './plans.ts';

/** What moved credits: every change to a balance is one ledger entry of one of these kinds. */
export const ledgerKinds = [
  'purchase',
  'spend',
  'allocation',
  'admin_adjustment',
  'expiry',
  'refund',
  'credit_back',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerKindLabels: Record<LedgerKind, string> = {
  purchase: 'Purchase',
  spend: 'Spend',
  allocation: 'Allowance',
  admin_adjustment: 'Adjustment',
  expiry: 'Expiry',
  refund: 'Refund',
  credit_back: 'Credit back',
};

/** A balance under this many credits shows the low-balance banner. */
export const lowBalanceThreshold = 100;

/** One line of the append-only credit ledger. `amount` is signed; allowance changes move 0 credits. */
export const ledgerEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(ledgerKinds),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  user: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The member whose allowance changed (allocation entries). */
  member: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A block of credits from one purchase or grant; spending draws from the one that expires first. */
export const creditLotSchema = z.object({
  id: idSchema,
  source: z.enum(['purchase', 'admin_grant']),
  planId: planIdSchema.nullable(),
  granted: z.number().int(),
  remaining: z.number().int(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
});
export type CreditLot = z.infer<typeof creditLotSchema>;

/** A calendar day `YYYY-MM-DD` (UTC) in the range the database stores. */
const dayField = z.iso
  .date({ message: 'Use a date such as 2026-01-31' })
  .refine((day) => day >= '1970-01-01' && day <= '9999-12-30', { message: 'Use a date from 1970 on' });

export const creditHistoryQuerySchema = pageQuerySchema.extend({
  kind: z.enum(ledgerKinds).optional(),
  /** Entries from this day (inclusive). */
  from: dayField.optional(),
  /** Entries up to this day (inclusive). */
  to: dayField.optional(),
});
export type CreditHistoryQuery = z.infer<typeof creditHistoryQuerySchema>;
export const creditExportQuerySchema = creditHistoryQuerySchema.omit({ page: true, perPage: true });

export const memberAllowanceSchema = z.object({
  userId: idSchema,
  /** Credits the member may spend in all; null: no cap, they draw from the organisation's balance. */
  allowance: z.number().int().nullable(),
  used: z.number().int(),
});
export type MemberAllowance = z.infer<typeof memberAllowanceSchema>;

/** `GET /api/v1/payment/credit`: balance, plan, lots and one page of history. */
export const creditSummarySchema = z.object({
  organisationId: idSchema,
  organisationName: z.string(),
  balance: z.number().int(),
  /** The highest plan among unexpired purchases; Basic when there is none. */
  plan: planIdSchema,
  hasPurchase: z.boolean(),
  isLowBalance: z.boolean(),
  /** Credits that expire in the next 30 days. */
  expiringSoon: z.number().int(),
  lots: z.array(creditLotSchema),
  /** The signed-in member's allowance, when they have one. */
  myAllowance: memberAllowanceSchema.nullable(),
  history: pageReplySchema(ledgerEntrySchema),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

const creditAmountField = z.number().int().min(0).max(10_000_000);

/** Give a member an allowance (a cap on what they spend), lower it to take credits back, or null to remove it. */
export const memberCreditBodySchema = z.strictObject({
  userId: idSchema,
  credit: creditAmountField.nullable(),
});
export type MemberCreditBody = z.input<typeof memberCreditBodySchema>;

/** Super-admin: add (positive) or remove (negative) credits, with the reason written to the ledger. */
export const adminCreditBodySchema = z.strictObject({
  organisationId: idSchema,
  credits: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((value) => value !== 0, { message: 'Enter a number of credits other than 0' }),
  reason: textField(500).min(3, { message: 'Give a reason of at least 3 characters' }),
});
export type AdminCreditBody = z.input<typeof adminCreditBodySchema>;

export const adminCreditReplySchema = z.object({ organisationId: idSchema, balance: z.number().int() });

// Payments ---------------------------------------------------------------------------------------

export const paymentStatuses = ['created', 'failed', 'captured', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const createOrderBodySchema = z.strictObject({
  planId: planIdSchema,
  currency: billingCurrencySchema,
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** What the browser needs to open Razorpay Checkout for one order. */
export const checkoutOrderSchema = z.object({
  paymentId: idSchema,
  orderId: z.string(),
  keyId: z.string(),
  amountMinor: z.number().int(),
  currency: billingCurrencySchema,
  planId: planIdSchema,
  credits: z.number().int(),
  checkoutScriptUrl: z.string(),
  organisationName: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** Checkout's success callback, passed on unchanged (spec: `POST payment/razorpay/update`). */
export const razorpayUpdateBodySchema = z.strictObject({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, { message: 'The payment signature is malformed' }),
});
export type RazorpayUpdateBody = z.input<typeof razorpayUpdateBodySchema>;

export const paymentSchema = z.object({
  id: idSchema,
  planId: planIdSchema,
  credits: z.number().int(),
  currency: billingCurrencySchema,
  amountMinor: z.number().int(),
  status: z.enum(paymentStatuses),
  createdAt: timestampSchema,
  capturedAt: timestampSchema.nullable(),
  invoiceId: idSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Development only, when enabled: completes a purchase without a payment provider. */
export const testPurchaseBodySchema = createOrderBodySchema;

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.string(),
  issuedAt: timestampSchema,
  planId: planIdSchema,
  credits: z.number().int(),
  currency: billingCurrencySchema,
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  taxLabel: z.string().nullable(),
  totalMinor: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceParamsSchema = z.object({ id: idSchema });

/** Enterprise: "talk to us" from the pricing page (public; throttled per address). */
export const salesInquiryBodySchema = z.strictObject({
  name: textField(120).min(1, { message: 'Enter your name' }),
  email: emailField,
  company: textField(160).min(1, { message: 'Enter your company' }),
  credits: z.number().int().min(0).max(100_000_000).optional(),
  message: textField(4000).min(10, { message: 'Tell us a little more (at least 10 characters)' }),
});
export type SalesInquiryBody = z.input<typeof salesInquiryBodySchema>;
