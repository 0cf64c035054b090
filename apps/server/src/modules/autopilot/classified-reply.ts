/**
 * What the autopilot reads of the reply classifier's verdict. It is the shape of `Classification`
 * in `replies/classify/types.ts`, written here field for field because the replies module does not
 * export its types from its index yet: a `Classification` is assignable to `ClassifiedReply`, so
 * whoever wires the two passes it as it is, and swaps these lines for an import from
 * `../replies/index.ts` once that exports them (a new label there then fails to compile here).
 */

/** The meaning of a reply written by a person (as `ReplyLabel` in the replies module). */
export type ReplyLabel =
  | 'interested'
  | 'meeting_request'
  | 'question'
  | 'not_now'
  | 'not_interested'
  | 'wrong_person'
  | 'unsubscribe_request';

export interface ClassifiedReply {
  kind: 'bounce' | 'auto_reply' | 'reply';
  /** Set when `kind` is `reply`. */
  label?: ReplyLabel;
  /** 0..1: how sure the classifier is. */
  confidence: number;
  /** The phrases that decided it, as written. */
  evidence: string[];
  autoReply?: { outOfOffice: boolean; returnDate?: string };
  /** For `wrong_person`: the colleague the reply names, when it does. */
  referral?: { name?: string; email?: string };
}
