import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { mailboxes, mailboxSends, warmupMessages } from '../../db/schema.ts';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';
import { type MailboxClient, type MailboxClientFactory, MailboxConnectionError } from './mailbox-client.ts';
import { sendFromMailbox, sentTodayBy } from './mailbox-sender.ts';
import type { MailboxRow } from './mailbox-view.ts';
import { composeWarmupMessage, composeWarmupReply, firstNameOf, shouldReply } from './warmup-content.ts';
import { plannedWarmupFor, warmupDayIndex } from './warmup-plan.ts';

const minute = 60_000;
const dayMs = 86_400_000;
/** A claimed send with no record of being sent after this long never went out: the slot is freed. */
const staleClaimMs = 15 * minute;
/** Messages older than this are no longer answered. */
const replyWithinMs = 3 * dayMs;
/** How far back pairing looks to spread a mailbox's messages across partners. */
const pairingMemoryMs = 7 * dayMs;

/** The log lines the engine writes: ids, steps and plain-words reasons, never a credential. */
export interface WarmupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface WarmupEngineDeps {
  db: Database;
  clock: Clock;
  clients: MailboxClientFactory;
  /** Keys the tokens of warm-up messages, so they are unguessable yet the same for a retried slot. */
  tokenSecret: string;
  /** A message the receiver has not found after this long is recorded as missing. */
  missingAfterMs: number;
  /** The share of received warm-up messages a mailbox answers (0–100). */
  replyPercent: number;
  log: WarmupLog;
}

export interface WarmupTickResult {
  sent: number;
  checked: number;
  replied: number;
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const dayKey = (now: Date) => now.toISOString().slice(0, 10);
const unit = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

const isoWeekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Year, month, day, weekday, hour and minute of `instant` on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: isoWeekdays[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The instant when the wall clock of `timeZone` shows `hh:mm` on the given date (DST-aware). */
function zonedInstant(date: { year: number; month: number; day: number }, clockTime: string, timeZone: string) {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wanted - shownUtc;
  }
  return new Date(guess);
}

/**
 * Today's sending window of a mailbox: its own window in its time zone, or the whole UTC day when
 * it has none. Null on a day the window excludes.
 */
export function sendingWindowOf(mailbox: MailboxRow, now: Date): { start: Date; end: Date } | null {
  const window = mailbox.sendingWindow;
  if (!window) {
    const start = startOfUtcDay(now);
    return { start, end: new Date(start.getTime() + dayMs) };
  }
  const today = wallClock(now, window.timeZone);
  if (!window.days.includes(today.weekday)) return null;
  return {
    start: zonedInstant(today, window.start, window.timeZone),
    end: zonedInstant(today, window.end, window.timeZone),
  };
}

/** Slots end this long before the window does (at most a tenth of it), so the last tick of the window still sends. */
const windowTailMs = 30 * minute;

/**
 * How many of the day's `planned` messages are due by `now`: the window (less its tail) is cut
 * into `planned` equal slots, each message due somewhere in its slot (a fixed jitter per mailbox
 * and day), so the day's messages spread out instead of leaving in one burst.
 */
export function dueByNow(mailboxId: string, window: { start: Date; end: Date }, planned: number, now: Date) {
  if (planned <= 0 || now < window.start) return 0;
  const length = window.end.getTime() - window.start.getTime();
  const slot = (length - Math.min(windowTailMs, length / 10)) / planned;
  let due = 0;
  for (let index = 0; index < planned; index += 1) {
    const offset = (index + 0.1 + 0.8 * unit(`${mailboxId}:${dayKey(window.start)}:${index}`)) * slot;
    if (window.start.getTime() + offset <= now.getTime()) due += 1;
  }
  return due;
}

const safeReason = (error: unknown) => {
  if (error instanceof MailboxConnectionError || error instanceof AppError) return error.message;
  // Another library's error may quote what it was given; only its kind is logged.
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return `${error instanceof Error ? error.name : 'Error'}${code ? ` ${code}` : ''}`;
};

/**
 * The warm-up engine. Each tick, in order: frees claims that never sent, looks for delivered
 * warm-up mail on the receiving side (where it landed, open, rescue from spam), answers a share of
 * it, then sends each warming mailbox's messages that are due. Every step is safe to run twice:
 * a message is claimed by its token (unique) before it is sent, and sent with an idempotency key.
 */
export function createWarmupEngine(deps: WarmupEngineDeps) {
  const { db, clients, log } = deps;

  const tokenFor = (slot: string) =>
    createHmac('sha256', deps.tokenSecret).update(`warmup:${slot}`).digest('hex').slice(0, 12);
  const sendKey = (token: string) => `warmup:${token}`;
  const fixedClock = (now: Date): Clock => ({ now: () => now });

  /** Mailboxes that take part today: warm-up on, sending mail, active. */
  async function warmingMailboxes(): Promise<MailboxRow[]> {
    return db
      .select()
      .from(mailboxes)
      .where(
        and(
          eq(mailboxes.warmupEnabled, true),
          eq(mailboxes.mode, 'Email'),
          eq(mailboxes.status, 'active'),
          isNotNull(mailboxes.warmupStartedAt),
        ),
      )
      .orderBy(asc(mailboxes.id));
  }

  const plannedToday = (mailbox: MailboxRow, now: Date) =>
    mailbox.warmupStartedAt ? plannedWarmupFor(warmupDayIndex(mailbox.warmupStartedAt, now), mailbox.warmupTarget) : 0;

  async function warmupSentSince(mailboxId: string, since: Date, fresh = false): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(warmupMessages)
      .where(
        and(
          eq(warmupMessages.fromMailboxId, mailboxId),
          gte(warmupMessages.sentAt, since),
          fresh ? isNull(warmupMessages.inReplyToId) : undefined,
        ),
      );
    return row?.total ?? 0;
  }

