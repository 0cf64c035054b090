import { randomUUID } from 'node:crypto';
import type { ManualEmailBody } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { compile } from 'html-to-text';
import type { Database } from '../../db/client.ts';
import { communicationEvents, emailDrafts, manualEmails } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, refused } from '../../platform/errors.ts';
import { type MailboxClientFactory, MailboxConnectionError, sendFromMailbox } from '../mailboxes/index.ts';
import { isSuppressed } from '../suppressions/index.ts';
import { recordWebhookEvents } from '../webhooks/index.ts';
import { enrolmentOf, mailboxOf } from './conversation.ts';

/** A draft's plain text, wrapped as mail clients expect (compiled once, not per call). */
const draftText = compile({ wordwrap: 78 });

export interface ManualEmailResult {
  messageId: string;
  /** The same idempotency key had already sent it: nothing was sent again. */
  duplicate: boolean;
  eventId: string | null;
}

/**
 * One email written by hand and sent now from a connected mailbox of the organisation. The sending
 * engine has no one-off send, so it goes through the mailboxes module's sending rule (an active
 * mailbox, within its own daily limit, recorded with the mailbox's sends): the campaign limits and
 * window do not apply. The request's idempotency key is claimed in `manual_emails` (unique per
 * organisation) before the mailbox sees the message, so a repeated request sends once.
 */
export function createManualEmailSender(deps: { db: Database; clock: Clock; clients: MailboxClientFactory }) {
  const { db, clock, clients } = deps;

  return async function sendManualEmail(actor: Actor, body: ManualEmailBody): Promise<ManualEmailResult> {
    const organisationId = actor.organisationId;
    const mailbox = await mailboxOf(db, organisationId, body.mailboxId);
    const enrolment = body.enrolmentId ? await enrolmentOf(db, organisationId, body.enrolmentId) : null;
    if (enrolment && body.to && body.to !== enrolment.email) {
      throw refused(`This conversation is with ${enrolment.email}; write to another address on its own.`);
    }
    const to = enrolment?.email ?? body.to;
    if (!to) throw refused('Name the prospect: a conversation or an address to write to.');
    if (body.draftId) {
      const [draft] = await db
        .select({ id: emailDrafts.id })
        .from(emailDrafts)
        .where(and(eq(emailDrafts.id, body.draftId), eq(emailDrafts.organisationId, organisationId)));
      if (!draft) throw notFound('This draft');
    }

    const domain = mailbox.email.split('@')[1] || 'leadpilot.local';
    const claimed = await db
      .insert(manualEmails)
      .values({
        organisationId,
        idempotencyKey: body.idempotencyKey,
        actorUserId: actor.userId,
        mailboxId: mailbox.id,
        enrolmentId: enrolment?.id ?? null,
        toAddress: to,
        subject: body.subject,
        messageId: `<lp.manual.${randomUUID()}@${domain}>`,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    let claim = claimed[0];
    if (!claim) {
      const [existing] = await db
        .select()
        .from(manualEmails)
        .where(
          and(eq(manualEmails.organisationId, organisationId), eq(manualEmails.idempotencyKey, body.idempotencyKey)),
        );
      if (!existing) throw new Error('manual email claim vanished');
      if (existing.state === 'sent') return { messageId: existing.messageId, duplicate: true, eventId: null };
      if (existing.state === 'sending') throw refused('This email is already being sent.');
      // A failed attempt may be tried again under the same key: it was never handed over.
      const [retaken] = await db
        .update(manualEmails)
        .set({ state: 'sending', reason: null, mailboxId: mailbox.id, toAddress: to, subject: body.subject })
        .where(and(eq(manualEmails.id, existing.id), eq(manualEmails.state, 'failed')))
        .returning();
      if (!retaken) throw refused('This email is already being sent.');
      claim = retaken;
    }

    const logBase = { organisationId, campaignId: enrolment?.campaignId ?? null, enrolmentId: enrolment?.id ?? null };
    const details = {
      manual: true,
      actorUserId: actor.userId,
      mailboxId: mailbox.id,
      from: mailbox.email,
      to,
      subject: body.subject,
      messageId: claim.messageId,
      idempotencyKey: body.idempotencyKey,
    };
    if (await isSuppressed(db, organisationId, to)) {
      await db.update(manualEmails).set({ state: 'failed', reason: 'suppressed' }).where(eq(manualEmails.id, claim.id));
      throw refused(`${to} is on the organisation's suppression list: they asked not to be mailed.`);
    }

    let outcome: { messageId: string; warning?: string };
    const client = await clients.clientFor(mailbox).catch(async (error: unknown) => {
      // Nothing was handed over: the key may be used again.
      const reason = error instanceof MailboxConnectionError ? error.message : 'The mailbox could not be opened.';
      await db.update(manualEmails).set({ state: 'failed', reason }).where(eq(manualEmails.id, claim.id));
      throw error instanceof MailboxConnectionError ? refused(`Not sent: ${reason}`) : error;
    });
    try {
      const thread = enrolment?.threadMessageId ?? undefined;
      outcome = await sendFromMailbox(
        { db, clock },
        mailbox,
        client,
        {
          idempotencyKey: `manual:${organisationId}:${body.idempotencyKey}`,
          messageId: claim.messageId,
          from: { name: mailbox.senderName, address: mailbox.email },
          to,
          subject: body.subject,
          html: body.bodyHtml,
          text: draftText(body.bodyHtml),
          ...(thread ? { inReplyTo: thread, references: thread } : {}),
          copyToSent: true,
        },
        'campaign',
      );
    } catch (error) {
      const reason =
        error instanceof AppError || error instanceof MailboxConnectionError ? error.message : 'The send failed.';
      await db.update(manualEmails).set({ state: 'failed', reason }).where(eq(manualEmails.id, claim.id));
      await db
        .insert(communicationEvents)
        .values({ ...logBase, kind: 'failed', reason: `Not sent: ${reason}`, details, at: clock.now() });
      if (error instanceof AppError) throw error;
      if (error instanceof MailboxConnectionError) throw refused(`Not sent: ${error.message}`);
      throw error;
    } finally {
      await client.close().catch(() => undefined);
    }

    const at = clock.now();
    return db.transaction(async (tx) => {
      await tx.update(manualEmails).set({ state: 'sent', sentAt: at }).where(eq(manualEmails.id, claim.id));
      const [event] = await tx
        .insert(communicationEvents)
        .values({
          ...logBase,
          kind: 'sent',
          reason: outcome.warning ?? `Sent by hand from ${mailbox.email}.`,
          details,
          at,
        })
        .returning({ id: communicationEvents.id });
      await recordWebhookEvents(tx, [
        {
          organisationId,
          type: 'email.sent',
          key: `email.sent:manual:${claim.id}`,
          data: {
            campaignId: logBase.campaignId,
            enrolmentId: logBase.enrolmentId,
            to,
            subject: body.subject,
            messageId: claim.messageId,
            manual: true,
            sentAt: at.toISOString(),
          },
          at,
        },
      ]);
      if (body.draftId) {
        await tx
          .delete(emailDrafts)
          .where(and(inArray(emailDrafts.id, [body.draftId]), eq(emailDrafts.organisationId, organisationId)));
      }
      return { messageId: claim.messageId, duplicate: false, eventId: event?.id ?? null };
    });
  };
}
