import type {
  CampaignSummary,
  CreditSummary,
  Invoice,
  LedgerEntry,
  Mailbox,
  Member,
  Organisation,
  Profile,
} from '@leadpilot/contracts';

/** Stable ids for test data (the contracts want UUIDs). */
export function testId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const organisationId = '00000000-0000-4000-8000-0000000000a1';

export const organisation: Organisation = {
  id: organisationId,
  name: 'Acme',
  website: 'https://acme.test',
  domain: 'acme.test',
  country: 'US',
  timeZone: 'America/New_York',
  address: { line1: '1 Main Street', line2: '', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
  memberCount: 3,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

export const ledgerEntry: LedgerEntry = {
  id: testId(0x301),
  kind: 'purchase',
  amount: 5000,
  balanceAfter: 5000,
  reason: 'Startup plan',
  user: { id: testId(2), name: 'Ada Lovelace' },
  member: null,
  createdAt: '2026-11-02T10:00:00.000Z',
};

/** A new organisation's summary: nothing bought, nothing spent. */
export const emptyCreditSummary: CreditSummary = {
  organisationId,
  organisationName: 'Acme',
  balance: 0,
  plan: 'basic',
  hasPurchase: false,
  isLowBalance: false,
  expiringSoon: 0,
  lots: [],
  myAllowance: null,
  history: { data: [], total: 0, page: 1, perPage: 10 },
};

export const creditSummary: CreditSummary = {
  ...emptyCreditSummary,
  balance: 5000,
  plan: 'startup',
  hasPurchase: true,
  lots: [
    {
      id: testId(0x201),
      source: 'purchase',
      planId: 'startup',
      granted: 5000,
      remaining: 5000,
      expiresAt: '2027-11-02T10:00:00.000Z',
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  history: { data: [ledgerEntry], total: 1, page: 1, perPage: 10 },
};

export const invoice: Invoice = {
  id: testId(0x401),
  number: 'LP-2026-0001',
  issuedAt: '2026-11-02T10:00:00.000Z',
  planId: 'startup',
  credits: 5000,
  currency: 'USD',
  subtotalMinor: 4900,
  taxMinor: 0,
  taxLabel: null,
  totalMinor: 4900,
  paymentStatus: 'captured',
};

export const member: Member = {
  id: testId(0x11),
  name: 'Grace Hopper',
  email: 'grace@acme.test',
  role: 'member',
  status: 'active',
  jobTitle: 'Account executive',
  phone: '',
  timeZone: 'America/New_York',
  avatar: null,
  isSuperAdmin: false,
  lastLoginAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-02-01T09:00:00.000Z',
};

/** The signed-in owner's profile (renderApp's default user). */
export const profile: Profile = {
  ...member,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  role: 'owner',
  jobTitle: 'Founder',
  organisation: { id: organisationId, name: 'Acme' },
};

/** The organisation's active SMTP sending mailbox, warm-up off, nothing sent today. */
export const mailbox: Mailbox = {
  id: testId(0xc01),
  mode: 'Email',
  kind: 'smtp',
  email: 'sales@acme.test',
  senderName: 'Ada at Acme',
  status: 'active',
  statusReason: '',
  dailyLimit: 30,
  sentToday: 0,
  sendingWindow: null,
  signatureId: null,
  trackingDomain: '',
  smtp: null,
  imap: null,
  warmup: {
    enabled: false,
    state: 'off',
    dailyTarget: 20,
    todayPlanned: 0,
    todaySent: 0,
    score: null,
    startedAt: null,
  },
  calendar: null,
  ownerUserId: null,
  lastCheckedAt: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

/** The owner's running campaign of three steps and 25 prospects, sending from `mailbox`. */
export const campaignSummary: CampaignSummary = {
  id: testId(0xd01),
  name: 'Q4 outreach',
  status: 'running',
  autopilot: false,
  ownerUserId: profile.id,
  ownerName: profile.name,
  mailboxIds: [mailbox.id],
  stepCount: 3,
  enrolled: 25,
  revision: 4,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  launchedAt: '2026-11-02T09:00:00.000Z',
  archivedAt: null,
};

/** One page of a list reply. */
export function pageOf<T>(items: T[], perPage = 10) {
  return { data: items, total: items.length, page: 1, perPage };
}
