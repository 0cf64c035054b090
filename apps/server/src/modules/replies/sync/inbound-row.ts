import { createHash } from 'node:crypto';
import { newTextOf } from '../classify/reply-text.ts';
import type { Classification, InboundMessage } from '../classify/types.ts';
import { messageIdsIn, type ThreadMatch } from './match-thread.ts';
import type { NewInboundMessage } from './sync-store.ts';

/** The stored text of a message at most: the inbox shows it and the classifier has read it whole. */
export const maxStoredTextChars = 20_000;
const maxEvidence = 20;
const maxEvidenceChars = 500;

/** The headers the reader needs, from the parsed message (names lower-cased). */
export function threadingHeadersOf(message: Pick<InboundMessage, 'headers'>) {
  const inReplyTo = messageIdsIn(message.headers['in-reply-to'])[0] ?? null;
  const references = messageIdsIn(message.headers.references).join(' ');
  return { inReplyTo, references };
}

/**
 * The message's Message-ID as it carries it; one made from its bytes when it has none (some
 * delivery reports), the same on every re-read, so it is stored once too.
 */
export function messageIdOf(message: Pick<InboundMessage, 'headers'>, raw: Buffer): string {
  const header = message.headers['message-id']?.trim() ?? '';
  const id = messageIdsIn(header)[0] ?? (header && !/\s/.test(header) ? `<${header}>` : '');
  if (id) return id.slice(0, 998);
  return `<${createHash('sha256').update(raw).digest('hex').slice(0, 40)}@no-message-id.leadpilot.invalid>`;
}

/** What the sender wrote (the classifier's reading: no quoted history, no signature), capped. */
export function storedTextOf(text: string): string {
  let visible = text;
  try {
    visible = newTextOf(text) || text;
  } catch {
    visible = text;
  }
  return visible.slice(0, maxStoredTextChars);
}

/** The classifier's verdict in the stored columns; nothing when there is none. */
function classificationColumns(verdict: Classification | null) {
  if (!verdict) return {};
  const returnDate = verdict.autoReply?.returnDate;
  return {
    kind: verdict.kind,
    label: verdict.kind === 'reply' ? (verdict.label ?? null) : null,
    confidence: Number.isFinite(verdict.confidence) ? Math.min(1, Math.max(0, verdict.confidence)) : null,
    evidence: verdict.evidence.slice(0, maxEvidence).map((item) => item.slice(0, maxEvidenceChars)),
    bounceKind: verdict.bounce?.kind ?? null,
    bounceRecipient: verdict.bounce?.recipient?.toLowerCase() ?? null,
    outOfOffice: verdict.autoReply?.outOfOffice ?? false,
    returnDate: returnDate && /^\d{4}-\d{2}-\d{2}$/.test(returnDate) ? returnDate : null,
    referral: verdict.referral ?? null,
  };
}

/** One message's row: what was read of it, the thread it answers and the classifier's verdict. */
export function inboundRowOf(input: {
  organisationId: string;
  mailboxId: string;
  ref: string;
  raw: Buffer;
  size: number;
  receivedAt: Date;
  message: InboundMessage;
  verdict: Classification | null;
  match: ThreadMatch | null;
}): NewInboundMessage {
  const { message, match } = input;
  const { inReplyTo, references } = threadingHeadersOf(message);
  return {
    organisationId: input.organisationId,
    mailboxId: input.mailboxId,
    messageId: messageIdOf(message, input.raw),
    providerRef: input.ref,
    fromAddress: message.from.address.trim().toLowerCase().slice(0, 320),
    fromName: (message.from.name ?? '').slice(0, 300),
    subject: message.subject.slice(0, 998),
    text: storedTextOf(message.text),
    rawSize: Math.max(input.size, input.raw.length),
    receivedAt: input.receivedAt,
    inReplyTo,
    references: references.slice(0, 8000),
    sendLedgerId: match?.sendLedgerId ?? null,
    enrolmentId: match?.enrolmentId ?? null,
    campaignId: match?.campaignId ?? null,
    personId: match?.personId ?? null,
    matchedBy: match?.matchedBy ?? null,
    ...classificationColumns(input.verdict),
  };
}
