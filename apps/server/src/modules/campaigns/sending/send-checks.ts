// The checks a claimed send passes before anything is submitted: which mailboxes may send it, the
// email drafted for this prospect when its variant is written by AI, and the decision under the
// organisation's lock (a sender the window and every limit allow now, or when to try again).
import type { MailboxRow } from '../../mailboxes/index.ts';
import type { DraftFact, DraftOutcome } from './ai-draft.ts';
import { newMessageId } from './compose-message.ts';
import { type MailboxRamp, type PlannedMessage, planSend, SendHistory, type SendPlan } from './schedule/index.ts';
import type { SendEngineDeps, SendPassResult } from './send-engine.ts';
import { ledgerEvent } from './send-outcome.ts';
import type { ClaimedSend } from './send-store.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
/**
 * How far back a cached history reads again: another worker's clock may run a little behind this
 * one's, so its sends can carry slightly earlier times than the newest already read.
 */
const clockSkewMargin = 5 * minute;

/** An organisation's send history as one pass has read it so far, newest submission time included. */
interface CachedHistory {
  history: SendHistory;
  seen: Set<string>;
  newest: number;
}

/** A mailbox that may send campaigns now. */
const healthy = (mailbox: MailboxRow) => mailbox.status === 'active' && mailbox.mode === 'Email';

/** Days since the mailbox was connected, for the ramp; none for the sandbox, which has no reputation to build. */
const ageDays = (mailbox: MailboxRow, now: Date) =>
  mailbox.kind === 'sandbox'
    ? null
    : Math.max(0, Math.floor((now.getTime() - new Date(mailbox.createdAt).getTime()) / day));

type Decision =
  | { kind: 'submit'; mailbox: MailboxRow; messageId: string }
  | { kind: 'defer'; until: Date; reason: string; limit: string }
  | { kind: 'ended'; reason: string }
  | { kind: 'lost' };

