// The campaign sending engine: the options it takes, the counts a pass returns, and the pass
// itself (reconcile, schedule next steps, then claim what is due and take each claim through its
// checks to a decision). The checks are in send-checks.ts; submitting, and what comes of it, in
// send-outcome.ts.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { MailboxRow } from '../../mailboxes/index.ts';
import type { MergeValues } from '../../templates/index.ts';
import type { SendDraftWriter } from './ai-draft.ts';
import { composeMessage, type MessageInstrumenter, type UnsubscribeComposer } from './compose-message.ts';
import { createPacer, type Pace } from './pacer.ts';
import { defaultRamp, type JitterSettings, type MailboxRamp } from './schedule/index.ts';
import { scheduleDue } from './schedule-steps.ts';
import { createSendChecks } from './send-checks.ts';
import { createSendOutcomes, ledgerEvent } from './send-outcome.ts';
import { type SendReview, withApprovedMessage } from './send-review.ts';
import type { ClaimedSend, SendStore } from './send-store.ts';
import type { SendTransport } from './send-transport.ts';

const minute = 60_000;

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

/**
 * The campaign sending engine. Each pass: reconcile sends whose worker stopped mid-submission,
 * place each active prospect's next step in the ledger, then claim what is due and send it. Every
 * row goes scheduled → claimed (leased) → submitting (Message-ID stored first) → sent, or failed,
 * or unknown; each change is a conditional update, so two engines never send one row twice.
 * It reads and writes only through its `store` and reaches mailboxes only through its `transport`.
 */
export function createSendEngine(deps: SendEngineDeps) {
  const { store, clock, log } = deps;
  const worker = deps.worker ?? `worker-${randomUUID()}`;
  const leaseMs = deps.leaseMs ?? 10 * minute;
  const batchSize = deps.batchSize ?? 50;
  const ramp = deps.ramp === undefined ? defaultRamp : deps.ramp;
  const retryAfterMs = deps.retryAfterMs ?? 10 * minute;
  const pacer = createPacer(deps.pace ?? { concurrency: 4, maxPerWindow: 0, windowMs: 0 });
  const { forgetHistories, sendersFor, withDraft, decide } = createSendChecks({ deps, worker, retryAfterMs, ramp });
  /** Each organisation and mailbox's sender values, read once a pass (a signature edited meanwhile shows next pass). */
  let senderValueCache = new Map<string, Promise<MergeValues>>();
  const senderValuesOf = (organisationId: string, mailbox: MailboxRow) => {
    const key = `${organisationId}:${mailbox.id}`;
    let values = senderValueCache.get(key);
    if (!values) {
      values = deps.store.senderValues(organisationId, mailbox);
      // A failed read is not kept: the next send of the pass asks again.
      values.catch(() => senderValueCache.delete(key));
      senderValueCache.set(key, values);
    }
    return values;
  };
  const outcomes = createSendOutcomes({ deps, worker, retryAfterMs, senderValuesOf });

  /** One claimed send: suppression, senders, draft, merge fields and review, then the decision and its submission. */
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
      await store.defer(send.ledgerId, worker, until, ledgerEvent(send, 'deferred', senders, now, { until }));
      return;
    }
    const drafted = await withDraft(send, now, result);
    if (!drafted) return;
    send = drafted.send;
    // A merge field without a value holds the prospect before anything is submitted.
    const checkSender = senders[0] as MailboxRow;
    const check = composeMessage(
      send,
      checkSender,
      '<check@leadpilot.local>',
      null,
      await senderValuesOf(send.organisationId, checkSender),
    );
    if (!check.ok) {
      result.held += 1;
      await store.hold(send.ledgerId, worker, send.enrolmentId, ledgerEvent(send, 'held', check.reason, now));
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
        await store.hold(send.ledgerId, worker, send.enrolmentId, ledgerEvent(send, 'held', reviewed.reason, now));
        return;
      }
      if (reviewed.kind === 'defer') {
        result.deferred += 1;
        const until = new Date(now.getTime() + retryAfterMs);
        await store.defer(send.ledgerId, worker, until, ledgerEvent(send, 'deferred', reviewed.reason, now, { until }));
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
        await store.finish(send.ledgerId, 'failed', ledgerEvent(send, 'failed', decision.reason, now));
        await store.complete(send.enrolmentId, now);
        return;
      case 'defer':
        result.deferred += 1;
        await store.defer(
          send.ledgerId,
          worker,
          decision.until,
          ledgerEvent(send, 'deferred', decision.reason, now, { until: decision.until, limit: decision.limit }),
        );
        return;
      case 'submit':
        await outcomes.submit(send, decision, result);
    }
  }

  /** Sends left in submitting by a worker that stopped: sent when the provider's sent mail holds them, else unknown. */
  async function reconcile(now: Date = clock.now(), result = emptyResult()): Promise<SendPassResult> {
    return outcomes.reconcile(now, result);
  }

  /** Claims and sends due rows, batch after batch, until none is due (or `maxBatches`). */
  async function sendDue(maxBatches = 100, result = emptyResult()): Promise<SendPassResult> {
    const noted = new Set<string>();
    forgetHistories();
    senderValueCache = new Map();
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
