import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowedEntries } from './platform/outbound/outbound-policy.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const secretField = z.string().min(32, { message: 'must be at least 32 characters' });

const isPort = (text: string | undefined) => text === undefined || (Number(text) >= 1 && Number(text) <= 65_535);

/** A resolver address as Node's `Resolver#setServers` takes it: `1.2.3.4`, `1.2.3.4:53`, `::1`, `[::1]:53`. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIPv6(bracketed[1] ?? '') && isPort(bracketed[2]);
  if (isIP(entry) !== 0) return true;
  const withPort = /^([^:]+):(\d{1,5})$/.exec(entry);
  return withPort !== null && isIPv4(withPort[1] ?? '') && isPort(withPort[2]);
}

const dnsServerList = z
  .string()
  .default('')
  .transform((value) => value.split(/[\s,]+/).filter((entry) => entry !== ''))
  .refine((entries) => entries.every(isDnsServer), {
    message: 'list resolver addresses such as 127.0.0.1:5353 or [::1]:53, separated by spaces or commas',
  });

const hostNameField = z
  .string()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/, {
    message: 'must be a host name such as mail.example.com',
  });

/** The address in a sender such as `Leadpilot <no-reply@leadpilot.local>`. */
const addressOf = (sender: string) => (/<([^<>]+)>/.exec(sender)?.[1] ?? sender).trim();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  JWT_SECRET: secretField.optional(),
  ENCRYPTION_KEY: secretField.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
  // How long a request may reuse another's look-up of a live session (0 turns the cache off). Any
  // change made through this process clears it at once; other processes see a change within this time.
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  REFRESH_TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Requests each API key may make a minute (docs/api-keys.md); over it, 429 with Retry-After.
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  LOGIN_FAILURES_PER_EMAIL_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // The free-enrichment funnel's codes: per address an hour, and per company domain a day.
  FREE_ENRICHMENT_CODES_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  FREE_ENRICHMENT_SIGNUPS_PER_DOMAIN_PER_DAY: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: booleanFlag.default(false),
  MAIL_FROM: z.string().min(3).default('Leadpilot <no-reply@leadpilot.local>'),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8).optional(),
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url().optional(),
  CSP_CONNECT_ORIGINS: z.string().default(''),
  WEB_DIST_DIR: z.string().optional(),
  QUEUE_ENABLED: booleanFlag.default(true),
  /** People generated into an empty database on a non-production start; 0 turns it off. */
  SEED_PEOPLE: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  RAZORPAY_KEY_ID: z.string().trim().min(1).max(100).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).max(200).optional(),
  PAYMENTS_TEST_PURCHASE_ENABLED: booleanFlag.default(false),
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('Leadpilot'),
  /** Lines separated by a literal `\n` in the variable. */
  INVOICE_SELLER_ADDRESS: z
    .string()
    .max(1000)
    .default('')
    .transform((value) => value.replaceAll('\\n', '\n').trim()),
  INVOICE_TAX_LABEL: z.string().trim().min(1).max(40).optional(),
  INVOICE_TAX_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'use at most two decimals, e.g. 18 or 7.25',
    })
    .optional(),
  SALES_INQUIRIES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Empty: the system's resolvers. */
  EMAIL_VERIFY_DNS_SERVERS: dnsServerList,
  EMAIL_VERIFY_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(25),
  /** Default: the host name in APP_URL. */
  EMAIL_VERIFY_HELO: hostNameField.optional(),
  /** Default: the address in MAIL_FROM. */
  EMAIL_VERIFY_MAIL_FROM: z.email().optional(),
  EMAIL_VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  EMAIL_VERIFY_MAX_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** People whose email was last checked longer ago than this are checked again by `prospects.reverify`. */
  EMAIL_REVERIFY_AFTER_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** People `prospects.reverify` checks per run (every 5 minutes); 0 turns re-checking off. */
  EMAIL_REVERIFY_BATCH_SIZE: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Resolvers the deliverability pre-flight asks for MX, SPF, DKIM and DMARC records; empty: the system's. */
  DNS_SERVERS: dnsServerList,
  /** How long one DNS question may take before its check says "could not be checked". */
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** How long a domain's deliverability report is reused before its records are read again. */
  DELIVERABILITY_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** A warm-up message the receiving mailbox has not found after this long is recorded as missing. */
  WARMUP_MISSING_AFTER_MINUTES: z.coerce.number().int().min(5).max(10_080).default(180),
  /** The share of warm-up messages the receiving mailbox answers. */
  WARMUP_REPLY_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  /** How many days of mail the reply reader reads when it first reads a mailbox, or after the provider lost its place. */
  REPLY_SYNC_BACKFILL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** How often the reply reader reads each healthy mailbox's new mail. */
  REPLY_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(2),
  /** An OpenAI-compatible API root such as https://api.openai.com/v1; with LLM_MODEL it refines insights. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
  LLM_API_KEY: z.string().trim().min(1).max(500).optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** Further attempts the AI writer makes after HTTP 429, 5xx or a timeout (each attempt waits LLM_TIMEOUT_MS). */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** The model's price in US dollars per million prompt and completion tokens, for the AI writer's cost records. */
  LLM_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(10_000).default(0),
  LLM_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(10_000).default(0),
  /** Call recordings (docs/recordings.md): an OpenAI-compatible `/audio/transcriptions` root; with TRANSCRIPTION_MODEL it transcribes. */
  TRANSCRIPTION_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
  TRANSCRIPTION_API_KEY: z.string().trim().min(1).max(500).optional(),
  TRANSCRIPTION_MODEL: z.string().trim().min(1).max(200).optional(),
  /** Longest wait for one transcription in milliseconds (a long call takes minutes). */
  TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  /** Call recordings kept in an S3-compatible bucket (docs/recordings.md) when S3_BUCKET is set; else under DATA_DIR. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).optional(),
  S3_REGION: z.string().trim().min(1).max(100).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name such as leadpilot-files' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(500).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(500).optional(),
  /** `<endpoint>/<bucket>/<key>` addresses (MinIO, Ceph, R2); false for `<bucket>.<endpoint>`. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** A folder in the bucket the files go under, e.g. `leadpilot/`. */
  S3_PREFIX: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, { message: "may hold letters, digits, / and !_.*'()- only" })
    .optional(),
  /** Longest wait for a connection to the bucket's store, in milliseconds. */
  S3_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** Longest wait for the store's answer to one request (an upload part's body included), in milliseconds. */
  S3_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Google sign-in: on when both are set (OAuth client of type "Web application"). */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(300).optional(),
  /** Discovery is read from `<issuer>/.well-known/openid-configuration`; tests point it at a loopback. */
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://accounts.google.com')
    .transform((value) => value.replace(/\/$/, '')),
  /** Microsoft sign-in: on when both are set (Entra ID app registration). */
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).max(300).optional(),
  /** `organizations` (work and school accounts), `common` (also personal accounts), `consumers`, or one tenant's id or domain. */
  MICROSOFT_TENANT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$/, {
      message: 'must be organizations, common, consumers, a tenant id or a domain',
    })
    .default('organizations'),
  MICROSOFT_AUTHORITY: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://login.microsoftonline.com')
    .transform((value) => value.replace(/\/$/, '')),
  /** The Gmail API root that connected Gmail mailboxes send and read through. */
  GMAIL_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://gmail.googleapis.com')
    .transform((value) => value.replace(/\/$/, '')),
  /** The Microsoft Graph root (with its version) that connected Microsoft mailboxes and calendars use. */
  GRAPH_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://graph.microsoft.com/v1.0')
    .transform((value) => value.replace(/\/$/, '')),
  /** The Google Calendar API root that connected Google calendars use. */
  GOOGLE_CALENDAR_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://www.googleapis.com/calendar/v3')
    .transform((value) => value.replace(/\/$/, '')),
  /** HubSpot CRM (docs/hubspot.md): on when both are set (a HubSpot public app's client id and secret). */
  HUBSPOT_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
  HUBSPOT_CLIENT_SECRET: z.string().trim().min(1).max(300).optional(),
  /** HubSpot's API root (OAuth tokens and CRM v3); tests point it at a loopback stand-in. */
  HUBSPOT_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://api.hubapi.com')
    .transform((value) => value.replace(/\/$/, '')),
  /** HubSpot's consent page, where connecting an account starts. */
  HUBSPOT_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .default('https://app.hubspot.com/oauth/authorize'),
  /** How often a connected HubSpot account is synced (pushes and the customer pull). */
  HUBSPOT_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** How long one call to the Gmail, Graph or Calendar API, or to a token endpoint, may take. */
  PROVIDER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Networks (`10.0.0.0/8`) and exact `host:port` pairs (`127.0.0.1:2525`) outside the public
   * internet that connections to user-given hosts may reach; empty: public addresses only.
   */
  OUTBOUND_ALLOWED_NETWORKS: z
    .string()
    .default('')
    .transform((value, context) => {
      const parsed = parseAllowedEntries(value);
      if ('entries' in parsed) return parsed.entries;
      context.addIssue({
        code: 'custom',
        message: `cannot read "${parsed.invalid}": list networks such as 10.0.0.0/8 or host:port pairs such as 127.0.0.1:2525`,
      });
      return z.NEVER;
    }),
});

