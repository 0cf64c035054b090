import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { communicationEvents, enrolments, inboundMessages, sendLedger } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { days } from '../../../platform/clock.ts';
import { pauseForOutOfOffice, stopEnrolment } from '../../campaigns/index.ts';
import { revealKey } from '../../contacts/index.ts';
import { creditBack } from '../../credits/index.ts';
import { markEmailBounced } from '../../people/index.ts';
import { suppress } from '../../suppressions/index.ts';
import type { InboundMessageRow } from '../sync/sync-store.ts';
import { type BreakerSettings, checkCircuitBreakers } from './circuit-breakers.ts';
import { isReplyLabel, sentimentOf } from './reply-sentiment.ts';

/** An out-of-office reply with no return date pauses the prospect this long. */
export const outOfOfficeDefaultDays = 7;

type Enrolment = { id: string; organisationId: string; campaignId: string; personId: string | null; email: string };

interface EffectContext {
  tx: Database;
  message: InboundMessageRow;
  enrolment: Enrolment | null;
  at: Date;
}

/**
 * What follows from one stored message, in one transaction that first claims it (`effects_at`),
 * so a message whose effects ran is never handled twice even when the sync hands it over again:
 * - a hard bounce suppresses the address, marks the person's email invalid, gives back the credit
 *   the organisation spent revealing a verified email, and stops the sequence; soft bounces and
 *   blocks are logged (they say nothing about the address);
 * - an out-of-office reply pauses the prospect until the day after the return date (a week when it
 *   gives none); other automatic replies are logged;
 * - a reply stops the sequence (an unsubscribe request also suppresses the address at once) and is
 *   logged with its label and sentiment, which the campaign's figures count;
 * - after a hard bounce or a negative reply the campaign's circuit breakers are checked.
 */
export function createReplyEffects(deps: { db: Database; clock: Clock; breakers?: Partial<BreakerSettings> }) {
  return async function applyReplyEffects(message: InboundMessageRow): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      const [claimed] = await tx
        .update(inboundMessages)
        .set({ effectsAt: at })
        .where(and(eq(inboundMessages.id, message.id), isNull(inboundMessages.effectsAt)))
        .returning({ id: inboundMessages.id });
      if (!claimed) return;
      const enrolmentId = message.enrolmentId ?? (await matchBounce(tx, message));
      const enrolment = enrolmentId ? await enrolmentOf(tx, enrolmentId) : null;
      const context = { tx, message, enrolment, at };
      const checkBreakers =
        message.kind === 'bounce'
          ? await bounced(context)
          : message.kind === 'auto_reply'
            ? await autoReplied(context)
            : message.kind === 'reply'
              ? await replied(context)
              : false;
      if (checkBreakers && enrolment) {
        await checkCircuitBreakers(tx, { campaignId: enrolment.campaignId, at, settings: deps.breakers });
      }
    });
  };
}

/**
 * A delivery report rarely says which message it answers in its own headers (no In-Reply-To), so a
 * bounce the sync matched to no thread is matched here by its failed recipient: the organisation's
 * latest campaign message to that address. The message row records the match (`bounce_recipient`),
 * so the inbox and the circuit breakers count it with its campaign. Answers the enrolment, or null.
 */
async function matchBounce(tx: Database, message: InboundMessageRow): Promise<string | null> {
  const address = message.bounceRecipient?.trim().toLowerCase();
  if (message.kind !== 'bounce' || !address) return null;
  const [latest] = await tx
    .select({ ledgerId: sendLedger.id, enrolmentId: sendLedger.enrolmentId, campaignId: sendLedger.campaignId })
    .from(sendLedger)
    .innerJoin(enrolments, eq(enrolments.id, sendLedger.enrolmentId))
    .where(
      and(
        // Enrolled addresses are stored lower-case (audience.ts): the organisation's email index answers.
        eq(enrolments.organisationId, message.organisationId),
        eq(enrolments.email, address),
        eq(sendLedger.state, 'sent'),
      ),
    )
    .orderBy(desc(sendLedger.submittedAt))
    .limit(1);
  if (!latest) return null;
  await tx
    .update(inboundMessages)
    .set({
      enrolmentId: latest.enrolmentId,
      campaignId: latest.campaignId,
      sendLedgerId: latest.ledgerId,
      matchedBy: 'bounce_recipient',
    })
    .where(eq(inboundMessages.id, message.id));
  message.enrolmentId = latest.enrolmentId;
  message.campaignId = latest.campaignId;
  message.sendLedgerId = latest.ledgerId;
  return latest.enrolmentId;
}

