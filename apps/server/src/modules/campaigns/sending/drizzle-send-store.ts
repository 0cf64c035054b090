import type { CampaignSettings } from '@leadpilot/contracts';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  campaignMailboxes,
  campaignSteps,
  campaignStepVariants,
  campaigns,
  communicationEvents,
  enrolments,
  mailboxes,
  sendLedger,
} from '../../../db/schema.ts';
import type { MailboxRow } from '../../mailboxes/index.ts';
import { isSuppressed } from '../../suppressions/index.ts';
import { loadMailboxMergeValues } from '../../templates/index.ts';
import { recordWebhookEvents } from '../../webhooks/index.ts';
import { stopEnrolment } from '../stop-enrolment.ts';
import { prospectOf, sendHistorySince, threadOf } from './ledger-reads.ts';
import { placeScheduled, readEnrolmentsToSchedule } from './schedule-store.ts';
import type { ClaimedSend, EventInput, SendStore, SequenceStep } from './send-store.ts';
import { insertTasks } from './task-writes.ts';

const eventRow = (event: EventInput) => ({
  organisationId: event.organisationId,
  campaignId: event.campaignId,
  enrolmentId: event.enrolmentId,
  ledgerId: event.ledgerId ?? null,
  kind: event.kind,
  reason: event.reason,
  details: event.details ?? {},
  at: event.at,
});

