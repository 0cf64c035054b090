import type { Conversation, InboxThreadEntry } from '@leadpilot/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboundMessages, mailboxes } from '../../../db/schema.ts';

/** The most inbound messages a thread shows (the oldest are left out past it). */
const inboundLimit = 50;

interface ThreadMessage {
  id: string;
  organisationId: string;
  mailboxId: string;
  enrolmentId: string | null;
  fromAddress: string;
}

/**
 * What they wrote in the same thread: the messages of the same prospect in the same campaign, or,
 * for a message that matched no campaign, what the same sender wrote to the same mailbox.
 */
async function inboundOfThread(db: Database, message: ThreadMessage) {
  const thread: SQL = message.enrolmentId
    ? eq(inboundMessages.enrolmentId, message.enrolmentId)
    : (and(
        eq(inboundMessages.mailboxId, message.mailboxId),
        sql`lower(${inboundMessages.fromAddress}) = lower(${message.fromAddress})`,
      ) ?? sql`false`);
  const rows = await db
    .select({
      id: inboundMessages.id,
      receivedAt: inboundMessages.receivedAt,
      fromAddress: inboundMessages.fromAddress,
      fromName: inboundMessages.fromName,
      subject: inboundMessages.subject,
      text: inboundMessages.text,
      mailboxEmail: mailboxes.email,
    })
    .from(inboundMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, inboundMessages.mailboxId))
    .where(and(eq(inboundMessages.organisationId, message.organisationId), isNull(inboundMessages.deletedAt), thread))
    .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.id))
    .limit(inboundLimit);
  return rows.map(
    (row): InboxThreadEntry => ({
      id: row.id,
      direction: 'inbound',
      source: 'inbound',
      at: row.receivedAt.toISOString(),
      from: row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress,
      to: row.mailboxEmail,
      subject: row.subject,
      text: row.text,
      stepPosition: null,
      isCurrent: row.id === message.id,
    }),
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What we sent that prospect in that campaign, from the communication module's conversation: each
 * sequence message the send ledger holds as sent, and each email written by hand (the log's `sent`
 * entries marked manual).
 */
function outboundOfConversation(conversation: Conversation): InboxThreadEntry[] {
  const { prospect } = conversation;
  const campaignMessages = conversation.messages.flatMap((message): InboxThreadEntry[] =>
    message.state === 'sent' && message.sentAt
      ? [
          {
            id: message.id,
            direction: 'outbound',
            source: 'campaign',
            at: message.sentAt,
            from: message.mailboxEmail ?? '',
            to: prospect.email,
            subject: message.subject,
            text: null,
            stepPosition: message.stepPosition,
            isCurrent: false,
          },
        ]
      : [],
  );
  const manual = conversation.events.flatMap((event): InboxThreadEntry[] =>
    event.kind === 'sent' && event.details.manual === true
      ? [
          {
            id: event.id,
            direction: 'outbound',
            source: 'manual',
            at: event.at,
            from: textOf(event.details.from),
            to: textOf(event.details.to) || prospect.email,
            subject: textOf(event.details.subject),
            text: null,
            stepPosition: null,
            isCurrent: false,
          },
        ]
      : [],
  );
  return [...campaignMessages, ...manual];
}

/** The whole thread, oldest first. */
export async function threadOf(
  db: Database,
  message: ThreadMessage,
  conversation: Conversation | null,
): Promise<InboxThreadEntry[]> {
  const inbound = await inboundOfThread(db, message);
  const outbound = conversation ? outboundOfConversation(conversation) : [];
  return [...outbound, ...inbound].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
