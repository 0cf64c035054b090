import type { EnrolmentView } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrolments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/errors.ts';

type EnrolmentRow = typeof enrolments.$inferSelect;

/** The actor's organisation's prospect in that campaign; 404 for anyone else's. */
export async function findOwnEnrolment(
  db: Database,
  actor: Actor,
  body: { enrolmentId: string; campaignId: string },
): Promise<EnrolmentRow> {
  const [enrolment] = await db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.id, body.enrolmentId),
        eq(enrolments.campaignId, body.campaignId),
        eq(enrolments.organisationId, actor.organisationId),
      ),
    );
  if (!enrolment) throw notFound('This prospect');
  return enrolment;
}

/** A prospect of a campaign as the API answers it, read again after a change. */
export async function loadEnrolmentView(db: Database, before: EnrolmentRow): Promise<EnrolmentView> {
  const [after] = await db.select().from(enrolments).where(eq(enrolments.id, before.id));
  const row = after ?? before;
  return {
    id: row.id,
    campaignId: row.campaignId,
    personId: row.personId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    status: row.status,
    stopReason: row.stopReason,
    heldReason: row.heldReason,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The prospect's name for a message, else their email. */
export const nameOf = (view: Pick<EnrolmentView, 'firstName' | 'lastName' | 'email'>) =>
  `${view.firstName} ${view.lastName}`.trim() || view.email;