export type Environment = z.infer<typeof environmentSchema>;

/** The name of every setting, for the check that `.env.example` documents each one. */
export const configurationVariables = Object.keys(environmentSchema.shape) as (keyof Environment)[];

export interface Config
  extends Omit<
    Environment,
    'JWT_SECRET' | 'ENCRYPTION_KEY' | 'APP_URL' | 'EMAIL_VERIFY_HELO' | 'EMAIL_VERIFY_MAIL_FROM'
  > {
  APP_URL: string;
  EMAIL_VERIFY_HELO: string;
  EMAIL_VERIFY_MAIL_FROM: string;
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
  /** Secrets generated into DATA_DIR on a development machine's first start. */
  generatedSecrets: boolean;
}

export class ConfigError extends Error {}

/** Parses every setting once; a wrong value names its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as in a copied .env.example) means "not set".
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const conflicts = configurationConflicts(values);
  if (conflicts.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${conflicts.map((line) => `  ${line}`).join('\n')}`);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  let generatedSecrets = false;
  let { JWT_SECRET: jwtSecret, ENCRYPTION_KEY: encryptionKey } = values;
  if (!jwtSecret || !encryptionKey) {
    if (values.NODE_ENV === 'production') {
      const missing = [!jwtSecret && 'JWT_SECRET', !encryptionKey && 'ENCRYPTION_KEY'].filter(Boolean);
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required in production`);
    }
    const stored = readOrCreateDevelopmentSecrets(dataDir);
    generatedSecrets = stored.created;
    jwtSecret ??= stored.JWT_SECRET;
    encryptionKey ??= stored.ENCRYPTION_KEY;
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    EMAIL_VERIFY_HELO: values.EMAIL_VERIFY_HELO ?? heloNameOf(appUrl),
    EMAIL_VERIFY_MAIL_FROM: values.EMAIL_VERIFY_MAIL_FROM ?? addressOf(values.MAIL_FROM),
    JWT_SECRET: jwtSecret,
    ENCRYPTION_KEY: encryptionKey,
    generatedSecrets,
  };
}

/** The name the email verifier greets mail servers with: APP_URL's host, or an address literal for an IP. */
function heloNameOf(appUrl: string): string {
  const host = new URL(appUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIPv4(host)) return `[${host}]`;
  if (isIPv6(host)) return `[IPv6:${host}]`;
  return host;
}

