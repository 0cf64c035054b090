import { defaultCampaignSettings } from '@leadpilot/contracts';
import { asc, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Database } from '../../../db/client.ts';
import {
  campaignSteps,
  campaigns,
  communicationEvents,
  enrolments,
  inboundMessages,
  mailboxes,
  mailboxSyncState,
  organisations,
  sendLedger,
} from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { MailboxClientFactory } from '../../mailboxes/index.ts';
import { createDrizzleSyncStore } from './drizzle-sync-store.ts';
import { inboundReaders } from './inbound-readers.ts';
import { createSyncEngine, type SyncEngineDeps } from './sync-engine.ts';
import { createMailboxInboundTransport } from './sync-transport.ts';

/** Fixtures of the inbound sync's tests, written straight to the database. */

export async function createOrganisation(db: Database, name = 'Reply Reader Ltd') {
  const [row] = await db.insert(organisations).values({ name }).returning({ id: organisations.id });
  if (!row) throw new Error('no organisation');
  return row.id;
}

type MailboxValues = Partial<typeof mailboxes.$inferInsert> & { email: string };

/** A connected mailbox row (sandbox unless the values say otherwise), active, mode Email. */
export async function createMailboxRow(db: Database, organisationId: string, values: MailboxValues) {
  const [row] = await db
    .insert(mailboxes)
    .values({ organisationId, mode: 'Email', kind: 'sandbox', senderName: 'Sam Sender', ...values })
    .returning();
  if (!row) throw new Error('no mailbox');
  return row;
}

/** An RFC 822 message as a mail client would write it. */
export async function composeRaw(input: {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  date?: Date;
}): Promise<string> {
  const composer = new MailComposer({
    from: input.from,
    to: input.to,
    subject: input.subject,
    text: input.text,
    ...(input.messageId ? { messageId: input.messageId } : {}),
    ...(input.inReplyTo ? { inReplyTo: input.inReplyTo } : {}),
    ...(input.references ? { references: input.references } : {}),
    ...(input.date ? { date: input.date } : {}),
  });
  return (await composer.compile().build()).toString('utf8');
}

/**
 * A campaign message the organisation sent from `mailboxId` to `to`, as the sending engine leaves
 * it: a running campaign, its prospect, the ledger row (sent, with its Message-ID) and the
 * communication log's `sent` event carrying the subject.
 */
export async function sentCampaignMessage(
  db: Database,
  input: {
    organisationId: string;
    mailboxId: string;
    to: string;
    subject: string;
    messageId: string;
    sentAt: Date;
    personId?: string;
  },
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      organisationId: input.organisationId,
      name: `Replies ${input.messageId}`,
      status: 'running',
      settings: defaultCampaignSettings,
    })
    .returning({ id: campaigns.id });
  const [step] = await db
    .insert(campaignSteps)
    .values({ campaignId: campaign?.id ?? '', position: 0, kind: 'email' })
    .returning({ id: campaignSteps.id });
  const [enrolment] = await db
    .insert(enrolments)
    .values({
      organisationId: input.organisationId,
      campaignId: campaign?.id ?? '',
      personId: input.personId ?? null,
      email: input.to.toLowerCase(),
      domain: input.to.split('@')[1] ?? '',
      mailboxId: input.mailboxId,
      threadMessageId: input.messageId,
    })
    .returning({ id: enrolments.id });
  const [ledger] = await db
    .insert(sendLedger)
    .values({
      organisationId: input.organisationId,
      campaignId: campaign?.id ?? '',
      enrolmentId: enrolment?.id ?? '',
      stepId: step?.id ?? '',
      mailboxId: input.mailboxId,
      state: 'sent',
      dueAt: input.sentAt,
      messageId: input.messageId,
      submittedAt: input.sentAt,
      sentAt: input.sentAt,
    })
    .returning({ id: sendLedger.id });
  await db.insert(communicationEvents).values({
    organisationId: input.organisationId,
    campaignId: campaign?.id ?? null,
    enrolmentId: enrolment?.id ?? null,
    ledgerId: ledger?.id ?? null,
    kind: 'sent',
    reason: 'Sent.',
    details: { messageId: input.messageId, mailboxId: input.mailboxId, subject: input.subject },
    at: input.sentAt,
  });
  return { campaignId: campaign?.id ?? '', enrolmentId: enrolment?.id ?? '', sendLedgerId: ledger?.id ?? '' };
}

/** The sync engine as the job builds it (the classifier's parse and verdict), on these clients, with a silent log. */
export function testSyncEngine(
  db: Database,
  clients: MailboxClientFactory,
  clock: Clock,
  extra: Partial<Pick<SyncEngineDeps, 'onStored' | 'settings' | 'worker' | 'readers' | 'log'>> = {},
) {
  const transport = createMailboxInboundTransport(clients);
  const engine = createSyncEngine({
    store: createDrizzleSyncStore(db),
    transport,
    readers: inboundReaders,
    clock,
    log: { info: () => undefined, warn: () => undefined },
    ...extra,
  });
  return { engine, transport };
}

/** A mailbox's stored messages, oldest first. */
export function inboundOf(db: Database, mailboxId: string) {
  return db
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.mailboxId, mailboxId))
    .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.subject));
}

export async function syncStateOf(db: Database, mailboxId: string) {
  const [row] = await db.select().from(mailboxSyncState).where(eq(mailboxSyncState.mailboxId, mailboxId));
  return row;
}
