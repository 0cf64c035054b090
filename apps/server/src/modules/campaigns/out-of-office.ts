import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communicationEvents, enrolments } from '../../db/schema.ts';

/** The stop reason a prospect paused for an out-of-office reply carries while paused. */
export const outOfOfficeReason = 'out_of_office';

/** Prospects an out-of-office reply pauses: still being mailed, or waiting on a field. */
const pausableStatuses = ['active', 'held'] as const;

/**
 * Pauses a prospect whose automatic reply says they are away: nothing is sent until `resumeAt`
 * (the day after their return), when `resumeReturnedProspects` puts them back in their sequence.
 * Their scheduled sends are kept, so each remaining step goes once, after the return. The pause is
 * written in the communication log with the return date in plain words. Answers false when the
 * prospect was not being mailed (stopped, completed, already paused): nothing changed.
 */
export async function pauseForOutOfOffice(
  tx: Database,
  input: { enrolmentId: string; resumeAt: Date; returnDate: string | null; at: Date; inboundId: string },
): Promise<boolean> {
  const [paused] = await tx
    .update(enrolments)
    .set({ status: 'paused', stopReason: outOfOfficeReason, nextDueAt: input.resumeAt, updatedAt: input.at })
    .where(and(eq(enrolments.id, input.enrolmentId), inArray(enrolments.status, [...pausableStatuses])))
    .returning({ id: enrolments.id, organisationId: enrolments.organisationId, campaignId: enrolments.campaignId });
  if (!paused) return false;
  const resumeDay = input.resumeAt.toISOString().slice(0, 10);
  await tx.insert(communicationEvents).values({
    organisationId: paused.organisationId,
    campaignId: paused.campaignId,
    enrolmentId: paused.id,
    kind: 'paused',
    reason: input.returnDate
      ? `Paused: out of office until ${input.returnDate}. The sequence resumes on ${resumeDay}.`
      : `Paused: out of office with no return date. The sequence resumes on ${resumeDay}.`,
    details: {
      outOfOffice: true,
      returnDate: input.returnDate,
      resumeAt: input.resumeAt.toISOString(),
      inboundId: input.inboundId,
    },
    at: input.at,
  });
  return true;
}

/**
 * Puts back in their sequence the prospects an out-of-office reply paused whose day to resume has
 * come (a system transition, every minute). Safe from several workers at once: a prospect moves
 * once (the update's condition), and only the rows it moved are logged. Answers the ids resumed.
 */
export async function resumeReturnedProspects(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const resumed = await tx
      .update(enrolments)
      .set({ status: 'active', stopReason: null, nextDueAt: now, updatedAt: now })
      .where(
        and(
          eq(enrolments.status, 'paused'),
          eq(enrolments.stopReason, outOfOfficeReason),
          lte(enrolments.nextDueAt, now),
        ),
      )
      .returning({ id: enrolments.id, organisationId: enrolments.organisationId, campaignId: enrolments.campaignId });
    if (resumed.length === 0) return [];
    await tx.insert(communicationEvents).values(
      resumed.map((row) => ({
        organisationId: row.organisationId,
        campaignId: row.campaignId,
        enrolmentId: row.id,
        kind: 'resumed',
        reason: 'Back from out of office: the sequence goes on.',
        details: { outOfOffice: true },
        at: now,
      })),
    );
    return resumed.map((row) => row.id);
  });
}
