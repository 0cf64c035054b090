import type { AdminCommUpdateBody } from '@leadpilot/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignSteps, communicationEvents, enrolments, sendLedger } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Resolves one log entry. `resend` and `drop` apply to an entry whose message is unknown (handed
 * to the mail server, never found in its sent mail): resend puts it back in the queue as a new
 * attempt (a new Message-ID is chosen when it is sent; the old one stays in the log), drop skips
 * it and moves the sequence on. `handled` only marks the entry. Each is logged and audited.
 */
export async function resolveLogEntry(db: Database, clock: Clock, actor: Actor, body: AdminCommUpdateBody) {
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(communicationEvents)
      .where(eq(communicationEvents.id, body.id))
      .for('update');
    if (!event) throw notFound('This log entry');
    const details = (event.details ?? {}) as Record<string, unknown>;
    if (details.resolution) throw refused('This log entry was already resolved.');
    let ledgerState: string | null = null;
    if (body.action !== 'handled') {
      if (!event.ledgerId) throw refused('Only an entry about a message can be resent or dropped.');
      const [row] = await tx
        .select({ ledger: sendLedger, stepPosition: campaignSteps.position })
        .from(sendLedger)
        .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
        .where(eq(sendLedger.id, event.ledgerId))
        .for('update', { of: sendLedger });
      if (!row) throw notFound('This message');
      if (row.ledger.state !== 'unknown') {
        throw refused(
          `Only a message whose outcome is unknown can be resent or dropped; this one is ${row.ledger.state}.`,
        );
      }
      const previous = row.ledger.messageId;
      if (body.action === 'resend') {
        await tx
          .update(sendLedger)
          .set({
            state: 'scheduled',
            dueAt: at,
            messageId: null,
            leaseUntil: null,
            claimedBy: null,
            submittedAt: null,
            reason: 'Resent after review: a new attempt.',
          })
          .where(and(eq(sendLedger.id, row.ledger.id), eq(sendLedger.state, 'unknown')));
        ledgerState = 'scheduled';
      } else {
        await tx
          .update(sendLedger)
          .set({ state: 'skipped', leaseUntil: null, reason: 'Dropped after review.' })
          .where(and(eq(sendLedger.id, row.ledger.id), eq(sendLedger.state, 'unknown')));
        await tx
          .update(enrolments)
          .set({ position: row.stepPosition + 1, nextDueAt: null, updatedAt: at })
          .where(and(eq(enrolments.id, row.ledger.enrolmentId), eq(enrolments.position, row.stepPosition)));
        ledgerState = 'skipped';
      }
      await tx.insert(communicationEvents).values({
        organisationId: event.organisationId,
        campaignId: event.campaignId,
        enrolmentId: event.enrolmentId,
        ledgerId: event.ledgerId,
        kind: body.action === 'resend' ? 'resend' : 'skipped',
        reason:
          body.action === 'resend'
            ? 'A person decided to send it again: a new attempt with a new Message-ID.'
            : 'A person decided not to send it again.',
        details: {
          actorUserId: actor.userId,
          previousMessageId: previous,
          resolves: event.id,
          note: body.note ?? '',
        },
        at,
      });
    }
    const resolution = {
      action: body.action,
      actorUserId: actor.userId,
      at: at.toISOString(),
      note: body.note ?? '',
    };
    await tx
      .update(communicationEvents)
      .set({ details: sql`${communicationEvents.details} || ${JSON.stringify({ resolution })}::jsonb` })
      .where(eq(communicationEvents.id, event.id));
    await recordAudit(tx, {
      organisationId: event.organisationId,
      actorUserId: actor.userId,
      action: `sadmin.communication_${body.action}`,
      targetType: 'communication_event',
      targetId: event.id,
      details: { ledgerId: event.ledgerId, ledgerState, note: body.note ?? '' },
    });
    return { id: event.id, action: body.action, ledgerState };
  });
}
