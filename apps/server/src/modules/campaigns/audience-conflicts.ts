import { activeCampaignStatuses } from '@leadpilot/contracts';
import { and, desc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, enrolments, sendLedger } from '../../db/schema.ts';
import { days } from '../../platform/clock.ts';

/** `items` in slices of at most `size` (a query's parameter list stays small). */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Addresses a statement takes: a whole audience (at most 25,000), one array parameter. */
const chunkSize = 25_000;

/** Enrolments that still have a sequence to run. */
export const liveEnrolmentStatuses = ['active', 'held', 'paused'] as const;

/** The addresses as one array parameter: an IN list binds (and Drizzle builds) one parameter an address. */
const amongEmails = (emails: readonly string[]): SQL =>
  sql`${enrolments.email} = any(${sql.param([...emails])}::text[])`;

const otherThan = (campaignId: string | null): SQL | undefined =>
  campaignId ? ne(enrolments.campaignId, campaignId) : undefined;

/**
 * Of these addresses, those with a live enrolment in another scheduled, running or paused campaign
 * of the organisation, each with the campaign named.
 */
export async function takenByActiveCampaigns(
  db: Database,
  organisationId: string,
  emails: readonly string[],
  campaignId: string | null,
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (const part of chunked(emails, chunkSize)) {
    const rows = await db
      .select({ email: enrolments.email, name: campaigns.name, status: campaigns.status })
      .from(enrolments)
      .innerJoin(campaigns, eq(campaigns.id, enrolments.campaignId))
      .where(
        and(
          eq(enrolments.organisationId, organisationId),
          amongEmails(part),
          inArray(enrolments.status, [...liveEnrolmentStatuses]),
          inArray(campaigns.status, [...activeCampaignStatuses]),
          otherThan(campaignId),
        ),
      );
    for (const row of rows) {
      if (!taken.has(row.email)) taken.set(row.email, `In the ${row.status} campaign “${row.name}”.`);
    }
  }
  return taken;
}

/**
 * Of these addresses, those another campaign of the organisation sent a message to within the last
 * `coolOffDays` (by the send ledger's sent messages), each with the campaign and the day named.
 */
export async function contactedRecently(
  db: Database,
  organisationId: string,
  emails: readonly string[],
  campaignId: string | null,
  now: Date,
  coolOffDays: number,
): Promise<Map<string, string>> {
  const since = new Date(now.getTime() - days(coolOffDays));
  const contacted = new Map<string, string>();
  for (const part of chunked(emails, chunkSize)) {
    const rows = await db
      .select({ email: enrolments.email, name: campaigns.name, sentAt: sendLedger.sentAt })
      .from(sendLedger)
      .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
      .innerJoin(campaigns, eq(campaigns.id, enrolments.campaignId))
      .where(
        and(
          eq(sendLedger.organisationId, organisationId),
          eq(sendLedger.state, 'sent'),
          gte(sendLedger.sentAt, since),
          eq(enrolments.organisationId, organisationId),
          amongEmails(part),
          otherThan(campaignId),
        ),
      )
      .orderBy(desc(sendLedger.sentAt));
    for (const row of rows) {
      if (contacted.has(row.email)) continue;
      const day = row.sentAt ? row.sentAt.toISOString().slice(0, 10) : 'recently';
      contacted.set(row.email, `Emailed by “${row.name}” on ${day}, within the ${coolOffDays}-day cool-off period.`);
    }
  }
  return contacted;
}

/** Of these people, those the campaign has already enrolled (in any state), in chunks of 5,000. */
export async function enrolledAmong(
  db: Database,
  campaignId: string,
  personIds: readonly string[],
): Promise<Set<string>> {
  const enrolled = new Set<string>();
  for (const part of chunked(personIds, 5_000)) {
    const rows = await db
      .select({ personId: enrolments.personId })
      .from(enrolments)
      .where(
        and(eq(enrolments.campaignId, campaignId), isNotNull(enrolments.personId), inArray(enrolments.personId, part)),
      );
    for (const row of rows) if (row.personId) enrolled.add(row.personId);
  }
  return enrolled;
}
