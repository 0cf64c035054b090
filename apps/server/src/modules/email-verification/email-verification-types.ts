import { z } from 'zod';

export const emailVerificationStatuses = ['verified', 'risky', 'invalid', 'unknown'] as const;
export type EmailVerificationStatus = (typeof emailVerificationStatuses)[number];

/** What the mail-domain lookup found: real MX hosts, the domain itself (implicit MX), or why there is none. */
export const mxCheckValues = ['found', 'implicit', 'null-mx', 'no-domain', 'no-mail-host', 'failed'] as const;
/** How the SMTP probe of the address ended. */
export const smtpCheckValues = [
  'accepted',
  'rejected',
  'temporary',
  'blocked',
  'timeout',
  'unreachable',
  'throttled',
] as const;

/**
 * The outcome of each check, in the order they run; `null` means the check did not run (an earlier
 * one settled the result).
 */
export const emailChecksSchema = z.object({
  syntax: z.enum(['valid', 'invalid', 'unsupported']),
  disposable: z.boolean().nullable(),
  role: z.boolean().nullable(),
  mx: z.enum(mxCheckValues).nullable(),
  smtp: z.enum(smtpCheckValues).nullable(),
  catchAll: z.boolean().nullable(),
});
export type EmailChecks = z.infer<typeof emailChecksSchema>;
export type MxCheck = NonNullable<EmailChecks['mx']>;
export type SmtpCheck = NonNullable<EmailChecks['smtp']>;

/** The verdict on one address, as stored in `email_verifications` and shown beside a contact. */
export interface EmailVerification {
  /** Trimmed and lower-cased. */
  address: string;
  status: EmailVerificationStatus;
  /** One short sentence for people, e.g. "The mail server accepts every address at this domain (catch-all)." */
  reason: string;
  checks: EmailChecks;
  /** The mail server probed (or that would be): the best MX host, or the domain itself as implicit MX. */
  mxHost: string | null;
  checkedAt: Date;
}

/** Checks that did not run yet. */
export const uncheckedEmail: EmailChecks = {
  syntax: 'valid',
  disposable: null,
  role: null,
  mx: null,
  smtp: null,
  catchAll: null,
};