  /** Warm-up messages the mailbox may still send today: the ramp's plan and its daily limit, whichever is lower. */
  async function budgetOf(mailbox: MailboxRow, now: Date): Promise<number> {
    const planned = plannedToday(mailbox, now);
    const warmupToday = await warmupSentSince(mailbox.id, startOfUtcDay(now));
    const allToday = await sentTodayBy(db, mailbox.id, now);
    return Math.max(0, Math.min(planned - warmupToday, mailbox.dailyLimit - allToday));
  }

  /** A failure while talking to a mailbox: logged in plain words; refused credentials mark it broken. */
  async function recordFailure(mailbox: MailboxRow, step: string, error: unknown, now: Date) {
    log.warn({ mailboxId: mailbox.id, step, reason: safeReason(error) }, 'warm-up step failed');
    if (error instanceof MailboxConnectionError && error.permanent) {
      await db
        .update(mailboxes)
        .set({ status: 'broken', statusReason: error.message, updatedAt: now })
        .where(and(eq(mailboxes.id, mailbox.id), eq(mailboxes.status, 'active')));
    }
  }

  /** Opens each mailbox's client once per step and closes them all at the end. */
  function clientPool() {
    const open = new Map<string, Promise<MailboxClient>>();
    return {
      get(mailbox: MailboxRow) {
        let client = open.get(mailbox.id);
        if (!client) {
          client = clients.clientFor(mailbox);
          open.set(mailbox.id, client);
        }
        return client;
      },
      async closeAll() {
        for (const client of open.values()) {
          await client.then((opened) => opened.close()).catch(() => undefined);
        }
      },
    };
  }

