export { isDisposableDomain } from './disposable-domains.ts';
export { findStoredStatuses } from './email-verification-repository.ts';
export type { EmailVerificationStatus } from './email-verification-types.ts';
export { createEmailVerifier, type EmailVerifier } from './email-verifier.ts';
export { parseEmailAddress } from './parse-email-address.ts';
