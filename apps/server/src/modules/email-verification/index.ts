export { createEmailVerifier, type EmailVerifier } from './email-verifier.ts';