/** The checks before a send for one engine, with the send histories its current pass has read. */
export function createSendChecks(engine: {
  deps: SendEngineDeps;
  worker: string;
  retryAfterMs: number;
  ramp: MailboxRamp | null;
}) {
  const { deps, worker, retryAfterMs, ramp } = engine;
  const { store } = deps;
  /**
   * Each organisation's history, kept for one `sendDue`: each decision reads only the sends newer
   * than the cache (less the skew margin) instead of two days of them. A send that left the counted
   * states meanwhile (put back after a failure) stays counted until the next pass: limits only err
   * on the safe side.
   */
  let histories = new Map<string, CachedHistory>();

  /** A new pass: the histories are read afresh. */
  function forgetHistories() {
    histories = new Map();
  }

  /** The thread's sender when fixed (a follow-up), else the campaign's healthy mailboxes; broken ones are logged. */
  async function sendersFor(send: ClaimedSend, now: Date, noted: Set<string>): Promise<MailboxRow[] | string> {
    if (send.mailboxId) {
      const fixed = await store.mailbox(send.mailboxId);
      if (fixed && healthy(fixed)) return [fixed];
      const name = fixed?.email ?? 'the mailbox that started this thread';
      return `${name} is ${fixed?.status ?? 'removed'}${fixed?.statusReason ? ` (${fixed.statusReason})` : ''}: a thread keeps one sender, so this follow-up waits for it.`;
    }
    const all = await store.campaignMailboxes(send.campaignId);
    for (const mailbox of all.filter((candidate) => !healthy(candidate))) {
      const key = `${send.campaignId}:${mailbox.id}`;
      if (noted.has(key)) continue;
      noted.add(key);
      await store.log({
        organisationId: send.organisationId,
        campaignId: send.campaignId,
        enrolmentId: null,
        kind: 'skipped',
        reason: `${mailbox.email} is left out of rotation: it is ${mailbox.status}${mailbox.statusReason ? ` (${mailbox.statusReason})` : ''}.`,
        details: { mailboxId: mailbox.id },
        at: now,
      });
    }
    const usable = all.filter(healthy);
    return usable.length > 0 ? usable : 'None of the campaign’s mailboxes can send (broken or switched off).';
  }

  /**
   * Under the organisation's lock (one decision at a time per organisation, across workers): the
   * least recently used sender the window and every limit allow now, its row marked submitting with
   * a new Message-ID; else the earliest moment one of them may send.
   */
  async function decide(send: ClaimedSend, senders: MailboxRow[], now: Date): Promise<Decision> {
    const { schedule, limits } = send.settings;
    const cached = histories.get(send.organisationId);
    const since = Math.max(now.getTime() - 2 * day, cached ? cached.newest - clockSkewMargin : 0);
    return store.withOrganisationLock(send.organisationId, new Date(since), async (rows, locked) => {
      const entry = histories.get(send.organisationId) ?? { history: new SendHistory(), seen: new Set(), newest: 0 };
      histories.set(send.organisationId, entry);
      for (const row of rows) {
        if (entry.seen.has(row.ledgerId)) continue;
        entry.seen.add(row.ledgerId);
        entry.history.record(row);
        entry.newest = Math.max(entry.newest, new Date(row.at).getTime());
      }
      const { history } = entry;
      const lastUse = (mailbox: MailboxRow) => history.mailboxSends(mailbox.id).at(-1) ?? 0;
      const ordered = [...senders].sort((a, b) => lastUse(a) - lastUse(b) || a.id.localeCompare(b.id));
      let earliest: Extract<SendPlan, { kind: 'defer' }> | null = null;
      let ended: string | null = null;
      for (const mailbox of ordered) {
        const message: PlannedMessage = {
          mailboxId: mailbox.id,
          organisationId: send.organisationId,
          campaignId: send.campaignId,
          recipientDomain: send.prospect.domain.toLowerCase(),
          isFirstMessage: send.sent.length === 0,
          mailboxDailyLimit: mailbox.dailyLimit,
          mailboxAgeDays: ramp ? ageDays(mailbox, now) : null,
          prospectTimeZone: send.prospect.timeZone,
          prospectCountry: send.prospect.country,
        };
        const plan = planSend(now, message, schedule, history, {
          limits,
          campaignTimeZone: schedule.timeZone,
          ramp,
          ...(deps.jitter ? { jitter: deps.jitter } : {}),
        });
        if (plan.kind === 'ended') ended = plan.reason;
        if (plan.kind === 'defer' && (!earliest || plan.until < earliest.until)) earliest = plan;
        if (plan.kind !== 'send') continue;
        const messageId = newMessageId(mailbox);
        if (!(await locked.markSubmitting(send.ledgerId, worker, messageId, mailbox.id, now))) return { kind: 'lost' };
        return { kind: 'submit', mailbox, messageId };
      }
      if (earliest) return { kind: 'defer', until: earliest.until, reason: earliest.reason, limit: earliest.limit };
      return { kind: 'ended', reason: ended ?? 'The campaign’s end date has passed.' };
    });
  }

  /**
   * A variant drafted per prospect: the send with this prospect's email in place of the brief
   * (written once per send, outside the organisation's lock), or null when it waits or is held.
   */
  async function withDraft(
    send: ClaimedSend,
    now: Date,
    result: SendPassResult,
  ): Promise<{ send: ClaimedSend; facts: DraftFact[] } | null> {
    const variant = send.variant;
    if (!variant?.aiBrief) return { send, facts: [] };
    const outcome: DraftOutcome = deps.drafts
      ? await deps.drafts(send)
      : { ok: false, retry: false, reason: 'Held: this worker cannot write AI drafts.' };
    if (outcome.ok) {
      const drafted = { ...variant, subject: outcome.subject, bodyHtml: outcome.bodyHtml, aiBrief: null };
      // The record's fields the draft may name, under what the campaign holds for this prospect.
      const mergeData = { ...outcome.recordValues, ...send.prospect.mergeData };
      return { send: { ...send, variant: drafted, prospect: { ...send.prospect, mergeData } }, facts: outcome.facts };
    }
    if (outcome.retry) {
      result.deferred += 1;
      const until = new Date(now.getTime() + retryAfterMs);
      const reason = `${outcome.reason} It is tried again later.`;
      await store.defer(send.ledgerId, worker, until, ledgerEvent(send, 'deferred', reason, now, { until }));
    } else {
      result.held += 1;
      await store.hold(send.ledgerId, worker, send.enrolmentId, ledgerEvent(send, 'held', outcome.reason, now));
    }
    return null;
  }

  return { forgetHistories, sendersFor, decide, withDraft };
}
