import { detectAutoReply } from './detect-auto-reply.ts';
import { detectBounce } from './detect-bounce.ts';
import { findReferral } from './find-referral.ts';
import { labelReply } from './label-reply.ts';
import { newTextOf, withoutQuotedHistory } from './reply-text.ts';
import type { Classification, InboundMessage } from './types.ts';

/**
 * Classifies an inbound message in three stages, each only when the one before did not decide:
 * a delivery report (bounce), an automatic reply (out-of-office, ticket acknowledgement), then the
 * meaning of a person's reply. Pure and offline: no network, no model, the same answer every time.
 */
export function classifyInbound(message: InboundMessage): Classification {
  const bounce = detectBounce(message);
  if (bounce) return bounce;

  const autoReply = detectAutoReply(message, withoutQuotedHistory(message.text));
  if (autoReply) return autoReply;

  const newText = newTextOf(message.text);
  const ownAddresses = [message.from.address, ...recipientsOf(message)];
  const decision = labelReply(newText, ownAddresses);
  const referral = decision.label === 'wrong_person' ? findReferral(newText, ownAddresses) : undefined;
  return {
    kind: 'reply',
    label: decision.label,
    confidence: decision.confidence,
    evidence: decision.evidence,
    ...(referral ? { referral } : {}),
  };
}

/** The addresses a reply was sent to: ours, never a referral (a colleague in copy may well be one). */
function recipientsOf(message: InboundMessage): string[] {
  return message.headers.to?.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
}
