import { compile } from 'html-to-text';
import { z } from 'zod';
import type { inboundMessages } from '../../db/schema.ts';
import type { ClassifiedReply, ReplyLabel } from './classified-reply.ts';
import type { ComposedAnswer } from './compose-answer.ts';
import type { Delivery, NextAction } from './next-action.ts';
import type { PreparedKnowledge } from './prepare-knowledge.ts';

/**
 * How a decision is kept: the stored inbound message read as the core's classification, and the
 * core's `NextAction` as the columns of `autopilot_actions` (status, message, reasons, sources).
 */

type InboundRow = typeof inboundMessages.$inferSelect;

const replyLabels = [
  'interested',
  'meeting_request',
  'question',
  'not_now',
  'not_interested',
  'wrong_person',
  'unsubscribe_request',
] as const satisfies readonly ReplyLabel[];
const isReplyLabel = (value: string | null): value is ReplyLabel =>
  value !== null && (replyLabels as readonly string[]).includes(value);

/**
 * The stored verdict as the core reads it: the effective label is a person's correction when
 * there is one (then certain), else the classifier's. A message that could not be classified is a
 * reply with no label, which the core escalates as unclassified.
 */
export function classificationOf(row: InboundRow): ClassifiedReply {
  const label = row.labelOverride ?? row.label;
  const kind = row.kind ?? 'reply';
  return {
    kind,
    ...(kind === 'reply' && isReplyLabel(label) ? { label } : {}),
    confidence: row.labelOverride ? 1 : (row.confidence ?? 0),
    evidence: row.evidence ?? [],
    ...(kind === 'auto_reply'
      ? { autoReply: { outOfOffice: row.outOfOffice, ...(row.returnDate ? { returnDate: row.returnDate } : {}) } }
      : {}),
    ...(row.referral ? { referral: row.referral } : {}),
  };
}

/** The subject of an answer in the thread: "Re: " and the reply's subject. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (!trimmed) return 'Re: our conversation';
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

const plainText = compile({ wordwrap: 78 });

/** A message's plain text from its HTML, as the queue shows it and mail clients read it. */
export const textOf = (html: string) => plainText(html);

export interface DecisionColumns {
  kind: NextAction['kind'];
  status: 'pending' | 'escalated' | 'scheduled' | 'recorded';
  subject: string;
  bodyHtml: string;
  bodyText: string;
  reasons: NextAction['reasons'];
  sources: Omit<NextAction['sources'], 'escalations'> & {
    escalations: string[];
    facts: { id: string; source: string; text: string }[];
  };
  escalations: { code: string; words: string; evidence: string[] }[];
  followUpOn: string | null;
  sendAt: Date | null;
}

/** The answer an action sends, and how it leaves; null when it sends nothing. */
function outgoing(action: NextAction): { answer: ComposedAnswer; delivery: Delivery } | null {
  switch (action.kind) {
    case 'draft_for_review':
      return { answer: action.answer, delivery: { kind: 'review' } };
    case 'send_after_delay':
      return {
        answer: action.answer,
        delivery: { kind: 'after_delay', delayMinutes: action.delayMinutes, sendAt: action.sendAt },
      };
    case 'send_now':
      return { answer: action.answer, delivery: { kind: 'now' } };
    case 'pause_until':
      return action.acknowledgement;
    default:
      return null;
  }
}

/** The row's columns for a decision taken at `now` on a reply whose subject was `replySubjectLine`. */
export function decisionColumns(
  action: NextAction,
  input: { knowledge: PreparedKnowledge; replySubjectLine: string; now: Date },
): DecisionColumns {
  const units = new Map(input.knowledge.units.map((unit) => [unit.id, unit]));
  const facts = action.sources.factIds.flatMap((id) => {
    const unit = units.get(id);
    return unit ? [{ id, source: unit.source, text: unit.text }] : [];
  });
  const base = {
    kind: action.kind,
    reasons: action.reasons,
    sources: { ...action.sources, facts },
    escalations: action.kind === 'escalate' ? action.escalations : [],
    followUpOn: action.kind === 'pause_until' ? action.until : null,
  };
  const sending = outgoing(action);
  if (!sending) {
    return {
      ...base,
      status: action.kind === 'escalate' ? 'escalated' : 'recorded',
      subject: '',
      bodyHtml: '',
      bodyText: '',
      sendAt: null,
    };
  }
  const { answer, delivery } = sending;
  return {
    ...base,
    status: delivery.kind === 'review' ? 'pending' : 'scheduled',
    subject: replySubject(input.replySubjectLine),
    bodyHtml: answer.html,
    bodyText: answer.text,
    sendAt: delivery.kind === 'after_delay' ? new Date(delivery.sendAt) : delivery.kind === 'now' ? input.now : null,
  };
}

const classifiedReplySchema = z.object({
  kind: z.enum(['bounce', 'auto_reply', 'reply']),
  label: z.enum(replyLabels).optional(),
  confidence: z.number(),
  evidence: z.array(z.string()),
  autoReply: z.object({ outOfOffice: z.boolean(), returnDate: z.string().optional() }).optional(),
  referral: z.object({ name: z.string().optional(), email: z.string().optional() }).optional(),
});

/** A stored classification read back; null when it cannot be read (the draft is then left as it is). */
export function storedClassification(value: unknown): ClassifiedReply | null {
  const parsed = classifiedReplySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
