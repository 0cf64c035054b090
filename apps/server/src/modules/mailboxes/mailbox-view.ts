import type { Mailbox, MailboxSync, WarmupState, WarmupSummary } from '@leadpilot/contracts';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes, mailboxSends, mailboxSyncState, warmupMessages } from '../../db/schema.ts';
import { plannedWarmupFor, warmupDayIndex, warmupScore } from './warmup-plan.ts';

export type MailboxRow = typeof mailboxes.$inferSelect;

const dayMs = 86_400_000;

/** A server's settings as replies show them; settings stored before the choice existed did not choose plain text. */
function serverSettingsView(settings: MailboxRow['smtpSettings']): Mailbox['smtp'] {
  if (!settings) return null;
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    plainText: settings.plainText === true,
    username: settings.username,
  };
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Figures a mailbox's view needs beyond its row: today's sends, its warm-up score, how reading its mail goes. */
export interface MailboxStats {
  sentToday: number;
  warmupSentToday: number;
  warmupScore: number | null;
  /** The reply reader's health; null before its first read, absent when not loaded. */
  sync?: MailboxSync | null;
}

const noStats: MailboxStats = { sentToday: 0, warmupSentToday: 0, warmupScore: null };

/**
 * The reply reader's health of each mailbox (`mailbox_sync_state`, written by the replies module's
 * sync): read here with the other figures, one query, as the mailbox's own health beside `status`.
 */
async function loadSyncHealth(db: Database, ids: string[]): Promise<Map<string, MailboxSync>> {
  const rows = await db.select().from(mailboxSyncState).where(inArray(mailboxSyncState.mailboxId, ids));
  return new Map(
    rows.map((row) => [
      row.mailboxId,
      {
        status: row.status,
        lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
        lastError: row.lastError,
        consecutiveFailures: row.consecutiveFailures,
      },
    ]),
  );
}

/** Today's sends, the warm-up score and the reading health of each mailbox, in three queries whatever the count. */
export async function loadMailboxStats(db: Database, ids: string[], now: Date): Promise<Map<string, MailboxStats>> {
  const stats = new Map<string, MailboxStats>();
  if (ids.length === 0) return stats;
  const health = await loadSyncHealth(db, ids);
  for (const id of ids) stats.set(id, { ...noStats, sync: health.get(id) ?? null });
  const today = startOfUtcDay(now);
  const sends = await db
    .select({
      mailboxId: mailboxSends.mailboxId,
      total: sql<number>`count(*)::int`,
      warmup: sql<number>`(count(*) filter (where ${mailboxSends.purpose} = 'warmup'))::int`,
    })
    .from(mailboxSends)
    .where(and(inArray(mailboxSends.mailboxId, ids), gte(mailboxSends.sentAt, today)))
    .groupBy(mailboxSends.mailboxId);
  for (const row of sends) {
    const current = stats.get(row.mailboxId) ?? { ...noStats };
    stats.set(row.mailboxId, { ...current, sentToday: row.total, warmupSentToday: row.warmup });
  }
  const checked = await db
    .select({
      mailboxId: warmupMessages.fromMailboxId,
      sentAt: warmupMessages.sentAt,
      landedIn: warmupMessages.landedIn,
    })
    .from(warmupMessages)
    .where(
      and(
        inArray(warmupMessages.fromMailboxId, ids),
        gte(warmupMessages.sentAt, new Date(today.getTime() - 13 * dayMs)),
        isNotNull(warmupMessages.landedIn),
      ),
    );
  const byMailbox = new Map<string, { ageDays: number; inInbox: boolean }[]>();
  for (const row of checked) {
    const list = byMailbox.get(row.mailboxId) ?? [];
    list.push({
      ageDays: Math.floor((today.getTime() - startOfUtcDay(row.sentAt).getTime()) / dayMs),
      inInbox: row.landedIn === 'inbox',
    });
    byMailbox.set(row.mailboxId, list);
  }
  for (const [mailboxId, list] of byMailbox) {
    const current = stats.get(mailboxId) ?? { ...noStats };
    stats.set(mailboxId, { ...current, warmupScore: warmupScore(list) });
  }
  return stats;
}

export function warmupSummaryOf(row: MailboxRow, stats: MailboxStats, now: Date): WarmupSummary {
  const dayIndex = row.warmupStartedAt ? warmupDayIndex(row.warmupStartedAt, now) : 0;
  const planned = row.warmupEnabled ? plannedWarmupFor(dayIndex, row.warmupTarget) : 0;
  let state: WarmupState = 'off';
  if (row.warmupEnabled) {
    if (row.status !== 'active') state = 'paused';
    else state = planned >= row.warmupTarget ? 'steady' : 'ramping';
  }
  return {
    enabled: row.warmupEnabled,
    state,
    dailyTarget: row.warmupTarget,
    todayPlanned: planned,
    todaySent: stats.warmupSentToday,
    score: stats.warmupScore,
    startedAt: row.warmupStartedAt?.toISOString() ?? null,
  };
}

/** The reply shape of a mailbox entry: never a password or token. */
export function mailboxViewOf(row: MailboxRow, stats: MailboxStats | undefined, now: Date): Mailbox {
  const figures = stats ?? noStats;
  return {
    id: row.id,
    mode: row.mode,
    kind: row.kind,
    email: row.email,
    senderName: row.senderName,
    status: row.status,
    statusReason: row.statusReason,
    dailyLimit: row.dailyLimit,
    sentToday: figures.sentToday,
    sendingWindow: row.sendingWindow ?? null,
    signatureId: row.signatureId,
    trackingDomain: row.trackingDomain,
    smtp: serverSettingsView(row.smtpSettings),
    imap: serverSettingsView(row.imapSettings),
    warmup: warmupSummaryOf(row, figures, now),
    calendar: row.calendarSettings ?? null,
    ownerUserId: row.ownerUserId,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    ...(figures.sync !== undefined ? { sync: figures.sync } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One organisation's mailbox as a view, or null when it has no such mailbox (answer 404). */
export async function loadMailboxView(
  db: Database,
  organisationId: string,
  id: string,
  now: Date,
): Promise<Mailbox | null> {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.organisationId, organisationId), eq(mailboxes.id, id)));
  if (!row) return null;
  const stats = await loadMailboxStats(db, [row.id], now);
  return mailboxViewOf(row, stats.get(row.id), now);
}