async function enrolmentOf(tx: Database, id: string): Promise<Enrolment | null> {
  const [row] = await tx
    .select({
      id: enrolments.id,
      organisationId: enrolments.organisationId,
      campaignId: enrolments.campaignId,
      personId: enrolments.personId,
      email: enrolments.email,
    })
    .from(enrolments)
    .where(eq(enrolments.id, id));
  return row ?? null;
}

async function logEvent(context: EffectContext, kind: string, reason: string, details: Record<string, unknown>) {
  if (!context.enrolment) return;
  await context.tx.insert(communicationEvents).values({
    organisationId: context.enrolment.organisationId,
    campaignId: context.enrolment.campaignId,
    enrolmentId: context.enrolment.id,
    ledgerId: context.message.sendLedgerId,
    kind,
    reason,
    details: { inboundId: context.message.id, ...details },
    at: context.at,
  });
}

/** Answers whether the campaign's breakers should be checked (a hard bounce). */
async function bounced(context: EffectContext): Promise<boolean> {
  const { tx, message, enrolment, at } = context;
  const kind = message.bounceKind ?? 'soft';
  const address = (message.bounceRecipient ?? enrolment?.email ?? '').trim().toLowerCase();
  const words = {
    hard: 'Bounced: the address does not exist or refuses all mail (hard bounce).',
    soft: 'Bounced for now: the mailbox is full or the server asked to try later (soft bounce).',
    block: "Blocked by the recipient's server: a policy or reputation block, not a bad address.",
  }[kind];
  await logEvent(context, 'bounced', words, { bounceKind: kind, recipient: address || null });
  if (kind !== 'hard' || !address) return false;
  await suppress(tx, {
    organisationId: message.organisationId,
    email: address,
    reason: 'bounced',
    source: 'hard bounce',
  });
  const personId = enrolment?.personId ?? message.personId;
  const person = personId ? await markEmailBounced(tx, { personId, address, at }) : null;
  if (personId && person?.wasVerified) {
    await creditBack(tx, {
      organisationId: message.organisationId,
      spendKey: revealKey(personId),
      idempotencyKey: `credit-back:bounce:${personId}`,
      reason: `Credit back: ${person.fullName}'s verified email bounced`,
      now: at,
      details: { inboundId: message.id },
    });
  }
  if (enrolment) await stopEnrolment(tx, { enrolmentId: enrolment.id, reason: 'bounce', actor: null, at });
  return true;
}

async function autoReplied(context: EffectContext): Promise<boolean> {
  const { message, enrolment, at } = context;
  if (!message.outOfOffice) {
    await logEvent(context, 'auto_replied', 'An automatic reply arrived (not an out-of-office notice).', {});
    return false;
  }
  if (!enrolment) return false;
  const resumeAt = message.returnDate
    ? new Date(new Date(`${message.returnDate}T00:00:00Z`).getTime() + days(1))
    : new Date(at.getTime() + days(outOfOfficeDefaultDays));
  await pauseForOutOfOffice(context.tx, {
    enrolmentId: enrolment.id,
    resumeAt: resumeAt > at ? resumeAt : new Date(at.getTime() + days(1)),
    returnDate: message.returnDate,
    at,
    inboundId: message.id,
  });
  return false;
}

/** Answers whether the campaign's breakers should be checked (a negative reply). */
async function replied(context: EffectContext): Promise<boolean> {
  const { tx, message, enrolment, at } = context;
  const label = message.labelOverride ?? message.label;
  const known = isReplyLabel(label) ? label : null;
  const sentiment = known ? sentimentOf[known] : 'neutral';
  if (known === 'unsubscribe_request') {
    const address = (enrolment?.email ?? message.fromAddress).trim().toLowerCase();
    if (address) {
      await suppress(tx, {
        organisationId: message.organisationId,
        email: address,
        reason: 'unsubscribed',
        source: 'reply asking to be removed',
      });
    }
  }
  if (!enrolment) return false;
  await logEvent(context, 'replied', `Replied${known ? ` (${known.replaceAll('_', ' ')})` : ''}.`, {
    label: known,
    sentiment,
    confidence: message.confidence,
    referral: message.referral,
  });
  const reason = known === 'unsubscribe_request' ? 'unsubscribe' : 'reply';
  await stopEnrolment(tx, { enrolmentId: enrolment.id, reason, actor: null, at });
  return sentiment === 'negative';
}
