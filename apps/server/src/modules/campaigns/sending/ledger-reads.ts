import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { campaignSteps, communicationEvents, enrolments, sendLedger } from '../../../db/schema.ts';
import type { ClaimedSend, LedgerSentMessage, ThreadMessage } from './send-store.ts';

/** Sends the limits count: every message handed to a transport, confirmed or not. */
const countedStates = ['submitting', 'sent', 'unknown'] as const;

/** What composing a message reads of its prospect (the domain from the address when none was given). */
export function prospectOf(enrolment: typeof enrolments.$inferSelect): ClaimedSend['prospect'] {
  return {
    email: enrolment.email,
    firstName: enrolment.firstName,
    lastName: enrolment.lastName,
    company: enrolment.company,
    domain: enrolment.domain || (enrolment.email.split('@')[1] ?? ''),
    timeZone: enrolment.timeZone,
    country: enrolment.country,
    mergeData: (enrolment.mergeData ?? {}) as Record<string, unknown>,
  };
}

/** The subjects of sent messages, as the communication log recorded them. */
export async function threadOf(db: Database, enrolmentIds: string[]): Promise<Map<string, ThreadMessage[]>> {
  const threads = new Map<string, ThreadMessage[]>();
  if (enrolmentIds.length === 0) return threads;
  const rows = await db
    .select({
      enrolmentId: sendLedger.enrolmentId,
      messageId: sendLedger.messageId,
      newThread: campaignSteps.newThread,
      subject: sql<string>`coalesce((select e.details->>'subject' from ${communicationEvents} e
        where e.ledger_id = ${sendLedger.id} and e.kind in ('sent', 'reconciled') order by e.at limit 1), '')`,
    })
    .from(sendLedger)
    .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
    .where(and(inArray(sendLedger.enrolmentId, enrolmentIds), eq(sendLedger.state, 'sent')))
    .orderBy(asc(sendLedger.sentAt), asc(campaignSteps.position));
  for (const row of rows) {
    const thread = threads.get(row.enrolmentId) ?? [];
    thread.push({ messageId: row.messageId ?? '', subject: row.subject, newThread: row.newThread });
    threads.set(row.enrolmentId, thread);
  }
  return threads;
}

/** The organisation's campaign messages handed to a transport since `since`, as the limits count them. */
export async function sendHistorySince(
  db: Database,
  organisationId: string,
  since: Date,
): Promise<LedgerSentMessage[]> {
  const firstEmail = sql`(select min(s.position) from ${campaignSteps} s
    where s.campaign_id = ${sendLedger.campaignId} and s.kind = 'email')`;
  const rows = await db
    .select({
      ledgerId: sendLedger.id,
      at: sendLedger.submittedAt,
      mailboxId: sendLedger.mailboxId,
      campaignId: sendLedger.campaignId,
      email: enrolments.email,
      domain: enrolments.domain,
      isFirstMessage: sql<boolean>`${campaignSteps.position} = ${firstEmail}`,
    })
    .from(sendLedger)
    .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
    .innerJoin(campaignSteps, eq(campaignSteps.id, sendLedger.stepId))
    .where(
      and(
        eq(sendLedger.organisationId, organisationId),
        inArray(sendLedger.state, [...countedStates]),
        isNotNull(sendLedger.mailboxId),
        gte(sendLedger.submittedAt, since),
      ),
    );
  const history = rows.map(
    (row): LedgerSentMessage => ({
      ledgerId: row.ledgerId,
      at: row.at ?? since,
      mailboxId: row.mailboxId ?? '',
      organisationId,
      campaignId: row.campaignId,
      recipientDomain: (row.domain || row.email.split('@')[1] || '').toLowerCase(),
      isFirstMessage: row.isFirstMessage,
    }),
  );
  return history;
}
