import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communicationEvents, enrolments } from '../../db/schema.ts';

/** Prospects a person may resume: paused (a colleague replied) or held (a merge field had no value). */
export const resumableStatuses = ['paused', 'held'] as const;

/**
 * Puts a paused or held prospect back in their sequence: active again, the pause or hold reason
 * cleared, a `resumed` entry in the communication log. Their scheduled sends were kept, so the
 * engine sends each remaining step once; a field still without a value holds them again. Answers
 * false when the prospect was neither paused nor held (nothing changed).
 */
export async function resumeEnrolment(
  db: Database,
  input: { enrolmentId: string; actor: { userId: string }; at: Date; reason?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [resumed] = await tx
      .update(enrolments)
      .set({ status: 'active', stopReason: null, heldReason: null, updatedAt: input.at })
      .where(and(eq(enrolments.id, input.enrolmentId), inArray(enrolments.status, [...resumableStatuses])))
      .returning({ id: enrolments.id, organisationId: enrolments.organisationId, campaignId: enrolments.campaignId });
    if (!resumed) return false;
    await tx.insert(communicationEvents).values({
      organisationId: resumed.organisationId,
      campaignId: resumed.campaignId,
      enrolmentId: resumed.id,
      kind: 'resumed',
      reason: input.reason ?? 'Resumed by hand: the sequence goes on.',
      details: { actorUserId: input.actor.userId },
      at: input.at,
    });
    return true;
  });
}
