import { type InboxCounts, type InboxPage, inboxLabels } from '@leadpilot/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { inboundMessages } from '../../../db/schema.ts';
import {
  checkFilterOwners,
  cursorCondition,
  effectiveLabel,
  type InboxCountFilters,
  type InboxListFilters,
  sharedConditions,
} from './inbox-filters.ts';
import { asLabel, selectItems, toInboxItem } from './inbox-item.ts';

/**
 * A page of the organisation's inbound messages, newest first (keyset on receipt time and id, so a
 * message arriving meanwhile neither repeats nor hides a row of the next page).
 */
export async function listInbox(
  db: Database,
  organisationId: string,
  filters: InboxListFilters,
  now: Date,
): Promise<InboxPage> {
  await checkFilterOwners(db, organisationId, filters);
  const conditions = sharedConditions(organisationId, filters, now);
  if (filters.label) conditions.push(eq(effectiveLabel, filters.label));
  if (filters.cursor) conditions.push(cursorCondition(filters.cursor));
  const page = await selectItems(db)
    .where(and(...conditions))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .limit(filters.limit + 1);
  const items = page.slice(0, filters.limit);
  const last = items.at(-1);
  const nextCursor = page.length > filters.limit && last ? last.cursor : null;
  return { data: items.map((row) => toInboxItem(row, now)), nextCursor };
}

/** Messages per effective label under the other filters (the label filter itself left out). */
export async function countInbox(
  db: Database,
  organisationId: string,
  filters: InboxCountFilters,
  now: Date,
): Promise<InboxCounts> {
  await checkFilterOwners(db, organisationId, filters);
  const rows = await db
    .select({ label: effectiveLabel, value: count() })
    .from(inboundMessages)
    .where(and(...sharedConditions(organisationId, filters, now)))
    .groupBy(effectiveLabel);
  const labels = Object.fromEntries(inboxLabels.map((label) => [label, 0])) as InboxCounts['labels'];
  let total = 0;
  let unlabelled = 0;
  for (const row of rows) {
    total += row.value;
    const label = asLabel(row.label);
    if (label) labels[label] += row.value;
    else unlabelled += row.value;
  }
  return { total, labels, unlabelled };
}
