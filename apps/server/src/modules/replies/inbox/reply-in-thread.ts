import type { InboxReplyBody, ManualEmailBody } from '@leadpilot/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { refused } from '../../../platform/errors.ts';
import { conversationOf, type InboxDeps, replyRefusal, replySubject, storedMessage } from './message-detail.ts';

/**
 * Answers an inbound message from the mailbox it arrived in, to its sender, through the
 * communication module's manual email (which checks the suppression list, the mailbox's state and
 * daily limit, logs the send and sends once per idempotency key). When the sender is the campaign's
 * prospect the email goes in the campaign thread (In-Reply-To and References of the conversation).
 */
export async function replyInThread(deps: InboxDeps, actor: Actor, id: string, body: InboxReplyBody) {
  const { message, mailboxEmail } = await storedMessage(deps.db, actor, id);
  const refusal = replyRefusal(message);
  if (refusal) throw refused(refusal);
  const to = message.fromAddress.trim().toLowerCase();
  const conversation = await conversationOf(deps, actor, message.enrolmentId);
  const isProspect = conversation?.prospect.email.toLowerCase() === to;
  const email: ManualEmailBody = {
    mailboxId: message.mailboxId,
    ...(isProspect && conversation ? { enrolmentId: conversation.prospect.enrolmentId } : { to }),
    subject: body.subject ?? replySubject(message.subject),
    bodyHtml: body.bodyHtml,
    idempotencyKey: body.idempotencyKey,
  };
  const sent = await deps.communication.sendManualEmail(actor, email);
  return { messageId: sent.messageId, duplicate: sent.duplicate, to, from: mailboxEmail };
}