  /** Sends one claimed warm-up message; on failure the claim is released so the slot can be retried. */
  async function sendClaimed(
    mailbox: MailboxRow,
    client: MailboxClient,
    claim: { id: string; token: string },
    message: { to: string; subject: string; text: string; html: string; inReplyTo?: string },
    now: Date,
  ) {
    try {
      await sendFromMailbox(
        { db, clock: fixedClock(now) },
        mailbox,
        client,
        {
          idempotencyKey: sendKey(claim.token),
          from: { name: mailbox.senderName || firstNameOf('', mailbox.email), address: mailbox.email },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: {
            'X-Leadpilot-Warmup': claim.token,
            ...(message.inReplyTo ? { References: message.inReplyTo } : {}),
          },
          ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
        },
        'warmup',
      );
    } catch (error) {
      await db.delete(warmupMessages).where(eq(warmupMessages.id, claim.id));
      throw error;
    }
  }

  /** Frees claims whose send never happened, and records answers whose send did but whose mark did not. */
  async function recoverClaims(now: Date) {
    const staleBefore = new Date(now.getTime() - staleClaimMs);
    await db
      .delete(warmupMessages)
      .where(
        and(
          lt(warmupMessages.sentAt, staleBefore),
          isNull(warmupMessages.checkedAt),
          sql`not exists (select 1 from ${mailboxSends} where ${mailboxSends.idempotencyKey} = 'warmup:' || ${warmupMessages.token})`,
        ),
      );
    await db.execute(sql`
      update warmup_messages as original set replied_at = answer.sent_at
      from warmup_messages as answer
      where answer.in_reply_to_id = original.id and original.replied_at is null
        and exists (select 1 from mailbox_sends where idempotency_key = 'warmup:' || answer.token)`);
  }

  /** The receiving side: finds each unchecked message, records where it landed, opens it and rescues it from spam. */
  async function checkArrivals(now: Date): Promise<number> {
    const pending = await db
      .select({ message: warmupMessages, receiver: mailboxes })
      .from(warmupMessages)
      .innerJoin(mailboxes, eq(mailboxes.id, warmupMessages.toMailboxId))
      .where(
        and(
          isNull(warmupMessages.checkedAt),
          lt(warmupMessages.sentAt, now),
          eq(mailboxes.status, 'active'),
          sql`exists (select 1 from ${mailboxSends} where ${mailboxSends.idempotencyKey} = 'warmup:' || ${warmupMessages.token})`,
        ),
      )
      .orderBy(asc(warmupMessages.sentAt))
      .limit(1000);
    const byReceiver = new Map<string, { receiver: MailboxRow; messages: (typeof pending)[number]['message'][] }>();
    for (const row of pending) {
      const entry = byReceiver.get(row.receiver.id) ?? { receiver: row.receiver, messages: [] };
      entry.messages.push(row.message);
      byReceiver.set(row.receiver.id, entry);
    }
    const pool = clientPool();
    let checked = 0;
    try {
      for (const { receiver, messages } of byReceiver.values()) {
        try {
          const client = await pool.get(receiver);
          for (const message of messages) {
            const found = await client.findByToken(message.token);
            const copy = found.find((candidate) => candidate.folder === 'spam') ?? found[0];
            if (!copy) {
              if (now.getTime() - message.sentAt.getTime() < deps.missingAfterMs) continue;
              const marked = await db
                .update(warmupMessages)
                .set({ landedIn: 'missing', checkedAt: now })
                .where(and(eq(warmupMessages.id, message.id), isNull(warmupMessages.checkedAt)))
                .returning({ id: warmupMessages.id });
              checked += marked.length;
              continue;
            }
            // Open it (and move it to the inbox when it landed in spam) before recording it, so a
            // broken connection leaves it unrecorded and the next tick does both again.
            await client.rescue(copy);
            const marked = await db
              .update(warmupMessages)
              .set({
                landedIn: copy.folder,
                checkedAt: now,
                openedAt: now,
                rescuedAt: copy.folder === 'spam' ? now : null,
              })
              .where(and(eq(warmupMessages.id, message.id), isNull(warmupMessages.checkedAt)))
              .returning({ id: warmupMessages.id });
            checked += marked.length;
          }
        } catch (error) {
          await recordFailure(receiver, 'check', error, now);
        }
      }
    } finally {
      await pool.closeAll();
    }
    return checked;
  }

