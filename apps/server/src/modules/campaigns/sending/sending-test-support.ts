import { type CampaignAiBrief, type CampaignSettings, defaultCampaignSettings } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../../test/harness.ts';
import type { Database } from '../../../db/client.ts';
import {
  campaignMailboxes,
  campaignSteps,
  campaignStepVariants,
  campaigns,
  communicationEvents,
  enrolments,
  mailboxes,
  organisations,
  sandboxMessages,
  sendLedger,
} from '../../../db/schema.ts';
import { createManualClock } from '../../../platform/clock.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createMailboxClientFactory, sealSmtpImapSecrets } from '../../mailboxes/index.ts';
import { createDrizzleSendStore } from './drizzle-send-store.ts';
import { createSendEngine, type SendEngineDeps } from './send-engine.ts';
import { createMailboxTransport } from './send-transport.ts';

/** Campaign fixtures written straight to the database, for the engine's tests and benchmarks. */

export const testSecretBox = createSecretBox('test-encryption-key-that-is-long-enough-0123');

/** Every day, all day, no holidays and limits high enough not to matter unless a test lowers them. */
export function openSettings(overrides: Partial<CampaignSettings['limits']> = {}): CampaignSettings {
  return {
    ...defaultCampaignSettings,
    schedule: {
      ...defaultCampaignSettings.schedule,
      days: [1, 2, 3, 4, 5, 6, 7],
      start: '00:00',
      end: '23:59',
      skipHolidays: false,
    },
    limits: {
      perMailboxPerDay: 10_000,
      perMailboxPerHour: 10_000,
      minGapSeconds: 1,
      newProspectsPerDay: 10_000,
      perOrganisationPerDay: 100_000,
      perRecipientDomainPerHour: 10_000,
      ...overrides,
    },
  };
}

export async function createOrganisation(db: Database, name = 'Sending Test Ltd') {
  const [row] = await db.insert(organisations).values({ name }).returning({ id: organisations.id });
  if (!row) throw new Error('no organisation');
  return row.id;
}

export interface SmtpAccount {
  address: string;
  password: string;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}

/** A mailbox row: sandbox, or SMTP + IMAP on the loopback servers (plain text, as the loopback offers no TLS). */
export async function createMailbox(
  db: Database,
  organisationId: string,
  input: { email: string; smtp?: SmtpAccount; status?: 'active' | 'broken' | 'deactivated'; senderName?: string },
) {
  const [row] = await db
    .insert(mailboxes)
    .values({
      organisationId,
      mode: 'Email',
      kind: input.smtp ? 'smtp' : 'sandbox',
      email: input.email.toLowerCase(),
      senderName: input.senderName ?? 'Sam Sender',
      status: input.status ?? 'active',
      statusReason: input.status === 'broken' ? 'The server refused the password.' : '',
      dailyLimit: 10_000,
      ...(input.smtp
        ? {
            smtpSettings: { ...input.smtp.smtp, secure: false, plainText: true, username: input.smtp.address },
            imapSettings: { ...input.smtp.imap, secure: false, plainText: true, username: input.smtp.address },
          }
        : {}),
    })
    .returning();
  if (!row) throw new Error('no mailbox');
  if (input.smtp) {
    const password = input.smtp.password;
    const secret = sealSmtpImapSecrets(testSecretBox, row.id, { smtpPassword: password, imapPassword: password });
    await db.update(mailboxes).set({ secretCiphertext: secret }).where(eq(mailboxes.id, row.id));
  }
  return row.id;
}

/** Mailbox clients for the fixtures' mailboxes, allowed to reach the loopback servers. */
export async function testMailboxClients(db: Database) {
  const { loopbackAllowedGuard } = await import('../../../platform/outbound/outbound-test-support.ts');
  return createMailboxClientFactory({ db, secretBox: testSecretBox, guard: loopbackAllowedGuard(), timeoutMs: 5000 });
}

export interface StepInput {
  kind: 'email' | 'wait' | 'task';
  waitDays?: number;
  taskKind?: 'call' | 'linkedin' | 'other';
  taskNote?: string;
  newThread?: boolean;
  variants?: { subject: string; bodyHtml: string; aiDraft?: boolean; aiBrief?: CampaignAiBrief }[];
}

export const threeEmails: StepInput[] = [
  {
    kind: 'email',
    variants: [{ subject: 'Hello {{ first_name }}', bodyHtml: '<p>Hi {{ first_name }} at {{ company_name }}.</p>' }],
  },
  { kind: 'wait', waitDays: 1 },
  { kind: 'email', variants: [{ subject: '', bodyHtml: '<p>Following up, {{ first_name }}.</p>' }] },
  { kind: 'wait', waitDays: 1 },
  { kind: 'email', variants: [{ subject: '', bodyHtml: '<p>Last note, {{ first_name }}.</p>' }] },
];

