import { type InboxItem, type InboxLabel, inboxLabels, inboxMessageKinds } from '@leadpilot/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { campaigns, inboundMessages, mailboxes } from '../../../db/schema.ts';
import { notFound } from '../../../platform/errors.ts';
import { cursorOfRow, stateOf } from './inbox-filters.ts';

/** How long the list's snippet is (the detail has the whole text). */
const snippetLength = 180;

/** The columns a list item reads, its mailbox's address and its campaign's name. */
export const itemColumns = {
  id: inboundMessages.id,
  mailboxId: inboundMessages.mailboxId,
  mailboxEmail: mailboxes.email,
  campaignId: inboundMessages.campaignId,
  campaignName: campaigns.name,
  enrolmentId: inboundMessages.enrolmentId,
  personId: inboundMessages.personId,
  fromAddress: inboundMessages.fromAddress,
  fromName: inboundMessages.fromName,
  subject: inboundMessages.subject,
  snippet: sql<string>`left(btrim(regexp_replace(${inboundMessages.text}, '\\s+', ' ', 'g')), ${snippetLength})`,
  receivedAt: inboundMessages.receivedAt,
  kind: inboundMessages.kind,
  label: inboundMessages.label,
  labelOverride: inboundMessages.labelOverride,
  confidence: inboundMessages.confidence,
  handledAt: inboundMessages.handledAt,
  snoozedUntil: inboundMessages.snoozedUntil,
  /** The row's page position (see inboxCursorPattern). */
  cursor: cursorOfRow,
};

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** A stored label as the contract knows it (anything else reads as none). */
export function asLabel(value: string | null): InboxLabel | null {
  return inboxLabels.find((label) => label === value) ?? null;
}

function asKind(value: string | null) {
  return inboxMessageKinds.find((kind) => kind === value) ?? null;
}

export function toInboxItem(row: ItemRow, now: Date): InboxItem {
  const classifierLabel = asLabel(row.label);
  const labelOverride = asLabel(row.labelOverride);
  return {
    id: row.id,
    mailboxId: row.mailboxId,
    mailboxEmail: row.mailboxEmail,
    campaignId: row.campaignId,
    campaignName: row.campaignName ?? null,
    enrolmentId: row.enrolmentId,
    personId: row.personId,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    snippet: row.snippet,
    receivedAt: row.receivedAt.toISOString(),
    kind: asKind(row.kind),
    label: labelOverride ?? classifierLabel,
    classifierLabel,
    labelOverride,
    confidence: row.confidence,
    state: stateOf(row, now),
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The select of list items, joined to their mailbox and campaign. */
export function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(inboundMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, inboundMessages.mailboxId))
    .leftJoin(campaigns, eq(campaigns.id, inboundMessages.campaignId))
    .$dynamic();
}

/** One message of the organisation (a deleted one only when asked), or 404. */
export async function findItem(
  db: Database,
  organisationId: string,
  id: string,
  now: Date,
  options: { withDeleted?: boolean } = {},
): Promise<InboxItem> {
  const [row] = await selectItems(db).where(
    and(
      eq(inboundMessages.id, id),
      eq(inboundMessages.organisationId, organisationId),
      options.withDeleted ? undefined : isNull(inboundMessages.deletedAt),
    ),
  );
  if (!row) throw messageNotFound();
  return toInboxItem(row, now);
}

export const messageNotFound = () => notFound('This message');
