import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communicationEvents, enrolments, sendLedger } from '../../db/schema.ts';
import { liveEnrolmentStatuses } from './audience-conflicts.ts';
import { pauseColleagues } from './colleague-pause.ts';

/** Why a prospect's sequence ended. */
export type StopReason =
  | 'reply'
  | 'bounce'
  | 'unsubscribe'
  | 'meeting'
  | 'manual'
  | 'click'
  | 'colleague_replied'
  | 'archived';

export const stopReasonWords: Record<StopReason, string> = {
  reply: 'They replied.',
  bounce: 'A message to them bounced.',
  unsubscribe: 'They unsubscribed.',
  meeting: 'They booked a meeting.',
  manual: 'Stopped by hand.',
  click: 'They clicked a link (the campaign stops on a click).',
  colleague_replied: 'A colleague at their company replied.',
  archived: 'The campaign was archived.',
};

/** Sends that have not reached the transport: a stop skips them (a claimed one the engine re-checks before submitting). */
const unsubmittedStates = ['scheduled', 'claimed'] as const;

export interface StopEnrolmentInput {
  enrolmentId: string;
  reason: StopReason;
  /** Who stopped it; null for the system (a reply, a bounce, an unsubscribe). */
  actor: { userId: string } | null;
  /** When (default: now). */
  at?: Date;
}

export interface StopEnrolmentOutcome {
  /** False when the enrolment had already ended (stopped or completed): nothing changed. */
  stopped: boolean;
  /** Sends not yet handed to the transport that will not happen. */
  skipped: number;
}

/**
 * Ends a prospect's sequence: the enrolment is marked stopped with its reason, its sends that have
 * not reached the transport are marked skipped, and the communication log says why; a reply also
 * pauses the prospect's colleagues when the campaign asks for it (colleague-pause.ts). Replies,
 * bounces, bookings, unsubscribes and people stopping a prospect by hand all come here. Stopping an
 * enrolment that already ended changes nothing, so a second reply or a retried job is harmless.
 * Runs in the caller's transaction when given one.
 */
export async function stopEnrolment(db: Database, input: StopEnrolmentInput): Promise<StopEnrolmentOutcome> {
  const at = input.at ?? new Date();
  const words = stopReasonWords[input.reason];
  return db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(enrolments)
      .set({ status: 'stopped', stopReason: input.reason, nextDueAt: null, updatedAt: at })
      .where(and(eq(enrolments.id, input.enrolmentId), inArray(enrolments.status, [...liveEnrolmentStatuses])))
      .returning({ id: enrolments.id, organisationId: enrolments.organisationId, campaignId: enrolments.campaignId });
    if (!stopped) return { stopped: false, skipped: 0 };
    const skipped = await tx
      .update(sendLedger)
      .set({ state: 'skipped', reason: `Sequence stopped: ${words}`, leaseUntil: null })
      .where(and(eq(sendLedger.enrolmentId, stopped.id), inArray(sendLedger.state, [...unsubmittedStates])))
      .returning({ id: sendLedger.id });
    await tx.insert(communicationEvents).values({
      organisationId: stopped.organisationId,
      campaignId: stopped.campaignId,
      enrolmentId: stopped.id,
      kind: 'stopped',
      reason: words,
      details: { stopReason: input.reason, actorUserId: input.actor?.userId ?? null, skippedSends: skipped.length },
      at,
    });
    if (input.reason === 'reply') {
      await pauseColleagues(tx, {
        enrolmentId: stopped.id,
        campaignId: stopped.campaignId,
        organisationId: stopped.organisationId,
        at,
      });
    }
    return { stopped: true, skipped: skipped.length };
  });
}

/** Stops every live enrolment of a campaign at once (the campaign was archived), as `stopEnrolment` does each. */
export async function stopCampaignEnrolments(
  tx: Database,
  input: { campaignId: string; reason: StopReason; actor: { userId: string } | null; at: Date },
): Promise<number> {
  const words = stopReasonWords[input.reason];
  const stopped = await tx
    .update(enrolments)
    .set({ status: 'stopped', stopReason: input.reason, nextDueAt: null, updatedAt: input.at })
    .where(and(eq(enrolments.campaignId, input.campaignId), inArray(enrolments.status, [...liveEnrolmentStatuses])))
    .returning({ id: enrolments.id, organisationId: enrolments.organisationId });
  if (stopped.length === 0) return 0;
  await tx
    .update(sendLedger)
    .set({ state: 'skipped', reason: `Sequence stopped: ${words}`, leaseUntil: null })
    .where(and(eq(sendLedger.campaignId, input.campaignId), inArray(sendLedger.state, [...unsubmittedStates])));
  for (let start = 0; start < stopped.length; start += 1_000) {
    await tx.insert(communicationEvents).values(
      stopped.slice(start, start + 1_000).map((enrolment) => ({
        organisationId: enrolment.organisationId,
        campaignId: input.campaignId,
        enrolmentId: enrolment.id,
        kind: 'stopped',
        reason: words,
        details: { stopReason: input.reason, actorUserId: input.actor?.userId ?? null },
        at: input.at,
      })),
    );
  }
  return stopped.length;
}
