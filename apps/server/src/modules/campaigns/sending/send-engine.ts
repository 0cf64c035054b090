import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { MailboxRow } from '../../mailboxes/index.ts';
import type { DraftFact, DraftOutcome, SendDraftWriter } from './ai-draft.ts';
import { composeMessage, type MessageInstrumenter, newMessageId, type UnsubscribeComposer } from './compose-message.ts';
import { createPacer, type Pace } from './pacer.ts';
import {
  defaultRamp,
  type JitterSettings,
  type MailboxRamp,
  type PlannedMessage,
  planSend,
  SendHistory,
  type SendPlan,
} from './schedule/index.ts';
import { scheduleDue } from './schedule-steps.ts';
import { type SendReview, withApprovedMessage } from './send-review.ts';
import type { ClaimedSend, EventInput, SendStore } from './send-store.ts';
import type { SendTransport } from './send-transport.ts';

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

/** The log lines the engine writes: ids and plain-words reasons, never a credential. */
export interface SendEngineLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SendEngineDeps {
  store: SendStore;
  transport: SendTransport;
  clock: Clock;
  log: SendEngineLog;
  /** This worker's name in the ledger's `claimed_by` (default: a random one per engine). */
  worker?: string;
  /** How long a claim is held; a claim that never reached submitting is taken again after it. */
  leaseMs?: number;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** Sends in flight at once, and at most so many per window (listmonk's sliding window). */
  pace?: Pace;
  /** The new-mailbox ramp (default: 2 a day, 2 more each day); null turns it off. */
  ramp?: MailboxRamp | null;
  /** Random extra gap between a mailbox's sends (seeded, so a run is repeatable). */
  jitter?: JitterSettings;
  /** The unsubscribe headers and footer of each message; none in tests that are not about them. */
  unsubscribe?: UnsubscribeComposer | null;
  /** Open and click tracking, as each campaign chose it (off by default); none in tests that are not about it. */
  tracking?: MessageInstrumenter | null;
  /** A send that failed before the message was handed over is tried again after this. */
  retryAfterMs?: number;
  /** Writes the email of a variant drafted per prospect; without it such sends are held. */
  drafts?: SendDraftWriter | null;
  /** A person's review before a send leaves (a campaign on the autopilot in review mode); none: no review. */
  review?: SendReview | null;
}

export interface SendPassResult {
  scheduled: number;
  sent: number;
  deferred: number;
  failed: number;
  held: number;
  reconciled: number;
  unknown: number;
}

const emptyResult = (): SendPassResult => ({
  scheduled: 0,
  sent: 0,
  deferred: 0,
  failed: 0,
  held: 0,
  reconciled: 0,
  unknown: 0,
});

/** A mailbox that may send campaigns now. */
const healthy = (mailbox: MailboxRow) => mailbox.status === 'active' && mailbox.mode === 'Email';

type Decision =
  | { kind: 'submit'; mailbox: MailboxRow; messageId: string }
  | { kind: 'defer'; until: Date; reason: string; limit: string }
  | { kind: 'ended'; reason: string }
  | { kind: 'lost' };

/**
 * The campaign sending engine. Each pass: reconcile sends whose worker stopped mid-submission,
 * place each active prospect's next step in the ledger, then claim what is due and send it. Every
 * row goes scheduled → claimed (leased) → submitting (Message-ID stored first) → sent, or failed,
 * or unknown; each change is a conditional update, so two engines never send one row twice.
 * It reads and writes only through its `store` and reaches mailboxes only through its `transport`.
 */
export function createSendEngine(deps: SendEngineDeps) {
  const { store, transport, clock, log } = deps;
  const worker = deps.worker ?? `worker-${randomUUID()}`;
  const leaseMs = deps.leaseMs ?? 10 * minute;
  const batchSize = deps.batchSize ?? 50;
  const ramp = deps.ramp === undefined ? defaultRamp : deps.ramp;
  const retryAfterMs = deps.retryAfterMs ?? 10 * minute;
  const pacer = createPacer(deps.pace ?? { concurrency: 4, maxPerWindow: 0, windowMs: 0 });
  /**
   * Each organisation's history, kept for one `sendDue`: each decision reads only the sends newer
   * than the cache (less the skew margin) instead of two days of them. A send that left the counted
   * states meanwhile (put back after a failure) stays counted until the next pass: limits only err
   * on the safe side.
   */
  let histories = new Map<string, CachedHistory>();

  const event = (send: ClaimedSend, kind: EventInput['kind'], reason: string, at: Date, details = {}): EventInput => ({
    organisationId: send.organisationId,
    campaignId: send.campaignId,
    enrolmentId: send.enrolmentId,
    ledgerId: send.ledgerId,
    kind,
    reason,
    details,
    at,
  });

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

  /** Days since the mailbox was connected, for the ramp; none for the sandbox, which has no reputation to build. */
  const ageDays = (mailbox: MailboxRow, now: Date) =>
    mailbox.kind === 'sandbox'
      ? null
      : Math.max(0, Math.floor((now.getTime() - new Date(mailbox.createdAt).getTime()) / day));

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
      await store.defer(send.ledgerId, worker, until, event(send, 'deferred', reason, now, { until }));
    } else {
      result.held += 1;
      await store.hold(send.ledgerId, worker, send.enrolmentId, event(send, 'held', outcome.reason, now));
    }
    return null;
  }

  async function processClaim(claimed: ClaimedSend, result: SendPassResult, noted: Set<string>) {
    let send = claimed;
    const now = clock.now();
    if (await store.isSuppressed(send.organisationId, send.prospect.email)) {
      await store.stop(send.enrolmentId, 'unsubscribe', now);
      return;
    }
    const senders = await sendersFor(send, now, noted);
    if (typeof senders === 'string') {
      result.deferred += 1;
      const until = new Date(now.getTime() + retryAfterMs);
      await store.defer(send.ledgerId, worker, until, event(send, 'deferred', senders, now, { until }));
      return;
    }
    const drafted = await withDraft(send, now, result);
    if (!drafted) return;
    send = drafted.send;
    // A merge field without a value holds the prospect before anything is submitted.
    const check = composeMessage(send, senders[0] as MailboxRow, '<check@leadpilot.local>', null);
    if (!check.ok) {
      result.held += 1;
      await store.hold(send.ledgerId, worker, send.enrolmentId, event(send, 'held', check.reason, now));
      return;
    }
    if (deps.review) {
      const draft = {
        subject: check.subject,
        bodyHtml: check.message.html,
        bodyText: check.message.text,
        facts: drafted.facts,
      };
      const reviewed = await deps.review(send, draft, now);
      if (reviewed.kind === 'hold') {
        result.held += 1;
        await store.hold(send.ledgerId, worker, send.enrolmentId, event(send, 'held', reviewed.reason, now));
        return;
      }
      if (reviewed.kind === 'defer') {
        result.deferred += 1;
        const until = new Date(now.getTime() + retryAfterMs);
        await store.defer(send.ledgerId, worker, until, event(send, 'deferred', reviewed.reason, now, { until }));
        return;
      }
      if (reviewed.kind === 'send_as') send = withApprovedMessage(send, reviewed);
    }
    const decision = await decide(send, senders, now);
    switch (decision.kind) {
      case 'lost':
        return;
      case 'ended':
        result.failed += 1;
        await store.finish(send.ledgerId, 'failed', event(send, 'failed', decision.reason, now));
        await store.complete(send.enrolmentId, now);
        return;
      case 'defer':
        result.deferred += 1;
        await store.defer(
          send.ledgerId,
          worker,
          decision.until,
          event(send, 'deferred', decision.reason, now, { until: decision.until, limit: decision.limit }),
        );
        return;
      case 'submit':
        await submit(send, decision, result);
    }
  }

  async function submit(send: ClaimedSend, decision: Extract<Decision, { kind: 'submit' }>, result: SendPassResult) {
    const { mailbox, messageId } = decision;
    let composed: ReturnType<typeof composeMessage>;
    try {
      const unsubscribe = deps.unsubscribe ? await deps.unsubscribe(send, mailbox) : null;
      composed = composeMessage(send, mailbox, messageId, unsubscribe);
      if (composed.ok && deps.tracking) {
        composed.message.html = await deps.tracking(send, composed.message.html);
      }
    } catch (error) {
      // Nothing reached the transport: the row goes back to scheduled rather than waiting as unknown.
      result.deferred += 1;
      const now = clock.now();
      const reason = `Not sent: the message could not be composed (${(error as Error).name}). It is tried again later.`;
      const until = new Date(now.getTime() + retryAfterMs);
      await store.unsubmit(send.ledgerId, worker, until, event(send, 'deferred', reason, now, { until }));
      return;
    }
    if (!composed.ok) {
      // This sender's own fields (its name) are missing: nothing was handed over.
      result.held += 1;
      const now = clock.now();
      await store.unsubmit(send.ledgerId, worker, now, event(send, 'deferred', composed.reason, now));
      await store.hold(send.ledgerId, worker, send.enrolmentId, event(send, 'held', composed.reason, now));
      return;
    }
    const outcome = await transport.send(mailbox, composed.message);
    const at = clock.now();
    const details = { messageId, mailboxId: mailbox.id, from: mailbox.email, subject: composed.subject };
    switch (outcome.outcome) {
      case 'accepted': {
        result.sent += 1;
        const reason = outcome.warning ?? `Sent from ${mailbox.email}.`;
        await store.markSent({
          ledgerId: send.ledgerId,
          worker,
          at,
          mailboxId: mailbox.id,
          messageId,
          subject: composed.subject,
          firstOfThread: composed.firstOfThread,
          enrolmentId: send.enrolmentId,
          stepPosition: send.step.position,
          event: event(send, 'sent', reason, at, details),
        });
        return;
      }
      case 'refused':
        result.failed += 1;
        await store.finish(send.ledgerId, 'failed', event(send, 'failed', outcome.reason, at, details));
        await store.stop(send.enrolmentId, 'bounce', at);
        return;
      case 'not-sent': {
        result.deferred += 1;
        const until = new Date(at.getTime() + retryAfterMs);
        const reason = `Not sent: ${outcome.reason} It is tried again later.`;
        await store.unsubmit(send.ledgerId, worker, until, event(send, 'deferred', reason, at, { ...details, until }));
        if (outcome.mailboxBroken && (await store.markMailboxBroken(mailbox.id, outcome.reason, at))) {
          // Left out of rotation from now on; the campaign's log says why, once.
          log.warn({ mailboxId: mailbox.id, reason: outcome.reason }, 'campaign mailbox marked broken');
          await store.log({
            ...event(send, 'mailbox_broken', `${mailbox.email} is marked broken: ${outcome.reason}`, at, details),
            enrolmentId: null,
            ledgerId: null,
          });
        }
        return;
      }
      case 'uncertain':
        // It may have been accepted: left in submitting, reconciled from the sent mail once the lease ends.
        log.warn({ ledgerId: send.ledgerId, reason: outcome.reason }, 'campaign send outcome unknown');
    }
  }

  /** Sends left in submitting by a worker that stopped: sent when the provider's sent mail holds them, else unknown. */
  async function reconcile(now: Date = clock.now(), result = emptyResult()): Promise<SendPassResult> {
    const stale = await store.staleSubmitting(now, 200);
    for (const row of stale) {
      const base = {
        organisationId: row.organisationId,
        campaignId: row.campaignId,
        enrolmentId: row.enrolmentId,
        ledgerId: row.ledgerId,
        at: now,
      };
      const mailbox = row.mailboxId ? await store.mailbox(row.mailboxId) : null;
      let found = false;
      try {
        found = mailbox ? await transport.findSent(mailbox, row.messageId) : false;
      } catch (error) {
        log.warn({ ledgerId: row.ledgerId, reason: (error as Error).message }, 'sent mail could not be searched');
        continue;
      }
      const details = { messageId: row.messageId, mailboxId: row.mailboxId };
      if (found && mailbox) {
        result.reconciled += 1;
        await store.markSent({
          ledgerId: row.ledgerId,
          worker: null,
          at: now,
          mailboxId: mailbox.id,
          messageId: row.messageId,
          subject: row.subject,
          firstOfThread: row.firstOfThread,
          enrolmentId: row.enrolmentId,
          stepPosition: row.stepPosition,
          event: {
            ...base,
            kind: 'reconciled',
            reason: `Found in ${mailbox.email}'s sent mail: it was sent.`,
            details,
          },
        });
      } else {
        result.unknown += 1;
        const where = mailbox ? `${mailbox.email}'s sent mail` : 'any mailbox';
        const reason = `The sending stopped before the provider's answer was recorded, and ${where} does not hold it: it may or may not have been delivered. Resend or drop it.`;
        await store.finish(row.ledgerId, 'unknown', { ...base, kind: 'unknown', reason, details });
      }
    }
    return result;
  }

  /** Claims and sends due rows, batch after batch, until none is due (or `maxBatches`). */
  async function sendDue(maxBatches = 100, result = emptyResult()): Promise<SendPassResult> {
    const noted = new Set<string>();
    histories = new Map();
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const now = clock.now();
      const claimed = await store.claimDue(now, worker, new Date(now.getTime() + leaseMs), batchSize);
      if (claimed.length === 0) break;
      await pacer.run(claimed, (send) =>
        processClaim(send, result, noted).catch((error: unknown) => {
          log.warn({ ledgerId: send.ledgerId, reason: (error as Error).message }, 'campaign send failed');
        }),
      );
      if (claimed.length < batchSize) break;
    }
    return result;
  }

  return {
    worker,
    reconcile,
    scheduleDue: (now: Date = clock.now()) => scheduleDue(store, log, now),
    sendDue,
    /** One pass: reconcile, schedule next steps, send what is due. */
    async runPass(): Promise<SendPassResult> {
      const result = emptyResult();
      await reconcile(clock.now(), result);
      result.scheduled = await scheduleDue(store, log, clock.now());
      await sendDue(100, result);
      if (result.sent + result.failed + result.unknown + result.reconciled > 0)
        log.info(result, 'campaign sending pass');
      return result;
    },
  };
}
export type SendEngine = ReturnType<typeof createSendEngine>;
