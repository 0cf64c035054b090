import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxSends } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import type { MailboxClient, MailboxMessage } from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';

export type SendPurpose = 'campaign' | 'warmup' | 'test';

export interface MailboxSendResult {
  messageId: string;
  /** True when this idempotency key had already sent: nothing was sent again. */
  duplicate: boolean;
  /** What went wrong after the provider accepted it (e.g. its Sent copy), in plain words. */
  warning?: string;
}

/** Messages the mailbox sent since the start of today (UTC), every purpose together. */
export async function sentTodayBy(db: Database, mailboxId: string, now: Date): Promise<number> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mailboxSends)
    .where(and(eq(mailboxSends.mailboxId, mailboxId), gte(mailboxSends.sentAt, today)));
  return row?.total ?? 0;
}

/**
 * The one way a mailbox sends (campaigns, warm-up, test messages): only an active mailbox, never past
 * its daily limit, and the same idempotency key sends once. The send is recorded after the provider
 * accepted it; a crash between the two can send twice, which providers' own dedup by Message-ID absorbs.
 */
export async function sendFromMailbox(
  deps: { db: Database; clock: Clock },
  mailbox: MailboxRow,
  client: MailboxClient,
  message: MailboxMessage,
  purpose: SendPurpose,
): Promise<MailboxSendResult> {
  const { db, clock } = deps;
  const [previous] = await db
    .select({ messageId: mailboxSends.messageId })
    .from(mailboxSends)
    .where(eq(mailboxSends.idempotencyKey, message.idempotencyKey));
  if (previous) return { messageId: previous.messageId, duplicate: true };
  if (mailbox.status !== 'active') {
    throw refused(`${mailbox.email} is ${mailbox.status}: ${mailbox.statusReason || 'switch it on to send'}.`);
  }
  const sent = await sentTodayBy(db, mailbox.id, clock.now());
  if (sent >= mailbox.dailyLimit) {
    throw refused(
      `${mailbox.email} reached its daily limit of ${mailbox.dailyLimit} messages. It sends again tomorrow.`,
    );
  }
  const result = await client.send(message);
  const inserted = await db
    .insert(mailboxSends)
    .values({
      mailboxId: mailbox.id,
      purpose,
      idempotencyKey: message.idempotencyKey,
      messageId: result.messageId,
      toAddress: message.to,
      sentAt: clock.now(),
    })
    .onConflictDoNothing({ target: mailboxSends.idempotencyKey })
    .returning({ id: mailboxSends.id });
  return {
    messageId: result.messageId,
    duplicate: inserted.length === 0,
    ...(result.warning ? { warning: result.warning } : {}),
  };
}
