import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const razorpayPort = Number(process.env.E2E_RAZORPAY_PORT ?? 3210);

/** The loopback stand-in for Razorpay's API and Checkout that the browser tests pay against. */
export const razorpayLoopback = {
  url: `http://127.0.0.1:${razorpayPort}`,
  environment: {
    PORT: String(razorpayPort),
    RAZORPAY_KEY_ID: 'rzp_test_e2e',
    RAZORPAY_KEY_SECRET: 'e2e-key-secret-0123456789abcdef',
    RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
    WEBHOOK_URL: `http://localhost:${port}/api/v1/payment/razorpay/webhook`,
  },
};

const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3220);

/** Loopback Google (on its port) and Microsoft (the next port) sign-in for the browser tests. */
export const oidcLoopback = {
  googleUrl: `http://127.0.0.1:${oidcPort}`,
  microsoftUrl: `http://127.0.0.1:${oidcPort + 1}`,
  environment: {
    GOOGLE_PORT: String(oidcPort),
    MICROSOFT_PORT: String(oidcPort + 1),
    GOOGLE_CLIENT_ID: 'leadpilot-e2e-google',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    MICROSOFT_CLIENT_ID: 'leadpilot-e2e-microsoft',
    MICROSOFT_CLIENT_SECRET: 'e2e-microsoft-secret',
  },
};

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3230);
const imapPort = Number(process.env.E2E_IMAP_PORT ?? 3231);

const mailUsers = [
  { address: 'sales@mail.leadpilot.test', password: 'e2e-mailbox-pass-1' },
  { address: 'warmup@mail.leadpilot.test', password: 'e2e-mailbox-pass-2' },
];

/**
 * Loopback mail servers (apps/server/test/mail-servers-main.ts: smtp-server and Dovecot) with two
 * mailboxes, for connecting SMTP + IMAP mailboxes in the browser tests. A subject containing
 * "[spam-test]" lands in the recipient's Junk folder.
 */
export const mailServers = {
  host: '127.0.0.1',
  smtpPort,
  imapPort,
  users: mailUsers,
  environment: {
    SMTP_PORT: String(smtpPort),
    IMAP_PORT: String(imapPort),
    MAIL_USERS: mailUsers.map((user) => `${user.address}:${user.password}`).join(' '),
  },
};

const gmailPort = Number(process.env.E2E_GMAIL_PORT ?? 3240);
const graphPort = Number(process.env.E2E_GRAPH_PORT ?? 3241);

/**
 * Loopback Gmail API (with Google Calendar) and Microsoft Graph (apps/server/test/provider-api-loopback-main.ts),
 * accepting the access tokens the sign-in loopback issues, for connecting Gmail, Microsoft and calendars
 * through consent. The account each answers for: `POST <url>/__control/account` (default ada@example.test).
 */
export const providerApiLoopback = {
  gmailUrl: `http://127.0.0.1:${gmailPort}`,
  graphUrl: `http://127.0.0.1:${graphPort}`,
  environment: {
    GMAIL_PORT: String(gmailPort),
    GRAPH_PORT: String(graphPort),
    GOOGLE_JWKS_URL: `${oidcLoopback.googleUrl}/jwks`,
    MICROSOFT_JWKS_URL: `${oidcLoopback.microsoftUrl}/discovery/v2.0/keys`,
  },
};

/** The super-admin the server creates at start, for the super-admin tests. */
export const superAdmin = { email: 'root@leadpilot.test', password: 'root-pass-e2e-2026' };

/** Where the end-to-end server listens and how it is configured. */
export const e2eServer = {
  baseUrl: `http://localhost:${port}`,
  environment: {
    NODE_ENV: 'test',
    HOST: 'localhost',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, 'test-results', 'e2e-data'),
    LOG_LEVEL: 'warn',
    SUPERADMIN_EMAIL: superAdmin.email,
    SUPERADMIN_PASSWORD: superAdmin.password,
    // Many tests sign up from the same address; throttling has its own server tests.
    SIGNUPS_PER_IP_PER_HOUR: '10000',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    // A small people data set keeps the server's first start quick.
    SEED_PEOPLE: '2000',
    RAZORPAY_API_URL: razorpayLoopback.url,
    RAZORPAY_CHECKOUT_URL: `${razorpayLoopback.url}/v1/checkout.js`,
    RAZORPAY_KEY_ID: razorpayLoopback.environment.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: razorpayLoopback.environment.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: razorpayLoopback.environment.RAZORPAY_WEBHOOK_SECRET,
    GOOGLE_ISSUER: oidcLoopback.googleUrl,
    GOOGLE_CLIENT_ID: oidcLoopback.environment.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: oidcLoopback.environment.GOOGLE_CLIENT_SECRET,
    MICROSOFT_AUTHORITY: oidcLoopback.microsoftUrl,
    MICROSOFT_CLIENT_ID: oidcLoopback.environment.MICROSOFT_CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: oidcLoopback.environment.MICROSOFT_CLIENT_SECRET,
    GMAIL_API_URL: providerApiLoopback.gmailUrl,
    GOOGLE_CALENDAR_API_URL: `${providerApiLoopback.gmailUrl}/calendar/v3`,
    GRAPH_API_URL: `${providerApiLoopback.graphUrl}/v1.0`,
    // No resolver for the email verifier (a closed loopback port): its verdicts are `unknown` at once, so an
    // enrichment's verification stage settles without waiting on the machine's resolver.
    EMAIL_VERIFY_DNS_SERVERS: '127.0.0.1:9',
    // The loopback mail servers users connect mailboxes to; without it only public addresses are reached.
    OUTBOUND_ALLOWED_NETWORKS: `${mailServers.host}/32`,
  },
};
