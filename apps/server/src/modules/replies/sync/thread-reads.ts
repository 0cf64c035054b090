import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { communicationEvents, enrolments, sendLedger } from '../../../db/schema.ts';
import type { SentByMessageId, SentToAddress, ThreadReads } from './sync-store.ts';

/**
 * The campaign messages a reply may answer, read-only from the sending engine's tables (one
 * statement each, as other modules read the ledger): by the Message-ID we sent with
 * (`send_ledger.message_id`, unique), or by the address we sent to with the subject the
 * communication log recorded for the send.
 */
export function createThreadReads(db: Database): ThreadReads {
  return {
    async sentByMessageIds(organisationId, messageIds) {
      if (messageIds.length === 0) return [];
      const rows = await db
        .select({
          messageId: sendLedger.messageId,
          sendLedgerId: sendLedger.id,
          enrolmentId: sendLedger.enrolmentId,
          campaignId: sendLedger.campaignId,
          personId: enrolments.personId,
        })
        .from(sendLedger)
        .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
        .where(and(eq(sendLedger.organisationId, organisationId), inArray(sendLedger.messageId, messageIds)));
      return rows.map((row): SentByMessageId => ({ ...row, messageId: row.messageId ?? '' }));
    },

    async sentTo(organisationId, address, since, until) {
      const rows = await db
        .select({
          sendLedgerId: sendLedger.id,
          enrolmentId: sendLedger.enrolmentId,
          campaignId: sendLedger.campaignId,
          personId: enrolments.personId,
          mailboxId: sendLedger.mailboxId,
          sentAt: sendLedger.sentAt,
          subject: sql<string>`coalesce((select e.details->>'subject' from ${communicationEvents} e
            where e.ledger_id = ${sendLedger.id} and e.kind = 'sent' order by e.at limit 1), '')`,
        })
        .from(enrolments)
        .innerJoin(sendLedger, eq(sendLedger.enrolmentId, enrolments.id))
        .where(
          and(
            eq(enrolments.organisationId, organisationId),
            eq(enrolments.email, address.toLowerCase()),
            eq(sendLedger.state, 'sent'),
            gte(sendLedger.sentAt, since),
            lte(sendLedger.sentAt, until),
          ),
        )
        .orderBy(desc(sendLedger.sentAt))
        .limit(100);
      return rows.map((row): SentToAddress => ({ ...row, sentAt: row.sentAt ?? since }));
    },
  };
}
