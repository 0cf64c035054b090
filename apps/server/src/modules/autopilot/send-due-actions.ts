import type { ManualEmailBody } from '@leadpilot/contracts';
import { and, asc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotActions } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { isSuppressed } from '../suppressions/index.ts';
import { actingMember } from './acting-member.ts';
import { loadCampaignConfig } from './campaign-config.ts';
import { isKillSwitchOn } from './kill-switch.ts';

/** The communication module's manual email (one send per idempotency key, suppression checked, logged). */
export type SendManualEmail = (actor: Actor, body: ManualEmailBody) => Promise<{ messageId: string }>;

export interface AutopilotSenderDeps {
  db: Database;
  clock: Clock;
  sendEmail: SendManualEmail;
  log?: { warn(details: object, message: string): void };
}

type ActionRow = typeof autopilotActions.$inferSelect;
export type SendOutcome = 'sent' | 'held' | 'cancelled' | 'failed' | 'retry' | 'skipped';

/** Tries before an answer is given up as not sent (a mailbox at its daily limit, a connection down). */
export const maxSendAttempts = 5;
const retryDelayMs = 5 * 60_000;
/** A send claimed this long ago and never finished (the process stopped) is tried again, same key. */
const staleSendingMs = 10 * 60_000;

/** The answers this job sends; a step of the sequence a person approved leaves with the campaign engine. */
const dueCondition = (now: Date) =>
  and(
    ne(autopilotActions.kind, 'sequence_email'),
    or(
      and(inArray(autopilotActions.status, ['scheduled', 'approved']), lte(autopilotActions.sendAt, now)),
      and(
        eq(autopilotActions.status, 'sending'),
        lt(autopilotActions.updatedAt, new Date(now.getTime() - staleSendingMs)),
      ),
    ),
  );

/**
 * Who the manual email is sent as: the person who approved it, else the campaign's owner, else the
 * organisation's first active owner (the communication log names them beside "autopilot").
 */
async function senderActor(db: Database, row: ActionRow, ownerUserId: string | null): Promise<Actor | null> {
  return actingMember(db, row.organisationId, [row.decidedByUserId, ownerUserId], `autopilot:${row.id}`);
}

/**
 * Sends one due answer in the prospect's thread, from the thread's mailbox, through the manual
 * email with the action's idempotency key, once: the row is claimed first (`sending`), so a
 * cancelled or undone action, or one another run took, is left alone. Just before the send it
 * checks again the kill switch (on: back to the approval queue), the campaign (archived: cancelled)
 * and the suppression list (on it: not sent). A refusal or failure is tried again later, then given up.
 */
export async function sendAction(deps: AutopilotSenderDeps, id: string): Promise<SendOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const [row] = await db
    .update(autopilotActions)
    .set({ status: 'sending', attempts: sql`${autopilotActions.attempts} + 1`, updatedAt: now })
    .where(and(eq(autopilotActions.id, id), dueCondition(now)))
    .returning();
  if (!row) return 'skipped';
  const finish = async (values: Partial<typeof autopilotActions.$inferInsert>) => {
    await db
      .update(autopilotActions)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(autopilotActions.id, row.id), eq(autopilotActions.status, 'sending')));
  };

  if (await isKillSwitchOn(db, row.organisationId)) {
    await finish({
      status: 'pending',
      sendAt: null,
      statusReason: 'The kill switch was on when it was due: it waits for a person.',
    });
    return 'held';
  }
  const config = await loadCampaignConfig(db, row.organisationId, row.campaignId).catch(() => null);
  if (!config || config.campaignStatus.endsWith('archived')) {
    await finish({ status: 'cancelled', sendAt: null, statusReason: 'The campaign was archived before it was sent.' });
    return 'cancelled';
  }
  if (await isSuppressed(db, row.organisationId, row.prospectEmail)) {
    const reason = `Not sent: ${row.prospectEmail} is on the suppression list (they asked not to be mailed).`;
    await finish({ status: 'failed', sendAt: null, statusReason: reason });
    return 'failed';
  }
  const actor = await senderActor(db, row, config.ownerUserId);
  if (!row.mailboxId || !row.enrolmentId || !actor) {
    const reason = !actor
      ? 'Not sent: the organisation has no active owner to send it as.'
      : 'Not sent: the thread’s mailbox or prospect no longer exists.';
    await finish({ status: 'failed', sendAt: null, statusReason: reason });
    return 'failed';
  }

  try {
    const sent = await deps.sendEmail(actor, {
      mailboxId: row.mailboxId,
      enrolmentId: row.enrolmentId,
      subject: row.subject,
      bodyHtml: row.bodyHtml,
      idempotencyKey: row.idempotencyKey,
    });
    await finish({ status: 'sent', sentAt: clock.now(), sentMessageId: sent.messageId, statusReason: '' });
    return 'sent';
  } catch (error) {
    const words = error instanceof AppError ? error.message : 'The send failed.';
    if (!(error instanceof AppError)) deps.log?.warn({ actionId: row.id, reason: (error as Error).name }, words);
    if (row.attempts >= maxSendAttempts) {
      await finish({ status: 'failed', sendAt: null, statusReason: `Not sent after ${row.attempts} tries: ${words}` });
      return 'failed';
    }
    await finish({
      status: row.decidedByUserId ? 'approved' : 'scheduled',
      sendAt: new Date(clock.now().getTime() + retryDelayMs),
      statusReason: `Not sent yet, tried again in a few minutes: ${words}`,
    });
    return 'retry';
  }
}

/** Every answer due now (and any send left half done), oldest first, at most `limit` per run. */
export async function sendDueActions(deps: AutopilotSenderDeps, options: { limit?: number } = {}) {
  const due = await deps.db
    .select({ id: autopilotActions.id })
    .from(autopilotActions)
    .where(dueCondition(deps.clock.now()))
    .orderBy(asc(autopilotActions.sendAt))
    .limit(options.limit ?? 50);
  const outcomes: SendOutcome[] = [];
  for (const { id } of due) outcomes.push(await sendAction(deps, id));
  return outcomes;
}
