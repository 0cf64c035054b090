import { z } from 'zod';
import { personNameField } from './auth.ts';
import { emailField, idSchema, maxPerPage, pageReplySchema, textField, timestampSchema } from './common.ts';
import { createOrderBodySchema, invoiceSchema } from './credits.ts';
import { enrichmentFileSchema } from './enrichment.ts';

/**
 * The free-enrichment funnel (docs/enrichment.md, "Free enrichment"): a stranger proves a work
 * email with an emailed code and enriches one small file for free.
 */
export const freeEnrichmentLimits = {
  /** The most rows a free organisation's file may have until it buys credits. */
  maxRows: 25,
  /** Credits granted once to a new free organisation: one a row. */
  freeCredits: 25,
  codeDigits: 6,
  codeMinutes: 10,
  /** Wrong codes a sign-up takes before it is used up. */
  codeAttempts: 5,
} as const;

export const organisationStates = ['active', 'free'] as const;
export type OrganisationState = (typeof organisationStates)[number];

/** `POST callback/freeenrich/signup`: who asks; a code is mailed to the work address. */
export const freeSignupBodySchema = z.strictObject({
  name: personNameField,
  email: emailField,
  company: textField(160).min(1, { message: 'Enter your company name' }),
});
export type FreeSignupBody = z.input<typeof freeSignupBodySchema>;

export const freeSignupReplySchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string(), expiresAt: timestampSchema }),
});
export type FreeSignupReply = z.infer<typeof freeSignupReplySchema>;

/** `POST callback/freeenrich/otp`: the emailed code for that address. */
export const freeOtpBodySchema = z.strictObject({
  email: emailField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code from the email' }),
});
export type FreeOtpBody = z.input<typeof freeOtpBodySchema>;

/** The right code answers a short-lived free-enrichment token (a bearer access token). */
export const freeOtpReplySchema = z.object({
  message: z.string(),
  data: z.object({ accessToken: z.string(), expiresAt: timestampSchema, profileId: idSchema }),
});
export type FreeOtpReply = z.infer<typeof freeOtpReplySchema>;

export const freeProfileParamsSchema = z.object({ id: idSchema });

/** The token holder's free account: `id` is the opaque profile id the code's reply named. */
export const freeProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  state: z.enum(organisationStates),
  balance: z.number().int(),
  /** The most rows a file may have now: the free limit, or null once credits were bought. */
  maxRows: z.number().int().nullable(),
});
export type FreeProfile = z.infer<typeof freeProfileSchema>;

const pageFields = {
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(maxPerPage).default(10),
};

/** `POST callback/freeenrich/dashboard`: the account, its files and their results. */
export const freeDashboardBodySchema = z.strictObject(pageFields);
export type FreeDashboardBody = z.input<typeof freeDashboardBodySchema>;

export const freeDashboardSchema = z.object({
  profile: freeProfileSchema,
  files: z.array(enrichmentFileSchema),
  total: z.number().int(),
});
export type FreeDashboard = z.infer<typeof freeDashboardSchema>;

/** `POST callback/freeenrich/payment`: a plan bought with a Razorpay order (checkout as in the app). */
export const freePaymentBodySchema = createOrderBodySchema;

/** `POST callback/freeenrich/invoices`: the account's invoices, newest first. */
export const freeInvoicesBodySchema = z.strictObject(pageFields);

export const freeInvoicesReplySchema = pageReplySchema(invoiceSchema);