/** The sending engine's store on the app's database (PGlite or PostgreSQL). */
export function createDrizzleSendStore(db: Database): SendStore {
  const store: SendStore = {
    enrolmentsToSchedule: (afterId, limit) => readEnrolmentsToSchedule(db, afterId, limit),

    async sequenceOf(campaignId) {
      const steps = await db
        .select()
        .from(campaignSteps)
        .where(eq(campaignSteps.campaignId, campaignId))
        .orderBy(asc(campaignSteps.position));
      const variants = steps.length
        ? await db
            .select({ id: campaignStepVariants.id, stepId: campaignStepVariants.stepId })
            .from(campaignStepVariants)
            .where(
              inArray(
                campaignStepVariants.stepId,
                steps.map((step) => step.id),
              ),
            )
            .orderBy(asc(campaignStepVariants.label))
        : [];
      return steps.map(
        (step): SequenceStep => ({
          id: step.id,
          position: step.position,
          kind: step.kind,
          waitDays: step.waitDays ?? 0,
          newThread: step.newThread,
          variantIds: variants.filter((variant) => variant.stepId === step.id).map((variant) => variant.id),
          taskKind: step.taskKind,
          taskNote: step.taskNote,
        }),
      );
    },

    schedule: (rows) => placeScheduled(db, rows),

    createTasks: (tasks) => insertTasks(db, tasks),

    async complete(enrolmentId, at) {
      await db
        .update(enrolments)
        .set({ status: 'completed', nextDueAt: null, updatedAt: at })
        .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.status, 'active')));
    },

    async claimDue(now, worker, leaseUntil, limit) {
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: sendLedger.id })
          .from(sendLedger)
          .innerJoin(campaigns, eq(campaigns.id, sendLedger.campaignId))
          .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
          .where(
            and(
              lt(sendLedger.dueAt, new Date(now.getTime() + 1)),
              or(
                eq(sendLedger.state, 'scheduled'),
                and(eq(sendLedger.state, 'claimed'), lt(sendLedger.leaseUntil, now)),
              ),
              eq(campaigns.status, 'running'),
              eq(enrolments.status, 'active'),
            ),
          )
          .orderBy(asc(sendLedger.dueAt))
          .limit(limit)
          .for('update', { of: sendLedger, skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(sendLedger)
          .set({ state: 'claimed', claimedBy: worker, leaseUntil, attempts: sql`${sendLedger.attempts} + 1` })
          .where(
            inArray(
              sendLedger.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ id: sendLedger.id });
      });
      if (claimed.length === 0) return [];
      const rows = await db
        .select({
          ledger: sendLedger,
          enrolment: enrolments,
          settings: campaigns.settings,
          ownerUserId: campaigns.ownerUserId,
          step: campaignSteps,
        })
        .from(sendLedger)
        .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
        .innerJoin(campaigns, eq(campaigns.id, sendLedger.campaignId))
        .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .where(
          inArray(
            sendLedger.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(sendLedger.dueAt));
      const variantIds = rows.map((row) => row.ledger.variantId).filter((id): id is string => id !== null);
      const variants = variantIds.length
        ? await db.select().from(campaignStepVariants).where(inArray(campaignStepVariants.id, variantIds))
        : [];
      const threads = await threadOf(
        db,
        rows.map((row) => row.enrolment.id),
      );
      return rows.map(({ ledger, enrolment, settings, ownerUserId, step }): ClaimedSend => {
        const variant = variants.find((candidate) => candidate.id === ledger.variantId);
        return {
          ledgerId: ledger.id,
          organisationId: ledger.organisationId,
          campaignId: ledger.campaignId,
          enrolmentId: ledger.enrolmentId,
          stepId: ledger.stepId,
          attempts: ledger.attempts,
          dueAt: ledger.dueAt,
          settings: settings as CampaignSettings,
          step: { position: step.position, newThread: step.newThread },
          variant: variant
            ? {
                id: variant.id,
                subject: variant.subject,
                bodyHtml: variant.bodyHtml,
                aiBrief: variant.aiDraft ? (variant.aiBrief ?? null) : null,
              }
            : null,
          ownerUserId,
          personId: enrolment.personId,
          prospect: prospectOf(enrolment),
          mailboxId: enrolment.mailboxId,
          sent: threads.get(enrolment.id) ?? [],
        };
      });
    },

    campaignMailboxes: (campaignId) =>
      db
        .select({ mailbox: mailboxes })
        .from(campaignMailboxes)
        .innerJoin(mailboxes, eq(mailboxes.id, campaignMailboxes.mailboxId))
        .where(eq(campaignMailboxes.campaignId, campaignId))
        .orderBy(asc(mailboxes.id))
        .then((rows) => rows.map((row) => row.mailbox)),

    async mailbox(mailboxId) {
      const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
      return (row as MailboxRow | undefined) ?? null;
    },

    senderValues: (organisationId, mailbox) => loadMailboxMergeValues(db, organisationId, mailbox),

    async markMailboxBroken(mailboxId, reason, at) {
      const marked = await db
        .update(mailboxes)
        .set({ status: 'broken', statusReason: reason, updatedAt: at })
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.status, 'active')))
        .returning({ id: mailboxes.id });
      return marked.length > 0;
    },

    withOrganisationLock(organisationId, since, decide) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leadpilot.sending:${organisationId}`}))`);
        const history = await sendHistorySince(tx, organisationId, since);
        return decide(history, createDrizzleSendStore(tx));
      });
    },

    async markSubmitting(ledgerId, worker, messageId, mailboxId, at) {
      const live = sql`exists (select 1 from ${campaigns} c join ${enrolments} e on e.campaign_id = c.id
        where c.id = ${sendLedger.campaignId} and e.id = ${sendLedger.enrolmentId}
        and c.status = 'running' and e.status = 'active')`;
      const rows = await db
        .update(sendLedger)
        .set({ state: 'submitting', messageId, mailboxId, submittedAt: at, reason: null })
        .where(
          and(eq(sendLedger.id, ledgerId), eq(sendLedger.state, 'claimed'), eq(sendLedger.claimedBy, worker), live),
        )
        .returning({ id: sendLedger.id });
      return rows.length === 1;
    },

    markSent(record) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(sendLedger)
          .set({ state: 'sent', sentAt: record.at, leaseUntil: null, reason: null })
          .where(
            and(
              eq(sendLedger.id, record.ledgerId),
              inArray(sendLedger.state, ['submitting', 'unknown']),
              eq(sendLedger.messageId, record.messageId),
            ),
          )
          .returning({ id: sendLedger.id });
        if (rows.length === 0) return false;
        const [enrolment] = await tx
          .update(enrolments)
          .set({
            position: sql`greatest(${enrolments.position}, ${record.stepPosition + 1})`,
            mailboxId: sql`coalesce(${enrolments.mailboxId}, ${record.mailboxId}::uuid)`,
            ...(record.firstOfThread ? { threadMessageId: record.messageId } : {}),
            nextDueAt: null,
            updatedAt: record.at,
          })
          .where(eq(enrolments.id, record.enrolmentId))
          .returning({ email: enrolments.email, personId: enrolments.personId });
        await tx.insert(communicationEvents).values(eventRow(record.event));
        await recordWebhookEvents(tx, [
          {
            organisationId: record.event.organisationId,
            type: 'email.sent',
            key: `email.sent:${record.ledgerId}`,
            data: {
              campaignId: record.event.campaignId,
              enrolmentId: record.enrolmentId,
              personId: enrolment?.personId ?? null,
              to: enrolment?.email ?? null,
              subject: record.subject,
              step: record.stepPosition + 1,
              messageId: record.messageId,
              sentAt: record.at.toISOString(),
            },
            at: record.at,
          },
        ]);
        return true;
      });
    },

    async defer(ledgerId, worker, until, event) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(sendLedger)
          .set({ state: 'scheduled', dueAt: until, leaseUntil: null, claimedBy: null, reason: event.reason })
          .where(and(eq(sendLedger.id, ledgerId), eq(sendLedger.state, 'claimed'), eq(sendLedger.claimedBy, worker)))
          .returning({ id: sendLedger.id });
        if (rows.length === 0) return;
        if (event.enrolmentId) {
          await tx.update(enrolments).set({ nextDueAt: until }).where(eq(enrolments.id, event.enrolmentId));
        }
        await tx.insert(communicationEvents).values(eventRow(event));
      });
    },

    async unsubmit(ledgerId, worker, until, event) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(sendLedger)
          .set({
            state: 'scheduled',
            dueAt: until,
            leaseUntil: null,
            claimedBy: null,
            messageId: null,
            submittedAt: null,
            reason: event.reason,
          })
          .where(and(eq(sendLedger.id, ledgerId), eq(sendLedger.state, 'submitting'), eq(sendLedger.claimedBy, worker)))
          .returning({ id: sendLedger.id });
        if (rows.length > 0) await tx.insert(communicationEvents).values(eventRow(event));
      });
    },

    async finish(ledgerId, state, event) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(sendLedger)
          .set({ state, leaseUntil: null, reason: event.reason })
          .where(and(eq(sendLedger.id, ledgerId), inArray(sendLedger.state, ['claimed', 'submitting'])))
          .returning({ id: sendLedger.id });
        if (rows.length > 0) await tx.insert(communicationEvents).values(eventRow(event));
      });
    },

    async hold(ledgerId, worker, enrolmentId, event) {
      await db.transaction(async (tx) => {
        await tx
          .update(sendLedger)
          .set({ state: 'scheduled', leaseUntil: null, claimedBy: null, reason: event.reason })
          .where(and(eq(sendLedger.id, ledgerId), eq(sendLedger.state, 'claimed'), eq(sendLedger.claimedBy, worker)));
        const held = await tx
          .update(enrolments)
          .set({ status: 'held', heldReason: event.reason, updatedAt: event.at })
          .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.status, 'active')))
          .returning({ id: enrolments.id });
        if (held.length > 0) await tx.insert(communicationEvents).values(eventRow(event));
      });
    },

    async staleSubmitting(now, limit) {
      const rows = await db
        .select({ ledger: sendLedger, position: campaignSteps.position, newThread: campaignSteps.newThread })
        .from(sendLedger)
        .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .where(and(eq(sendLedger.state, 'submitting'), lt(sendLedger.leaseUntil, now)))
        .orderBy(asc(sendLedger.submittedAt))
        .limit(limit);
      const threads = await threadOf(
        db,
        rows.map((row) => row.ledger.enrolmentId),
      );
      return rows.map(({ ledger, position, newThread }) => ({
        ledgerId: ledger.id,
        organisationId: ledger.organisationId,
        campaignId: ledger.campaignId,
        enrolmentId: ledger.enrolmentId,
        stepPosition: position,
        messageId: ledger.messageId ?? '',
        mailboxId: ledger.mailboxId,
        subject: '',
        firstOfThread: newThread || (threads.get(ledger.enrolmentId) ?? []).length === 0,
      }));
    },

    async log(event) {
      await db.insert(communicationEvents).values(eventRow(event));
    },

    isSuppressed: (organisationId, email) => isSuppressed(db, organisationId, email),

    async stop(enrolmentId, reason, at) {
      await stopEnrolment(db, { enrolmentId, reason, actor: null, at });
    },
  };
  return store;
}
