import type { WarmupDay } from '@leadpilot/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { warmupMessages } from '../../db/schema.ts';

const dayMs = 86_400_000;

/** Days the mailbox detail shows, today included. */
export const warmupHistoryDays = 30;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A mailbox's warm-up, one entry per UTC day of the last 30 (oldest first, empty days as zeros).
 * `sent` and what became of those messages on the other side (`inbox`, `spam`, `rescued` from
 * spam, `replied` to) are counted on the day they were sent; `received` counts the warm-up
 * messages other mailboxes sent to this one that day.
 */
export async function loadWarmupHistory(db: Database, mailboxId: string, now: Date): Promise<WarmupDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (warmupHistoryDays - 1) * dayMs);
  const day = sql<string>`to_char(${warmupMessages.sentAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const counted = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [sent, received] = await Promise.all([
    db
      .select({
        day,
        sent: sql<number>`count(*)::int`,
        inbox: counted(sql`${warmupMessages.landedIn} = 'inbox'`),
        spam: counted(sql`${warmupMessages.landedIn} = 'spam'`),
        rescued: counted(sql`${warmupMessages.rescuedAt} is not null`),
        replied: counted(sql`${warmupMessages.repliedAt} is not null`),
      })
      .from(warmupMessages)
      .where(and(eq(warmupMessages.fromMailboxId, mailboxId), gte(warmupMessages.sentAt, since)))
      .groupBy(day),
    db
      .select({ day, received: sql<number>`count(*)::int` })
      .from(warmupMessages)
      .where(and(eq(warmupMessages.toMailboxId, mailboxId), gte(warmupMessages.sentAt, since)))
      .groupBy(day),
  ]);
  const sentByDay = new Map(sent.map((row) => [row.day, row]));
  const receivedByDay = new Map(received.map((row) => [row.day, row.received]));
  return Array.from({ length: warmupHistoryDays }, (_, index) => {
    const key = dayOf(new Date(since.getTime() + index * dayMs));
    const row = sentByDay.get(key);
    return {
      day: key,
      sent: row?.sent ?? 0,
      received: receivedByDay.get(key) ?? 0,
      inbox: row?.inbox ?? 0,
      spam: row?.spam ?? 0,
      rescued: row?.rescued ?? 0,
      replied: row?.replied ?? 0,
    };
  });
}
