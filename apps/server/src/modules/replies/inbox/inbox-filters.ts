import type { InboxState, inboxCountsQuerySchema, inboxQuerySchema } from '@leadpilot/contracts';
import { and, eq, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { campaigns, inboundMessages, mailboxes } from '../../../db/schema.ts';
import { notFound } from '../../../platform/errors.ts';
import { likePattern } from '../../../platform/like-pattern.ts';

export type InboxListFilters = z.infer<typeof inboxQuerySchema>;
export type InboxCountFilters = z.infer<typeof inboxCountsQuerySchema>;

/** The label in force: a person's override when set, else the classifier's. */
export const effectiveLabel = sql<string | null>`coalesce(${inboundMessages.labelOverride}, ${inboundMessages.label})`;

const kindOf = { replies: 'reply', automatic: 'auto_reply', bounces: 'bounce' } as const;

/** Open: not handled and not snoozed (or its snooze has passed); snoozed: until a time to come. */
export function stateCondition(state: InboxState, now: Date): SQL | undefined {
  const notHandled = isNull(inboundMessages.handledAt);
  if (state === 'handled') return isNotNull(inboundMessages.handledAt);
  if (state === 'snoozed') return and(notHandled, sql`${inboundMessages.snoozedUntil} > ${now}`);
  if (state === 'open') {
    return and(notHandled, or(isNull(inboundMessages.snoozedUntil), lte(inboundMessages.snoozedUntil, now)));
  }
  return undefined;
}

/** The state a message is in at `now`. */
export function stateOf(row: { handledAt: Date | null; snoozedUntil: Date | null }, now: Date) {
  if (row.handledAt) return 'handled' as const;
  if (row.snoozedUntil && row.snoozedUntil > now) return 'snoozed' as const;
  return 'open' as const;
}

/**
 * A campaign or mailbox filter names one of the organisation's own, or answers 404 (as for an id
 * that exists nowhere), so the list never says whether another organisation's id exists.
 */
export async function checkFilterOwners(db: Database, organisationId: string, filters: InboxCountFilters) {
  const [campaign, mailbox] = await Promise.all([
    filters.campaignId
      ? db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.id, filters.campaignId), eq(campaigns.organisationId, organisationId)))
      : null,
    filters.mailboxId
      ? db
          .select({ id: mailboxes.id })
          .from(mailboxes)
          .where(and(eq(mailboxes.id, filters.mailboxId), eq(mailboxes.organisationId, organisationId)))
      : null,
  ]);
  if (campaign && campaign.length === 0) throw notFound('This campaign');
  if (mailbox && mailbox.length === 0) throw notFound('This mailbox');
}

/** Every filter but the label and the page: what the list and the counts share. */
export function sharedConditions(organisationId: string, filters: InboxCountFilters, now: Date): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(inboundMessages.organisationId, organisationId),
    isNull(inboundMessages.deletedAt),
    stateCondition(filters.state, now),
    filters.kind ? eq(inboundMessages.kind, kindOf[filters.kind]) : undefined,
    filters.campaignId ? eq(inboundMessages.campaignId, filters.campaignId) : undefined,
    filters.mailboxId ? eq(inboundMessages.mailboxId, filters.mailboxId) : undefined,
  ];
  if (filters.q) {
    const words = likePattern(filters.q);
    conditions.push(
      or(
        ilike(inboundMessages.fromAddress, words),
        ilike(inboundMessages.fromName, words),
        ilike(inboundMessages.subject, words),
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The position after which a page starts: `<microseconds since 1970>_<id>` (inboxCursorPattern). */
export function cursorCondition(cursor: string): SQL {
  const [micros = '0', id = ''] = cursor.split('_');
  return sql`(${inboundMessages.receivedAt}, ${inboundMessages.id}) <
    (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

/** The cursor of a row, read in SQL so it keeps the database's microseconds. */
export const cursorOfRow = sql<string>`(floor(extract(epoch from ${inboundMessages.receivedAt}) * 1000000))::bigint::text || '_' || ${inboundMessages.id}::text`;
