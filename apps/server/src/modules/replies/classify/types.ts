/**
 * What the reply reader knows about one inbound message once it is classified. The classifier
 * (classify-message.ts) decides in three stages, before any AI: a delivery report (RFC 3464), an
 * automatic reply (RFC 3834 and the usual heuristics), then the meaning of a person's reply.
 * The sync engine stores the result and the effects (stop, suppress, pause, refund) follow from it.
 */

/** The meaning of a reply written by a person. */
export type ReplyLabel =
  | 'interested'
  | 'meeting_request'
  | 'question'
  | 'not_now'
  | 'not_interested'
  | 'wrong_person'
  | 'unsubscribe_request';

export const replyLabels: readonly ReplyLabel[] = [
  'interested',
  'meeting_request',
  'question',
  'not_now',
  'not_interested',
  'wrong_person',
  'unsubscribe_request',
];

/**
 * `hard`: the address does not exist or will never accept mail (5.1.x, 5.0.0 with "user unknown").
 * `soft`: a temporary failure (mailbox full, 4.x.x, greylisting). `block`: the receiving server
 * refused the sender (reputation, spam policy, rate limit), which says nothing about the address.
 */
export type BounceKind = 'hard' | 'soft' | 'block';

/** An inbound message as the classifier sees it (parsed by mailparser from the raw source). */
export interface InboundMessage {
  /** Header names lower-cased; a repeated header keeps its values joined with ", ". */
  headers: Record<string, string>;
  from: { address: string; name?: string };
  subject: string;
  /** The text part (or the HTML rendered to text); quoted history may still be in it. */
  text: string;
  /** Parts of a multipart/report: `message/delivery-status` bodies, verbatim. */
  deliveryStatus?: string[];
  /** When the message was received (for relative dates in an out-of-office reply). */
  receivedAt: Date;
}

export interface BounceVerdict {
  kind: BounceKind;
  /** The failed recipient, when the report names it. */
  recipient?: string;
  /** The RFC 3463 status code, e.g. `5.1.1`, when known. */
  status?: string;
  /** The remote server's words (`Diagnostic-Code`, or the sentence that decided). */
  diagnostic?: string;
}

export interface AutoReplyVerdict {
  /** True for an out-of-office or vacation notice (as opposed to a ticket acknowledgement etc.). */
  outOfOffice: boolean;
  /** The day the person is back (`YYYY-MM-DD`), when the text says it. */
  returnDate?: string;
}

export interface Classification {
  kind: 'bounce' | 'auto_reply' | 'reply';
  bounce?: BounceVerdict;
  autoReply?: AutoReplyVerdict;
  /** Set when `kind` is `reply`. */
  label?: ReplyLabel;
  /** 0..1: how sure the classifier is. */
  confidence: number;
  /** The phrases or headers that decided it, as they appear in the message. */
  evidence: string[];
  /** For `wrong_person`: the colleague the reply names, when it does. */
  referral?: { name?: string; email?: string };
}
