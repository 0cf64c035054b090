import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type MailboxClient,
  type MailboxClientFactory,
  MailboxConnectionError,
  type MailboxRow,
  plannedWarmupFor,
  warmupDayIndex,
} from '../mailboxes/index.ts';
import { composeWarmupMessage, composeWarmupReply, firstNameOf, shouldReply } from './warmup-content.ts';
import { createMailboxMessenger, type WarmupMailSession, type WarmupMessenger } from './warmup-messenger.ts';
import {
  dayKey,
  dayMs,
  dueByNow,
  insideWindow,
  minute,
  sendingWindowOf,
  startOfUtcDay,
  unit,
} from './warmup-schedule.ts';
import { createDrizzleWarmupStore, type WarmupMessageRow, type WarmupStore } from './warmup-store.ts';

export { dueByNow, sendingWindowOf } from './warmup-schedule.ts';

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

export interface WarmupPolicy {
  /** Keys the tokens of warm-up messages, so they are unguessable yet the same for a retried slot. */
  tokenSecret: string;
  /** A message the receiver has not found after this long is recorded as missing. */
  missingAfterMs: number;
  /** The share of received warm-up messages a mailbox answers (0–100). */
  replyPercent: number;
}

export interface WarmupEngineDeps extends WarmupPolicy {
  store: WarmupStore;
  messenger: WarmupMessenger;
  clock: Clock;
  log: WarmupLog;
}

