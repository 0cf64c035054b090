import type {
  ArchiveConversationBody,
  CommunicationEvent,
  Conversation,
  ConversationMessage,
  DraftEmailBody,
  EmailDraft,
} from '@leadpilot/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  archivedConversations,
  campaignSteps,
  campaignStepVariants,
  campaigns,
  communicationEvents,
  emailDrafts,
  enrolments,
  mailboxes,
  sendLedger,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The actor's organisation's enrolment, or 404 (another organisation's id names nothing). */

/** The job title a campaign's prospect came with (a CSV column or their record's), or ''. */
function titleOf(mergeData: unknown): string {
  const title = (mergeData as Record<string, unknown> | null)?.title;
  return typeof title === 'string' ? title : '';
}

export async function enrolmentOf(db: Database, organisationId: string, enrolmentId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.organisationId, organisationId)));
  if (!row) throw notFound('This conversation');
  return row;
}

/** The actor's organisation's mailbox, or 404. */
export async function mailboxOf(db: Database, organisationId: string, mailboxId: string) {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.organisationId, organisationId)));
  if (!row) throw notFound('This mailbox');
  return row;
}

export function eventView(row: typeof communicationEvents.$inferSelect): CommunicationEvent {
  return {
    id: row.id,
    organisationId: row.organisationId,
    campaignId: row.campaignId,
    enrolmentId: row.enrolmentId,
    ledgerId: row.ledgerId,
    kind: row.kind,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    at: row.at.toISOString(),
  };
}