  /** Answers a steady share of the first messages each warming mailbox received, within its budget and window. */
  async function sendReplies(now: Date): Promise<number> {
    const warming = await warmingMailboxes();
    const byId = new Map(warming.map((mailbox) => [mailbox.id, mailbox]));
    if (warming.length < 2) return 0;
    const candidates = await db
      .select()
      .from(warmupMessages)
      .where(
        and(
          inArray(warmupMessages.toMailboxId, [...byId.keys()]),
          inArray(warmupMessages.fromMailboxId, [...byId.keys()]),
          isNull(warmupMessages.inReplyToId),
          isNull(warmupMessages.repliedAt),
          inArray(warmupMessages.landedIn, ['inbox', 'spam']),
          gte(warmupMessages.sentAt, new Date(now.getTime() - replyWithinMs)),
        ),
      )
      .orderBy(asc(warmupMessages.sentAt));
    const pool = clientPool();
    let replied = 0;
    try {
      for (const replier of warming) {
        const toAnswer = candidates.filter(
          (message) => message.toMailboxId === replier.id && shouldReply(message.token, deps.replyPercent),
        );
        if (toAnswer.length === 0) continue;
        const window = sendingWindowOf(replier, now);
        if (!window || now < window.start || now >= window.end) continue;
        let budget = await budgetOf(replier, now);
        try {
          for (const original of toAnswer) {
            if (budget <= 0) break;
            const partner = byId.get(original.fromMailboxId);
            if (!partner) continue;
            const token = tokenFor(`reply:${original.id}`);
            const content = composeWarmupReply({
              token,
              fromName: firstNameOf(replier.senderName, replier.email),
              toName: firstNameOf(partner.senderName, partner.email),
              originalSubject: original.subject,
            });
            const [claim] = await db
              .insert(warmupMessages)
              .values({
                fromMailboxId: replier.id,
                toMailboxId: partner.id,
                token,
                subject: content.subject,
                inReplyToId: original.id,
                sentAt: now,
              })
              .onConflictDoNothing({ target: warmupMessages.token })
              .returning({ id: warmupMessages.id, token: warmupMessages.token });
            if (!claim) continue;
            const [sent] = await db
              .select({ messageId: mailboxSends.messageId })
              .from(mailboxSends)
              .where(eq(mailboxSends.idempotencyKey, sendKey(original.token)));
            const client = await pool.get(replier);
            await sendClaimed(
              replier,
              client,
              claim,
              { to: partner.email, ...content, ...(sent?.messageId ? { inReplyTo: sent.messageId } : {}) },
              now,
            );
            await db
              .update(warmupMessages)
              .set({ repliedAt: now })
              .where(and(eq(warmupMessages.id, original.id), isNull(warmupMessages.repliedAt)));
            budget -= 1;
            replied += 1;
          }
        } catch (error) {
          await recordFailure(replier, 'reply', error, now);
        }
      }
    } finally {
      await pool.closeAll();
    }
    return replied;
  }

  /** The partners a mailbox writes to: other warming mailboxes, those it wrote to least lately first. */
  async function partnerOrder(sender: MailboxRow, partners: MailboxRow[], now: Date) {
    const recent = await db
      .select({ to: warmupMessages.toMailboxId, total: sql<number>`count(*)::int` })
      .from(warmupMessages)
      .where(
        and(
          eq(warmupMessages.fromMailboxId, sender.id),
          gte(warmupMessages.sentAt, new Date(now.getTime() - pairingMemoryMs)),
        ),
      )
      .groupBy(warmupMessages.toMailboxId);
    const counts = new Map(recent.map((row) => [row.to, row.total]));
    return {
      next() {
        const day = dayKey(now);
        const ranked = [...partners].sort(
          (first, second) =>
            (counts.get(first.id) ?? 0) - (counts.get(second.id) ?? 0) ||
            unit(`${sender.id}:${first.id}:${day}`) - unit(`${sender.id}:${second.id}:${day}`),
        );
        const chosen = ranked[0];
        if (chosen) counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
        return chosen;
      },
    };
  }

