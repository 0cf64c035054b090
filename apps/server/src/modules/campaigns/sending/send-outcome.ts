// What comes of a send once the engine has decided to submit it: the message composed and handed
// to the transport, then sent, failed (refused), put back (not sent) or left unknown; and, on a
// later pass, the sends a stopped worker left in submitting, reconciled from the sent mail.
import type { MailboxRow } from '../../mailboxes/index.ts';
import type { MergeValues } from '../../templates/index.ts';
import { composeMessage } from './compose-message.ts';
import type { SendEngineDeps, SendPassResult } from './send-engine.ts';
import type { ClaimedSend, EventInput } from './send-store.ts';

/** The ledger event of one send: what happened to it, in plain words, and when. */
export const ledgerEvent = (
  send: ClaimedSend,
  kind: EventInput['kind'],
  reason: string,
  at: Date,
  details = {},
): EventInput => ({
  organisationId: send.organisationId,
  campaignId: send.campaignId,
  enrolmentId: send.enrolmentId,
  ledgerId: send.ledgerId,
  kind,
  reason,
  details,
  at,
});

/** Submitting and reconciling for one engine, through its store and transport only. */
export function createSendOutcomes(engine: {
  deps: SendEngineDeps;
  worker: string;
  retryAfterMs: number;
  /** The sender's merge values for a mailbox (read once a pass by the engine). */
  senderValuesOf: (organisationId: string, mailbox: MailboxRow) => Promise<MergeValues>;
}) {
  const { deps, worker, retryAfterMs, senderValuesOf } = engine;
  const { store, transport, clock, log } = deps;

  /** The row is marked submitting with this sender and Message-ID: compose the message, hand it over, record the answer. */
  async function submit(
    send: ClaimedSend,
    decision: { mailbox: MailboxRow; messageId: string },
    result: SendPassResult,
  ) {
    const { mailbox, messageId } = decision;
    let composed: ReturnType<typeof composeMessage>;
    try {
      const unsubscribe = deps.unsubscribe ? await deps.unsubscribe(send, mailbox) : null;
      const senderValues = await senderValuesOf(send.organisationId, mailbox);
      composed = composeMessage(send, mailbox, messageId, unsubscribe, senderValues);
      if (composed.ok && deps.tracking) {
        composed.message.html = await deps.tracking(send, composed.message.html);
      }
    } catch (error) {
      // Nothing reached the transport: the row goes back to scheduled rather than waiting as unknown.
      result.deferred += 1;
      const now = clock.now();
      const reason = `Not sent: the message could not be composed (${(error as Error).name}). It is tried again later.`;
      const until = new Date(now.getTime() + retryAfterMs);
      await store.unsubmit(send.ledgerId, worker, until, ledgerEvent(send, 'deferred', reason, now, { until }));
      return;
    }
    if (!composed.ok) {
      // This sender's own fields (its name) are missing: nothing was handed over.
      result.held += 1;
      const now = clock.now();
      await store.unsubmit(send.ledgerId, worker, now, ledgerEvent(send, 'deferred', composed.reason, now));
      await store.hold(send.ledgerId, worker, send.enrolmentId, ledgerEvent(send, 'held', composed.reason, now));
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
          event: ledgerEvent(send, 'sent', reason, at, details),
        });
        return;
      }
      case 'refused':
        result.failed += 1;
        await store.finish(send.ledgerId, 'failed', ledgerEvent(send, 'failed', outcome.reason, at, details));
        await store.stop(send.enrolmentId, 'bounce', at);
        return;
      case 'not-sent': {
        result.deferred += 1;
        const until = new Date(at.getTime() + retryAfterMs);
        const reason = `Not sent: ${outcome.reason} It is tried again later.`;
        await store.unsubmit(
          send.ledgerId,
          worker,
          until,
          ledgerEvent(send, 'deferred', reason, at, { ...details, until }),
        );
        if (outcome.mailboxBroken && (await store.markMailboxBroken(mailbox.id, outcome.reason, at))) {
          // Left out of rotation from now on; the campaign's log says why, once.
          log.warn({ mailboxId: mailbox.id, reason: outcome.reason }, 'campaign mailbox marked broken');
          await store.log({
            ...ledgerEvent(send, 'mailbox_broken', `${mailbox.email} is marked broken: ${outcome.reason}`, at, details),
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
  async function reconcile(now: Date, result: SendPassResult): Promise<SendPassResult> {
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

  return { submit, reconcile };
}