function draftView(row: typeof emailDrafts.$inferSelect): EmailDraft {
  return {
    id: row.id,
    enrolmentId: row.enrolmentId,
    mailboxId: row.mailboxId,
    to: row.toAddress,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    authorUserId: row.authorUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One prospect's conversation in a campaign, its messages, drafts, archiving and its log. */
export function createConversationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async conversation(actor: Actor, enrolmentId: string): Promise<Conversation> {
      const enrolment = await enrolmentOf(db, actor.organisationId, enrolmentId);
      const [campaign] = await db
        .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, enrolment.campaignId));
      if (!campaign) throw notFound('This conversation');
      const [ledger, events, drafts, archived] = await Promise.all([
        db
          .select({
            ledger: sendLedger,
            stepPosition: campaignSteps.position,
            variantLabel: campaignStepVariants.label,
            subject: campaignStepVariants.subject,
            mailboxEmail: mailboxes.email,
          })
          .from(sendLedger)
          .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
          .leftJoin(campaignStepVariants, eq(campaignStepVariants.id, sendLedger.variantId))
          .leftJoin(mailboxes, eq(mailboxes.id, sendLedger.mailboxId))
          .where(eq(sendLedger.enrolmentId, enrolment.id))
          .orderBy(asc(campaignSteps.position), asc(sendLedger.dueAt)),
        db
          .select()
          .from(communicationEvents)
          .where(
            and(
              eq(communicationEvents.enrolmentId, enrolment.id),
              eq(communicationEvents.organisationId, actor.organisationId),
            ),
          )
          .orderBy(asc(communicationEvents.at), asc(communicationEvents.id)),
        db
          .select()
          .from(emailDrafts)
          .where(and(eq(emailDrafts.enrolmentId, enrolment.id), eq(emailDrafts.organisationId, actor.organisationId)))
          .orderBy(asc(emailDrafts.createdAt)),
        db
          .select({ at: archivedConversations.archivedAt })
          .from(archivedConversations)
          .where(eq(archivedConversations.enrolmentId, enrolment.id)),
      ]);
      // A sent message reads as its prospect received it: the subject its `sent` entry recorded.
      const sentSubjects = new Map<string, string>();
      for (const event of events) {
        const subject = (event.details as { subject?: unknown } | null)?.subject;
        if (event.kind === 'sent' && event.ledgerId && typeof subject === 'string') {
          sentSubjects.set(event.ledgerId, subject);
        }
      }
      const messages: ConversationMessage[] = ledger.map((row) => ({
        id: row.ledger.id,
        stepId: row.ledger.stepId,
        stepPosition: row.stepPosition,
        variantId: row.ledger.variantId,
        variantLabel: row.variantLabel ?? null,
        mailboxId: row.ledger.mailboxId,
        mailboxEmail: row.mailboxEmail ?? null,
        state: row.ledger.state,
        dueAt: row.ledger.dueAt.toISOString(),
        submittedAt: iso(row.ledger.submittedAt),
        sentAt: iso(row.ledger.sentAt),
        messageId: row.ledger.messageId,
        subject: sentSubjects.get(row.ledger.id) ?? row.subject ?? '',
        attempts: row.ledger.attempts,
        reason: row.ledger.reason,
      }));
      return {
        prospect: {
          enrolmentId: enrolment.id,
          personId: enrolment.personId,
          email: enrolment.email,
          firstName: enrolment.firstName,
          lastName: enrolment.lastName,
          title: titleOf(enrolment.mergeData),
          company: enrolment.company,
          status: enrolment.status,
          stopReason: enrolment.stopReason,
          heldReason: enrolment.heldReason,
          position: enrolment.position,
          threadMessageId: enrolment.threadMessageId,
        },
        campaign,
        archived: archived.length > 0,
        messages,
        events: events.map(eventView),
        drafts: drafts.map(draftView),
      };
    },

    /** Saves a new draft, or the actor's organisation's draft `id` again. */
    async saveDraft(actor: Actor, body: DraftEmailBody): Promise<EmailDraft> {
      const enrolment = body.enrolmentId ? await enrolmentOf(db, actor.organisationId, body.enrolmentId) : null;
      if (body.mailboxId) await mailboxOf(db, actor.organisationId, body.mailboxId);
      if (enrolment && body.to && body.to !== enrolment.email) {
        throw refused(
          `This conversation is with ${enrolment.email}; a draft to another address is written on its own.`,
        );
      }
      const values = {
        enrolmentId: enrolment?.id ?? null,
        mailboxId: body.mailboxId ?? null,
        toAddress: enrolment?.email ?? body.to ?? '',
        subject: body.subject ?? '',
        bodyHtml: body.bodyHtml ?? '',
        updatedAt: clock.now(),
      };
      if (body.id) {
        const [row] = await db
          .update(emailDrafts)
          .set(values)
          .where(and(eq(emailDrafts.id, body.id), eq(emailDrafts.organisationId, actor.organisationId)))
          .returning();
        if (!row) throw notFound('This draft');
        return draftView(row);
      }
      const [row] = await db
        .insert(emailDrafts)
        .values({ ...values, organisationId: actor.organisationId, authorUserId: actor.userId, createdAt: clock.now() })
        .returning();
      if (!row) throw new Error('draft not saved');
      return draftView(row);
    },

    /** Archives (or with `archived: false` brings back) a conversation; the log records who. */
    async archive(actor: Actor, body: ArchiveConversationBody): Promise<{ archived: boolean; changed: boolean }> {
      const enrolment = await enrolmentOf(db, actor.organisationId, body.enrolmentId);
      const archived = body.archived ?? true;
      const at = clock.now();
      return db.transaction(async (tx) => {
        const changed = archived
          ? await tx
              .insert(archivedConversations)
              .values({
                organisationId: actor.organisationId,
                enrolmentId: enrolment.id,
                archivedBy: actor.userId,
                archivedAt: at,
              })
              .onConflictDoNothing()
              .returning({ id: archivedConversations.enrolmentId })
          : await tx
              .delete(archivedConversations)
              .where(eq(archivedConversations.enrolmentId, enrolment.id))
              .returning({ id: archivedConversations.enrolmentId });
        if (changed.length > 0) {
          await tx.insert(communicationEvents).values({
            organisationId: actor.organisationId,
            campaignId: enrolment.campaignId,
            enrolmentId: enrolment.id,
            kind: archived ? 'archived' : 'unarchived',
            reason: archived ? 'Conversation archived.' : 'Conversation brought back from the archive.',
            details: { actorUserId: actor.userId },
            at,
          });
        }
        return { archived, changed: changed.length > 0 };
      });
    },
  };
}