  /** Sends each warming mailbox's messages that are due by now, never past its plan or its daily limit. */
  async function sendDue(now: Date): Promise<number> {
    const warming = await warmingMailboxes();
    const pool = clientPool();
    let sent = 0;
    try {
      for (const sender of warming) {
        const partners = warming.filter((other) => other.id !== sender.id && other.email !== sender.email);
        if (partners.length === 0) continue;
        const window = sendingWindowOf(sender, now);
        if (!window || now < window.start || now >= window.end) continue;
        const planned = plannedToday(sender, now);
        const paced = dueByNow(sender.id, window, planned, now) - (await warmupSentSince(sender.id, window.start));
        let toSend = Math.min(paced, await budgetOf(sender, now));
        if (toSend <= 0) continue;
        const order = await partnerOrder(sender, partners, now);
        let index = await warmupSentSince(sender.id, startOfUtcDay(now), true);
        try {
          while (toSend > 0) {
            const partner = order.next();
            if (!partner) break;
            const token = tokenFor(`${sender.id}:${dayKey(now)}:${index}`);
            const content = composeWarmupMessage({
              token,
              fromName: firstNameOf(sender.senderName, sender.email),
              toName: firstNameOf(partner.senderName, partner.email),
            });
            const [claim] = await db
              .insert(warmupMessages)
              .values({
                fromMailboxId: sender.id,
                toMailboxId: partner.id,
                token,
                subject: content.subject,
                sentAt: now,
              })
              .onConflictDoNothing({ target: warmupMessages.token })
              .returning({ id: warmupMessages.id, token: warmupMessages.token });
            // Another run holds this slot: it is sending for this mailbox right now.
            if (!claim) break;
            const client = await pool.get(sender);
            await sendClaimed(sender, client, claim, { to: partner.email, ...content }, now);
            index += 1;
            toSend -= 1;
            sent += 1;
          }
        } catch (error) {
          await recordFailure(sender, 'send', error, now);
        }
      }
    } finally {
      await pool.closeAll();
    }
    return sent;
  }

  return {
    recoverClaims,
    checkArrivals,
    sendReplies,
    sendDue,
    /** One pass of the engine at `now` (the scheduled job runs it every ten minutes). */
    async runWarmupTick(now: Date = deps.clock.now()): Promise<WarmupTickResult> {
      await recoverClaims(now);
      const checked = await checkArrivals(now);
      const replied = await sendReplies(now);
      const sent = await sendDue(now);
      if (sent + checked + replied > 0) log.info({ sent, checked, replied }, 'warm-up tick');
      return { sent, checked, replied };
    },
  };
}
export type WarmupEngine = ReturnType<typeof createWarmupEngine>;

/** Every ten minutes the engine plans, sends, checks and answers warm-up mail across the platform. */
export const warmupTickJob = defineJob({
  id: 'mailboxes.warmup',
  version: 1,
  description: 'One pass of the warm-up engine: recover claims, check arrivals, reply, send what is due.',
  schema: z.object({}),
  policy: defaultJobPolicy,
  cron: '*/10 * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const { config } = services;
    const engine = createWarmupEngine({
      db: services.database.db,
      clock,
      clients: services.mailboxClients,
      tokenSecret: config.JWT_SECRET,
      missingAfterMs: config.WARMUP_MISSING_AFTER_MINUTES * minute,
      replyPercent: config.WARMUP_REPLY_PERCENT,
      log,
    });
    await engine.runWarmupTick();
  },
});
