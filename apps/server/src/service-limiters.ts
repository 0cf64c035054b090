/**
 * The throttles createServices hands to its services, grouped by the service that uses them:
 * sign-in and sign-up, password resets, OIDC sign-in, API keys and access codes, sales inquiries,
 * the free-enrichment funnel, unsubscribe links and meeting booking. They all count in one
 * throttle store, in the database, so every process shares them. Each limiter's name keys its rows
 * in that store: renaming one, or changing its max, window or backoff, changes what is already
 * counted, so treat those values as stored data.
 */
import type { Config } from './config.ts';
import { createSignInWatch } from './modules/auth/index.ts';
import { createAttemptLimiter, createBackoffLimiter, type ThrottleStore } from './platform/attempt-limiter.ts';
import { createWindowLimiter } from './platform/window-limiter.ts';

const minute = 60_000;

/** Every service's throttles over one store; created once per createServices, like the services. */
export function createLimiters(options: { throttles: ThrottleStore; config: Config }) {
  const { throttles, config } = options;
  return {
    auth: {
      loginPerIp: createAttemptLimiter({
        store: throttles,
        name: 'login-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
      // Five free failures per account and address, then 30 s doubling up to an hour.
      loginFailuresPerPair: createBackoffLimiter({
        store: throttles,
        name: 'login-failures-per-pair',
        freeFailures: 5,
        firstDelayMs: 30_000,
        maxDelayMs: 60 * minute,
        forgetAfterMs: 24 * 60 * minute,
      }),
      signupPerIp: createAttemptLimiter({
        store: throttles,
        name: 'signup-per-ip',
        max: config.SIGNUPS_PER_IP_PER_HOUR,
        windowMs: 60 * minute,
      }),
    },
    // The owner hears of an attack from several addresses at most once an hour.
    signInWatch: createSignInWatch({
      store: throttles,
      threshold: config.LOGIN_FAILURES_PER_EMAIL_PER_15_MINUTES,
      windowMs: 15 * minute,
      alertEveryMs: 60 * minute,
    }),
    passwordResets: {
      requestsPerIp: createAttemptLimiter({
        store: throttles,
        name: 'password-reset-requests-per-ip',
        max: config.SIGNUPS_PER_IP_PER_HOUR,
        windowMs: 60 * minute,
      }),
      emailsPerAccount: createAttemptLimiter({
        store: throttles,
        name: 'password-reset-emails-per-account',
        max: 3,
        windowMs: 60 * minute,
      }),
      resetsPerIp: createAttemptLimiter({
        store: throttles,
        name: 'password-resets-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
    },
    oidc: {
      startsPerIp: createAttemptLimiter({
        store: throttles,
        name: 'oidc-starts-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
    },
    // An API key's requests per minute (the key's own limit is applied by its authenticator).
    apiKeys: {
      requests: createWindowLimiter({ store: throttles, name: 'api-key-requests', windowMs: minute }),
    },
    // Wrong access codes, per address.
    accessCodes: {
      exchangesPerIp: createAttemptLimiter({
        store: throttles,
        name: 'access-code-exchanges-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
    },
    salesInquiries: {
      perIp: createAttemptLimiter({
        store: throttles,
        name: 'sales-inquiries-per-ip',
        max: config.SALES_INQUIRIES_PER_IP_PER_HOUR,
        windowMs: 60 * minute,
      }),
    },
    freeEnrichment: {
      signupsPerIp: createAttemptLimiter({
        store: throttles,
        name: 'free-enrichment-signups-per-ip',
        max: config.SIGNUPS_PER_IP_PER_HOUR,
        windowMs: 60 * minute,
      }),
      signupsPerDomain: createAttemptLimiter({
        store: throttles,
        name: 'free-enrichment-signups-per-domain',
        max: config.FREE_ENRICHMENT_SIGNUPS_PER_DOMAIN_PER_DAY,
        windowMs: 24 * 60 * minute,
      }),
      codesPerEmail: createAttemptLimiter({
        store: throttles,
        name: 'free-enrichment-codes-per-email',
        max: config.FREE_ENRICHMENT_CODES_PER_EMAIL_PER_HOUR,
        windowMs: 60 * minute,
      }),
      checksPerIp: createAttemptLimiter({
        store: throttles,
        name: 'free-enrichment-checks-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
    },
    unsubscribe: {
      badTokensPerIp: createAttemptLimiter({
        store: throttles,
        name: 'unsubscribe-bad-tokens-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
        windowMs: minute,
      }),
    },
    // Public booking pages, per address: reads per minute, bookings per hour.
    meetings: {
      readsPerIp: createAttemptLimiter({
        store: throttles,
        name: 'booking-reads-per-ip',
        max: config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE * 2,
        windowMs: minute,
      }),
      writesPerIp: createAttemptLimiter({
        store: throttles,
        name: 'booking-writes-per-ip',
        max: config.SIGNUPS_PER_IP_PER_HOUR,
        windowMs: 60 * minute,
      }),
    },
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