export interface WarmupTickResult {
  sent: number;
  checked: number;
  replied: number;
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
 * It reads and writes only through its `store` and reaches mailboxes only through its `messenger`.
 */
export function createWarmupEngine(deps: WarmupEngineDeps) {
  const { store, messenger, log } = deps;

  const tokenFor = (slot: string) =>
    createHmac('sha256', deps.tokenSecret).update(`warmup:${slot}`).digest('hex').slice(0, 12);
  const sendKey = (token: string) => `warmup:${token}`;

  const plannedToday = (mailbox: MailboxRow, now: Date) =>
    mailbox.warmupStartedAt ? plannedWarmupFor(warmupDayIndex(mailbox.warmupStartedAt, now), mailbox.warmupTarget) : 0;

  /** Warm-up messages the mailbox may still send today: the ramp's plan and its daily limit, whichever is lower. */
  async function budgetOf(mailbox: MailboxRow, now: Date): Promise<number> {
    const planned = plannedToday(mailbox, now);
    const warmupToday = await store.warmupSentSince(mailbox.id, startOfUtcDay(now));
    const allToday = await store.sentToday(mailbox.id, now);
    return Math.max(0, Math.min(planned - warmupToday, mailbox.dailyLimit - allToday));
  }

  /** A failure while talking to a mailbox: logged in plain words; refused credentials mark it broken. */
  async function recordFailure(mailbox: MailboxRow, step: string, error: unknown, now: Date) {
    log.warn({ mailboxId: mailbox.id, step, reason: safeReason(error) }, 'warm-up step failed');
    if (error instanceof MailboxConnectionError && error.permanent) {
      await store.markBroken(mailbox.id, error.message, now);
    }
  }

  /** Sends one claimed warm-up message; on failure the claim is released so the slot can be retried. */
  async function sendClaimed(
    mail: WarmupMailSession,
    mailbox: MailboxRow,
    client: MailboxClient,
    claim: { id: string; token: string },
    message: { to: string; subject: string; text: string; html: string; inReplyTo?: string },
    now: Date,
  ) {
    try {
      await mail.send(
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
        now,
      );
    } catch (error) {
      await store.releaseClaim(claim.id);
      throw error;
    }
  }

  /** Frees claims whose send never happened, and records answers whose send did but whose mark did not. */
  async function recoverClaims(now: Date) {
    await store.recoverClaims(new Date(now.getTime() - staleClaimMs));
  }

  /** The receiving side: finds each unchecked message, records where it landed, opens it and rescues it from spam. */
  async function checkArrivals(now: Date): Promise<number> {
    const pending = await store.pendingArrivals(now, 1000);
    const byReceiver = new Map<string, { receiver: MailboxRow; messages: WarmupMessageRow[] }>();
    for (const row of pending) {
      const entry = byReceiver.get(row.receiver.id) ?? { receiver: row.receiver, messages: [] };
      entry.messages.push(row.message);
      byReceiver.set(row.receiver.id, entry);
    }
    const mail = messenger.session();
    let checked = 0;
    try {
      for (const { receiver, messages } of byReceiver.values()) {
        try {
          const client = await mail.open(receiver);
          for (const message of messages) {
            const found = await client.findByToken(message.token);
            const copy = found.find((candidate) => candidate.folder === 'spam') ?? found[0];
            if (!copy) {
              if (now.getTime() - message.sentAt.getTime() < deps.missingAfterMs) continue;
              if (await store.recordArrival(message.id, { landedIn: 'missing' }, now)) checked += 1;
              continue;
            }
            // Open it (and move it to the inbox when it landed in spam) before recording it, so a
            // broken connection leaves it unrecorded and the next tick does both again.
            await client.rescue(copy);
            const arrival = { landedIn: copy.folder, rescued: copy.folder === 'spam' } as const;
            if (await store.recordArrival(message.id, arrival, now)) checked += 1;
          }
        } catch (error) {
          await recordFailure(receiver, 'check', error, now);
        }
      }
    } finally {
      await mail.close();
    }
    return checked;
  }

  /** Answers a steady share of the first messages each warming mailbox received, within its budget and window. */
  async function sendReplies(now: Date): Promise<number> {
    const warming = await store.warmingMailboxes();
    const byId = new Map(warming.map((mailbox) => [mailbox.id, mailbox]));
    if (warming.length < 2) return 0;
    const candidates = await store.replyCandidates([...byId.keys()], new Date(now.getTime() - replyWithinMs));
    const mail = messenger.session();
    let replied = 0;
    try {
      for (const replier of warming) {
        const toAnswer = candidates.filter(
          (message) => message.toMailboxId === replier.id && shouldReply(message.token, deps.replyPercent),
        );
        if (toAnswer.length === 0) continue;
        if (!insideWindow(sendingWindowOf(replier, now), now)) continue;
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
            const claim = await store.claim({
              fromMailboxId: replier.id,
              toMailboxId: partner.id,
              token,
              subject: content.subject,
              inReplyToId: original.id,
              sentAt: now,
            });
            if (!claim) continue;
            const inReplyTo = await store.sentMessageId(sendKey(original.token));
            const client = await mail.open(replier);
            await sendClaimed(
              mail,
              replier,
              client,
              claim,
              { to: partner.email, ...content, ...(inReplyTo ? { inReplyTo } : {}) },
              now,
            );
            await store.markReplied(original.id, now);
            budget -= 1;
            replied += 1;
          }
        } catch (error) {
          await recordFailure(replier, 'reply', error, now);
        }
      }
    } finally {
      await mail.close();
    }
    return replied;
  }

  /** The partners a mailbox writes to: other warming mailboxes, those it wrote to least lately first. */
  async function partnerOrder(sender: MailboxRow, partners: MailboxRow[], now: Date) {
    const counts = await store.recentPartnerCounts(sender.id, new Date(now.getTime() - pairingMemoryMs));
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
    const warming = await store.warmingMailboxes();
    const mail = messenger.session();
    let sent = 0;
    try {
      for (const sender of warming) {
        const partners = warming.filter((other) => other.id !== sender.id && other.email !== sender.email);
        if (partners.length === 0) continue;
        const window = sendingWindowOf(sender, now);
        if (!window || !insideWindow(window, now)) continue;
        const planned = plannedToday(sender, now);
        const paced =
          dueByNow(sender.id, window, planned, now) - (await store.warmupSentSince(sender.id, window.start));
        let toSend = Math.min(paced, await budgetOf(sender, now));
        if (toSend <= 0) continue;
        const order = await partnerOrder(sender, partners, now);
        let index = await store.warmupSentSince(sender.id, startOfUtcDay(now), true);
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
            const claim = await store.claim({
              fromMailboxId: sender.id,
              toMailboxId: partner.id,
              token,
              subject: content.subject,
              sentAt: now,
            });
            // Another run holds this slot: it is sending for this mailbox right now.
            if (!claim) break;
            const client = await mail.open(sender);
            await sendClaimed(mail, sender, client, claim, { to: partner.email, ...content }, now);
            index += 1;
            toSend -= 1;
            sent += 1;
          }
        } catch (error) {
          await recordFailure(sender, 'send', error, now);
        }
      }
    } finally {
      await mail.close();
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

/** The engine on the app's database, reaching mailboxes through their own clients. */
export function createDatabaseWarmupEngine(
  deps: WarmupPolicy & { db: Database; clock: Clock; clients: MailboxClientFactory; log: WarmupLog },
): WarmupEngine {
  const { db, clients, ...rest } = deps;
  return createWarmupEngine({
    ...rest,
    store: createDrizzleWarmupStore(db),
    messenger: createMailboxMessenger({ db, clients }),
  });
}