/** A running campaign with its steps, variants and mailboxes. */
export async function createCampaign(
  db: Database,
  input: {
    organisationId: string;
    mailboxIds: string[];
    steps?: StepInput[];
    settings?: CampaignSettings;
    status?: 'running' | 'paused' | 'draft';
    ownerUserId?: string;
  },
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      organisationId: input.organisationId,
      name: 'Engine test campaign',
      ownerUserId: input.ownerUserId ?? null,
      status: input.status ?? 'running',
      settings: input.settings ?? openSettings(),
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('no campaign');
  const steps = input.steps ?? threeEmails;
  for (const [position, step] of steps.entries()) {
    const [row] = await db
      .insert(campaignSteps)
      .values({
        campaignId: campaign.id,
        position,
        kind: step.kind,
        waitDays: step.waitDays ?? null,
        taskKind: step.taskKind ?? null,
        taskNote: step.taskNote ?? null,
        newThread: step.newThread ?? false,
      })
      .returning({ id: campaignSteps.id });
    for (const [index, variant] of (step.variants ?? []).entries()) {
      await db
        .insert(campaignStepVariants)
        .values({ stepId: row?.id ?? '', label: String.fromCharCode(65 + index), ...variant });
    }
  }
  if (input.mailboxIds.length > 0) {
    await db
      .insert(campaignMailboxes)
      .values(input.mailboxIds.map((mailboxId) => ({ campaignId: campaign.id, mailboxId })));
  }
  return campaign.id;
}

export interface ProspectInput {
  email: string;
  firstName?: string;
  company?: string;
  timeZone?: string | null;
  country?: string | null;
  mergeData?: Record<string, string>;
}

/** Active enrolments for the given people. */
export async function enrol(db: Database, organisationId: string, campaignId: string, people: ProspectInput[]) {
  const chunk = 500;
  for (let index = 0; index < people.length; index += chunk) {
    await db.insert(enrolments).values(
      people.slice(index, index + chunk).map((person) => ({
        organisationId,
        campaignId,
        email: person.email.toLowerCase(),
        firstName: person.firstName ?? 'Pat',
        lastName: 'Prospect',
        company: person.company ?? 'Acme',
        domain: person.email.split('@')[1] ?? '',
        timeZone: person.timeZone ?? null,
        country: person.country ?? null,
        mergeData: person.mergeData ?? {},
      })),
    );
  }
}

export async function setCampaignStatus(db: Database, campaignId: string, status: 'running' | 'paused') {
  await db.update(campaigns).set({ status }).where(eq(campaigns.id, campaignId));
}

/** Pauses every running campaign: a test's leftovers stay still while the next test's engine runs. */
export async function pauseEveryCampaign(db: Database) {
  await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.status, 'running'));
}

/** Every ledger row of a campaign, with its prospect's address. */
export async function ledgerOf(db: Database, campaignId: string) {
  return db
    .select({
      id: sendLedger.id,
      state: sendLedger.state,
      stepId: sendLedger.stepId,
      messageId: sendLedger.messageId,
      reason: sendLedger.reason,
      email: enrolments.email,
      enrolmentId: sendLedger.enrolmentId,
      mailboxId: sendLedger.mailboxId,
      dueAt: sendLedger.dueAt,
      sentAt: sendLedger.sentAt,
    })
    .from(sendLedger)
    .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
    .where(eq(sendLedger.campaignId, campaignId));
}

export async function eventsOf(db: Database, campaignId: string) {
  return db
    .select()
    .from(communicationEvents)
    .where(eq(communicationEvents.campaignId, campaignId))
    .orderBy(communicationEvents.at);
}

export async function enrolmentsOf(db: Database, campaignId: string) {
  return db.select().from(enrolments).where(eq(enrolments.campaignId, campaignId)).orderBy(enrolments.email);
}

/** Sandbox messages an organisation's mailboxes sent, as kept (raw MIME included). */
export async function sandboxSent(db: Database, organisationId: string) {
  return db
    .select({
      to: sandboxMessages.toAddress,
      from: sandboxMessages.fromAddress,
      subject: sandboxMessages.subject,
      raw: sandboxMessages.raw,
    })
    .from(sandboxMessages)
    .where(eq(sandboxMessages.organisationId, organisationId))
    .orderBy(sandboxMessages.createdAt);
}

type ManualClock = ReturnType<typeof createManualClock>;

/**
 * A manual clock that, like a real one, moves on a second each time it is read, so a mailbox's sends
 * keep their minimum gap. Given a time, it starts a clock of its own; given a manual clock, it moves
 * that one (shared with the app under test).
 */
export function tickingClock(start: string | ManualClock): ManualClock {
  const manual = typeof start === 'string' ? createManualClock(new Date(start)) : start;
  return {
    ...manual,
    now() {
      manual.advance(1000);
      return manual.now();
    },
  };
}

/**
 * The engine as the sending job builds it, on the app's database and (ticking) manual clock, with
 * the loopback-allowed mailbox clients, no ramp and a silent log; `extra` adds the parts a test is
 * about (tracking, unsubscribe, AI drafts).
 */
export async function engineOnApp(
  context: TestContext,
  extra: Pick<SendEngineDeps, 'tracking' | 'unsubscribe' | 'drafts'> = {},
) {
  const db = context.db;
  const clock = tickingClock(context.clock);
  return createSendEngine({
    store: createDrizzleSendStore(db),
    transport: createMailboxTransport({ db, clock, clients: await testMailboxClients(db) }),
    clock,
    log: { info: () => undefined, warn: () => undefined },
    ramp: null,
    ...extra,
  });
}
