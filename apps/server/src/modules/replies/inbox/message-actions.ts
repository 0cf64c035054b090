import type { InboxItem, InboxLabel } from '@leadpilot/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboundMessages } from '../../../db/schema.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { days } from '../../../platform/clock.ts';
import { refused } from '../../../platform/errors.ts';
import { findItem, messageNotFound } from './inbox-item.ts';

/** The furthest a message may be snoozed. */
const longestSnoozeDays = 366;

type Changes = Partial<typeof inboundMessages.$inferInsert>;

/** Changes one visible (not deleted) message of the actor's organisation, or answers 404. */
async function change(db: Database, actor: Actor, id: string, changes: Changes, now: Date): Promise<InboxItem> {
  const changed = await db
    .update(inboundMessages)
    .set(changes)
    .where(
      and(
        eq(inboundMessages.id, id),
        eq(inboundMessages.organisationId, actor.organisationId),
        isNull(inboundMessages.deletedAt),
      ),
    )
    .returning({ id: inboundMessages.id });
  if (changed.length === 0) throw messageNotFound();
  return findItem(db, actor.organisationId, id, now);
}

/**
 * A person's label, kept apart from the classifier's (`label` is never written here): who set it
 * and when. Null clears it, and the classifier's label is in force again.
 */
export function overrideLabel(db: Database, actor: Actor, id: string, label: InboxLabel | null, now: Date) {
  return change(
    db,
    actor,
    id,
    { labelOverride: label, overrideBy: label ? actor.userId : null, overrideAt: label ? now : null },
    now,
  );
}

/** Handled leaves the open list (and ends a snooze); reopened comes back to it. */
export function setHandled(db: Database, actor: Actor, id: string, handled: boolean, now: Date) {
  return change(db, actor, id, handled ? { handledAt: now, snoozedUntil: null } : { handledAt: null }, now);
}

/** Hidden from the open list until `until` (in the future, within a year); null shows it again now. */
export function snooze(db: Database, actor: Actor, id: string, until: Date | null, now: Date) {
  if (until && until.getTime() <= now.getTime()) {
    throw refused('Choose a time in the future to snooze until.');
  }
  if (until && until.getTime() > now.getTime() + days(longestSnoozeDays)) {
    throw refused('A message can be snoozed for a year at most.');
  }
  return change(db, actor, id, { snoozedUntil: until, handledAt: null }, now);
}

/**
 * Deletes a message from the inbox: its row stays as a tombstone (`deleted_at`), so no later sync
 * of its mailbox brings it back, and `restore` can undo it.
 */
export async function removeMessage(db: Database, actor: Actor, id: string, now: Date) {
  const removed = await db
    .update(inboundMessages)
    .set({ deletedAt: now })
    .where(
      and(
        eq(inboundMessages.id, id),
        eq(inboundMessages.organisationId, actor.organisationId),
        isNull(inboundMessages.deletedAt),
      ),
    )
    .returning({ id: inboundMessages.id });
  if (removed.length === 0) throw messageNotFound();
  return { id };
}

/** Brings a deleted message back (the undo of a delete); one not deleted is left as it is. */
export async function restoreMessage(db: Database, actor: Actor, id: string, now: Date) {
  await findItem(db, actor.organisationId, id, now, { withDeleted: true });
  await db
    .update(inboundMessages)
    .set({ deletedAt: null })
    .where(and(eq(inboundMessages.id, id), eq(inboundMessages.organisationId, actor.organisationId)));
  return findItem(db, actor.organisationId, id, now);
}