/** Settings that are valid one by one but not together. */
function configurationConflicts(values: Environment): string[] {
  const lines: string[] = [];
  if (values.NODE_ENV === 'production' && values.PAYMENTS_TEST_PURCHASE_ENABLED) {
    lines.push(
      'PAYMENTS_TEST_PURCHASE_ENABLED: test purchases give credits without payment; not allowed in production',
    );
  }
  if (Boolean(values.RAZORPAY_KEY_ID) !== Boolean(values.RAZORPAY_KEY_SECRET)) {
    lines.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: set both (payments on) or neither (payments off)');
  }
  if ((values.LLM_BASE_URL === undefined) !== (values.LLM_MODEL === undefined)) {
    lines.push('LLM_BASE_URL, LLM_MODEL: set both (insights refined by the model) or neither');
  } else if (values.LLM_API_KEY !== undefined && values.LLM_BASE_URL === undefined) {
    lines.push('LLM_API_KEY: also set LLM_BASE_URL and LLM_MODEL, or leave it unset');
  }
  if ((values.TRANSCRIPTION_BASE_URL === undefined) !== (values.TRANSCRIPTION_MODEL === undefined)) {
    lines.push('TRANSCRIPTION_BASE_URL, TRANSCRIPTION_MODEL: set both (recordings transcribed) or neither');
  }
  if (values.S3_BUCKET !== undefined && (!values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)) {
    lines.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET (recordings kept in the bucket)');
  } else if (
    values.S3_BUCKET === undefined &&
    (values.S3_ACCESS_KEY_ID || values.S3_SECRET_ACCESS_KEY || values.S3_ENDPOINT || values.S3_PREFIX)
  ) {
    lines.push('S3_BUCKET: set it to keep recordings in a bucket, or leave the other S3_ settings unset');
  }
  if ((values.INVOICE_TAX_LABEL === undefined) !== (values.INVOICE_TAX_PERCENT === undefined)) {
    lines.push('INVOICE_TAX_LABEL, INVOICE_TAX_PERCENT: set both (a tax line on invoices) or neither');
  }
  if (Boolean(values.HUBSPOT_CLIENT_ID) !== Boolean(values.HUBSPOT_CLIENT_SECRET)) {
    lines.push('HUBSPOT_CLIENT_ID, HUBSPOT_CLIENT_SECRET: set both (HubSpot connections on) or neither');
  }
  for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
    if (Boolean(values[`${provider}_CLIENT_ID`]) !== Boolean(values[`${provider}_CLIENT_SECRET`])) {
      lines.push(
        `${provider}_CLIENT_ID, ${provider}_CLIENT_SECRET: set both (sign-in with this provider on) or neither`,
      );
    }
  }
  if (values.NODE_ENV === 'production') {
    for (const name of [
      'GOOGLE_ISSUER',
      'MICROSOFT_AUTHORITY',
      'GMAIL_API_URL',
      'GRAPH_API_URL',
      'GOOGLE_CALENDAR_API_URL',
      'HUBSPOT_API_URL',
      'HUBSPOT_AUTHORIZE_URL',
    ] as const) {
      if (!values[name].startsWith('https://')) lines.push(`${name}: must be an https address in production`);
    }
  }
  if (values.EMAIL_VERIFY_MAIL_FROM === undefined && !z.email().safeParse(addressOf(values.MAIL_FROM)).success) {
    lines.push('EMAIL_VERIFY_MAIL_FROM: set it, as MAIL_FROM holds no email address to verify addresses with');
  }
  return lines;
}

function readOrCreateDevelopmentSecrets(dataDir: string) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = z
      .object({ JWT_SECRET: secretField, ENCRYPTION_KEY: secretField })
      .parse(JSON.parse(readFileSync(file, 'utf8')));
    return { ...stored, created: false };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return { ...secrets, created: true };
}
