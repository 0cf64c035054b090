import type { Conversation, InboxMessageDetail } from '@leadpilot/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboundMessages, mailboxes, users } from '../../../db/schema.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CommunicationService } from '../../communication/index.ts';
import { findItem, messageNotFound } from './inbox-item.ts';
import { threadOf } from './message-thread.ts';
import { type InsightLog, type PersonInsightSource, prospectSummary } from './prospect-summary.ts';

export interface InboxDeps {
  db: Database;
  communication: Pick<CommunicationService, 'conversation' | 'sendManualEmail'>;
  insights: PersonInsightSource;
}

/** "Re: " before a subject that does not start with it already. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** Why no reply can go to this message, or null. */
export function replyRefusal(message: { kind: string | null; fromAddress: string }): string | null {
  if (message.kind === 'bounce') return 'This is a delivery report: there is no one to answer.';
  if (!message.fromAddress.includes('@')) return 'This message names no sender to answer.';
  return null;
}

/** The stored message (not deleted) of the actor's organisation, with its mailbox's address, or 404. */
export async function storedMessage(db: Database, actor: Actor, id: string) {
  const [row] = await db
    .select({ message: inboundMessages, mailboxEmail: mailboxes.email, overrideByName: users.name })
    .from(inboundMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, inboundMessages.mailboxId))
    .leftJoin(users, eq(users.id, inboundMessages.overrideBy))
    .where(
      and(
        eq(inboundMessages.id, id),
        eq(inboundMessages.organisationId, actor.organisationId),
        isNull(inboundMessages.deletedAt),
      ),
    );
  if (!row) throw messageNotFound();
  return row;
}

/** The campaign conversation the message belongs to, when it matched one. */
export async function conversationOf(deps: InboxDeps, actor: Actor, enrolmentId: string | null) {
  if (!enrolmentId) return null;
  return deps.communication.conversation(actor, enrolmentId).catch((error: unknown): Conversation | null => {
    // The enrolment is gone (its campaign deleted): the thread is what they wrote.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
}

/** One message with its thread, the prospect beside it and how a reply would go out. */
export async function messageDetail(
  deps: InboxDeps,
  actor: Actor,
  id: string,
  context: { now: Date; log: InsightLog },
): Promise<InboxMessageDetail> {
  const { db } = deps;
  const { message, mailboxEmail, overrideByName } = await storedMessage(db, actor, id);
  const conversation = await conversationOf(deps, actor, message.enrolmentId);
  const [item, thread, prospect] = await Promise.all([
    findItem(db, actor.organisationId, id, context.now),
    threadOf(db, message, conversation),
    prospectSummary({ db, insights: deps.insights, now: context.now, log: context.log }, message, conversation),
  ]);
  return {
    message: {
      ...item,
      text: message.text,
      evidence: message.evidence,
      bounceKind: message.bounceKind,
      bounceRecipient: message.bounceRecipient,
      outOfOffice: message.outOfOffice,
      returnDate: message.returnDate,
      referral: message.referral ?? null,
      override: message.overrideAt ? { by: overrideByName ?? null, at: message.overrideAt.toISOString() } : null,
    },
    thread,
    prospect,
    reply: {
      from: mailboxEmail,
      to: message.fromAddress,
      subject: replySubject(message.subject),
      refusal: replyRefusal(message),
    },
  };
}
