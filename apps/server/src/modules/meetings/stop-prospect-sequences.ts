import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';
import { liveEnrolmentStatuses, stopEnrolment } from '../campaigns/index.ts';

/** The prospect database's person behind an address enrolled in the organisation's campaigns, if any. */
export async function personOfAddress(db: Database, organisationId: string, email: string): Promise<string | null> {
  const rows = await db
    .select({ personId: enrolments.personId })
    .from(enrolments)
    .where(and(eq(enrolments.organisationId, organisationId), eq(enrolments.email, email)));
  return rows.find((row) => row.personId !== null)?.personId ?? null;
}

/**
 * A prospect booked a meeting: every live sequence of theirs in the organisation stops with the
 * reason `meeting` (campaigns' `stopEnrolment`, which skips their unsent steps and logs why). A
 * second booking, or a retry, finds nothing live and changes nothing.
 */
export async function stopProspectSequences(db: Database, input: { organisationId: string; email: string; at: Date }) {
  const live = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.organisationId, input.organisationId),
        eq(enrolments.email, input.email),
        inArray(enrolments.status, [...liveEnrolmentStatuses]),
      ),
    );
  let stopped = 0;
  for (const enrolment of live) {
    const outcome = await stopEnrolment(db, {
      enrolmentId: enrolment.id,
      reason: 'meeting',
      actor: null,
      at: input.at,
    });
    if (outcome.stopped) stopped += 1;
  }
  return stopped;
}
