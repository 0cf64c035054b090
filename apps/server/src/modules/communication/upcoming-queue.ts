import type { UpcomingEmail, UpcomingEmailQuery } from '@leadpilot/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignSteps,
  campaignStepVariants,
  campaigns,
  communicationEvents,
  enrolments,
  mailboxes,
  sendLedger,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { scheduledSubjects } from '../campaigns/index.ts';

type QueueAction = { kind: 'send-now' } | { kind: 'skip' } | { kind: 'reschedule'; dueAt: Date };

const stateWords: Record<string, string> = {
  claimed: 'is already being sent',
  submitting: 'is already being sent',
  sent: 'was already sent',
  failed: 'failed and is no longer queued',
  unknown: 'was handed to the mail server and awaits a decision in the log',
  skipped: 'was skipped',
};

/**
 * The organisation's queue of scheduled sends and the changes a person makes to it: send now (due
 * at once; the engine's limits and window still apply on its next pass), skip, and reschedule.
 * Each change locks the rows it names, so the engine (which claims with SKIP LOCKED) never takes a
 * row halfway through; a row a worker has claimed or is submitting is refused ("already being
 * sent"), as is one that has left the queue.
 */
export function createUpcomingQueue(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** A filter naming another organisation's campaign or mailbox answers 404, as an id that names nothing. */
  async function assertOwnFilters(actor: Actor, query: UpcomingEmailQuery) {
    if (query.campaignId) {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, query.campaignId), eq(campaigns.organisationId, actor.organisationId)));
      if (!campaign) throw notFound('This campaign');
    }
    if (query.mailboxId) {
      const [mailbox] = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(and(eq(mailboxes.id, query.mailboxId), eq(mailboxes.organisationId, actor.organisationId)));
      if (!mailbox) throw notFound('This mailbox');
    }
  }

  async function list(actor: Actor, query: UpcomingEmailQuery) {
    await assertOwnFilters(actor, query);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 10;
    const mailboxId = sql`coalesce(${sendLedger.mailboxId}, ${enrolments.mailboxId})`;
    const where = and(
      eq(sendLedger.organisationId, actor.organisationId),
      eq(sendLedger.state, 'scheduled'),
      query.campaignId ? eq(sendLedger.campaignId, query.campaignId) : undefined,
      query.mailboxId ? sql`${mailboxId} = ${query.mailboxId}` : undefined,
      query.q
        ? or(ilike(enrolments.email, likePattern(query.q)), ilike(campaigns.name, likePattern(query.q)))
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ledger: sendLedger,
          enrolment: enrolments,
          campaignName: campaigns.name,
          stepPosition: campaignSteps.position,
          newThread: campaignSteps.newThread,
          variantLabel: campaignStepVariants.label,
          variantSubject: campaignStepVariants.subject,
          mailbox: { id: mailboxes.id, email: mailboxes.email, senderName: mailboxes.senderName },
        })
        .from(sendLedger)
        .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
        .innerJoin(campaigns, eq(campaigns.id, sendLedger.campaignId))
        .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .leftJoin(campaignStepVariants, eq(campaignStepVariants.id, sendLedger.variantId))
        .leftJoin(mailboxes, sql`${mailboxes.id} = ${mailboxId}`)
        .where(where)
        .orderBy(asc(sendLedger.dueAt), asc(sendLedger.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db
        .select({ value: count() })
        .from(sendLedger)
        .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
        .innerJoin(campaigns, eq(campaigns.id, sendLedger.campaignId))
        .where(where),
    ]);
    // Each prospect's subject as the engine will send it (merge fields filled, "Re:" on a reply).
    const subjects = await scheduledSubjects(
      db,
      rows.map((row) => ({
        ledgerId: row.ledger.id,
        enrolment: row.enrolment,
        step: { newThread: row.newThread },
        variantSubject: row.variantSubject,
        mailbox: row.mailbox,
      })),
    );
    const data: UpcomingEmail[] = rows.map((row) => ({
      ledgerId: row.ledger.id,
      enrolmentId: row.enrolment.id,
      campaignId: row.ledger.campaignId,
      campaignName: row.campaignName,
      email: row.enrolment.email,
      name: `${row.enrolment.firstName} ${row.enrolment.lastName}`.trim(),
      stepPosition: row.stepPosition,
      variantLabel: row.variantLabel ?? null,
      subject: subjects.get(row.ledger.id) ?? '',
      mailboxId: row.mailbox?.id ?? null,
      mailboxEmail: row.mailbox?.email ?? null,
      dueAt: row.ledger.dueAt.toISOString(),
      deferred: row.ledger.reason !== null,
      reason: row.ledger.reason,
    }));
    return { data, total: total?.value ?? 0, page, perPage };
  }

  async function act(actor: Actor, ids: string[], action: QueueAction): Promise<string[]> {
    const unique = [...new Set(ids)];
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: sendLedger.id,
          state: sendLedger.state,
          campaignId: sendLedger.campaignId,
          enrolmentId: sendLedger.enrolmentId,
          dueAt: sendLedger.dueAt,
          stepPosition: campaignSteps.position,
        })
        .from(sendLedger)
        .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .where(and(inArray(sendLedger.id, unique), eq(sendLedger.organisationId, actor.organisationId)))
        .orderBy(asc(sendLedger.id))
        .for('update', { of: sendLedger });
      // The ids first: one of another organisation answers 404 whatever else is wrong with the request.
      if (rows.length !== unique.length) throw notFound('A scheduled email');
      if (action.kind === 'reschedule' && action.dueAt.getTime() <= now.getTime()) {
        throw refused('Choose a time in the future to reschedule to.');
      }
      const blocked = rows.find((row) => row.state !== 'scheduled');
      if (blocked) {
        const words = stateWords[blocked.state] ?? 'has left the queue';
        throw refused(`This email ${words}, so it cannot be changed (${blocked.id}).`);
      }
      const who = { actorUserId: actor.userId };
      if (action.kind === 'skip') {
        await tx
          .update(sendLedger)
          .set({ state: 'skipped', reason: 'Skipped by hand from the upcoming emails.', leaseUntil: null })
          .where(inArray(sendLedger.id, unique));
        // The sequence moves past the skipped step, so the engine places the next one.
        for (const row of rows) {
          await tx
            .update(enrolments)
            .set({ position: row.stepPosition + 1, nextDueAt: null, updatedAt: now })
            .where(and(eq(enrolments.id, row.enrolmentId), eq(enrolments.position, row.stepPosition)));
        }
      } else {
        const dueAt = action.kind === 'send-now' ? now : action.dueAt;
        await tx.update(sendLedger).set({ dueAt }).where(inArray(sendLedger.id, unique));
      }
      await tx.insert(communicationEvents).values(
        rows.map((row) => ({
          organisationId: actor.organisationId,
          campaignId: row.campaignId,
          enrolmentId: row.enrolmentId,
          ledgerId: row.id,
          at: now,
          ...(action.kind === 'skip'
            ? { kind: 'skipped', reason: 'Skipped by hand from the upcoming emails.', details: who }
            : action.kind === 'send-now'
              ? {
                  kind: 'send_now',
                  reason: 'Sent now by hand: it goes on the engine’s next pass, within the limits.',
                  details: { ...who, previousDueAt: row.dueAt.toISOString() },
                }
              : {
                  kind: 'rescheduled',
                  reason: `Rescheduled by hand to ${action.dueAt.toISOString()}.`,
                  details: { ...who, previousDueAt: row.dueAt.toISOString(), dueAt: action.dueAt.toISOString() },
                }),
        })),
      );
      return rows.map((row) => row.id);
    });
  }

  return {
    list,
    sendNow: (actor: Actor, ids: string[]) => act(actor, ids, { kind: 'send-now' }),
    skip: (actor: Actor, ids: string[]) => act(actor, ids, { kind: 'skip' }),
    reschedule: (actor: Actor, ids: string[], dueAt: Date) => act(actor, ids, { kind: 'reschedule', dueAt }),
  };
}
