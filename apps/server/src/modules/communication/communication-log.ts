import type { AdminCommLogEntry, AdminCommLogQuery } from '@leadpilot/contracts';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { campaigns, communicationEvents, enrolments, mailboxes, organisations, sendLedger } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { eventView } from './conversation.ts';

/** A one-off email has no enrolment or ledger row: its recipient and sender are in the entry's details. */
const recipient = sql<string | null>`coalesce(${enrolments.email}, ${communicationEvents.details}->>'to')`;
const mailboxEmail = sql<string | null>`coalesce(${mailboxes.email}, ${communicationEvents.details}->>'from')`;

function whereOf(query: AdminCommLogQuery): SQL | undefined {
  const words = query.q ? likePattern(query.q) : null;
  return and(
    query.organisationId ? eq(communicationEvents.organisationId, query.organisationId) : undefined,
    query.campaignId ? eq(communicationEvents.campaignId, query.campaignId) : undefined,
    query.kind ? eq(communicationEvents.kind, query.kind) : undefined,
    query.from ? gte(communicationEvents.at, new Date(query.from)) : undefined,
    query.to ? lte(communicationEvents.at, new Date(query.to)) : undefined,
    query.open === 'true' ? sql`not (${communicationEvents.details} ? 'resolution')` : undefined,
    words
      ? or(
          ilike(communicationEvents.reason, words),
          ilike(recipient, words),
          ilike(organisations.name, words),
          ilike(campaigns.name, words),
        )
      : undefined,
  );
}

/**
 * The communication log across organisations, newest first, filtered, each entry with its
 * organisation, campaign, recipient, sending mailbox and its message's state now.
 */
export async function listCommunicationLog(db: Database, query: AdminCommLogQuery) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 10;
  const where = whereOf(query);
  // The count joins what the search reads, as the page does.
  const joined = <T extends PgSelect>(select: T) =>
    select
      .innerJoin(organisations, eq(organisations.id, communicationEvents.organisationId))
      .leftJoin(sendLedger, eq(sendLedger.id, communicationEvents.ledgerId))
      .leftJoin(campaigns, eq(campaigns.id, communicationEvents.campaignId))
      .leftJoin(enrolments, eq(enrolments.id, communicationEvents.enrolmentId))
      .leftJoin(mailboxes, sql`${mailboxes.id} = coalesce(${sendLedger.mailboxId}, ${enrolments.mailboxId})`)
      .where(where);
  const [rows, [total]] = await Promise.all([
    joined(
      db
        .select({
          event: communicationEvents,
          organisationName: organisations.name,
          campaignName: campaigns.name,
          recipient,
          mailboxEmail,
          ledgerState: sendLedger.state,
        })
        .from(communicationEvents)
        .$dynamic(),
    )
      .orderBy(desc(communicationEvents.at), desc(communicationEvents.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    joined(db.select({ value: count() }).from(communicationEvents).$dynamic()),
  ]);
  const data: AdminCommLogEntry[] = rows.map((row) => ({
    ...eventView(row.event),
    organisationName: row.organisationName,
    campaignName: row.campaignName ?? null,
    recipient: row.recipient ?? null,
    mailboxEmail: row.mailboxEmail ?? null,
    ledgerState: row.ledgerState ?? null,
  }));
  return { data, total: total?.value ?? 0, page, perPage };
}
