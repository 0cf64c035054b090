import type { EmailChecks, EmailVerificationStatus } from './email-verification-types.ts';

/** The sentence shown beside each outcome. */
export const verificationReasons = {
  verified: 'The mail server confirmed that this mailbox exists.',
  disposable: 'The address is at a disposable (throwaway) email provider.',
  noDomain: 'The domain does not exist.',
  noMailHost: 'The domain has no mail server (no MX or address record).',
  nullMx: 'The domain declares that it accepts no email (null MX).',
  dnsFailed: "The domain's DNS could not be read right now; try again later.",
  rejected: 'The mail server says this mailbox does not exist.',
  temporary: 'The mail server answered with a temporary failure; try again later.',
  blocked: 'The mail server refused our check; it may block address verification.',
  timeout: 'The mail server did not answer in time.',
  unreachable: 'The mail server could not be reached.',
  throttled: 'Too many checks at this domain right now; try again later.',
  catchAll: 'The mail server accepts every address at this domain (catch-all).',
  role: 'This is a role address (such as info@ or sales@) shared by a team, not a person.',
} as const;

export interface Verdict {
  status: EmailVerificationStatus;
  reason: string;
}

/**
 * The status follows from the checks, first match wins: a definite "no" (invalid), then "could not
 * tell" (unknown), then deliverable-but (risky: disposable, catch-all, role), then verified.
 * `syntaxReason` is the parser's sentence for an address that failed the syntax check.
 */
export function decideVerification(checks: EmailChecks, syntaxReason = ''): Verdict {
  if (checks.syntax === 'invalid') return { status: 'invalid', reason: syntaxReason };
  if (checks.syntax === 'unsupported') return { status: 'unknown', reason: syntaxReason };
  if (checks.disposable) return { status: 'risky', reason: verificationReasons.disposable };
  switch (checks.mx) {
    case 'no-domain':
      return { status: 'invalid', reason: verificationReasons.noDomain };
    case 'no-mail-host':
      return { status: 'invalid', reason: verificationReasons.noMailHost };
    case 'null-mx':
      return { status: 'invalid', reason: verificationReasons.nullMx };
    case 'failed':
    case null:
      return { status: 'unknown', reason: verificationReasons.dnsFailed };
  }
  if (checks.smtp === 'rejected') return { status: 'invalid', reason: verificationReasons.rejected };
  if (checks.smtp !== 'accepted')
    return { status: 'unknown', reason: verificationReasons[checks.smtp ?? 'unreachable'] };
  if (checks.catchAll) return { status: 'risky', reason: verificationReasons.catchAll };
  if (checks.role) return { status: 'risky', reason: verificationReasons.role };
  return { status: 'verified', reason: verificationReasons.verified };
}
