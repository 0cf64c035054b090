import type { DraftFact } from './ai-draft.ts';
import type { ClaimedSend } from './send-store.ts';

/**
 * A person's review of a send before it leaves, as a campaign on the autopilot in review mode asks
 * for (the autopilot module answers it; the engine knows only this face):
 * - `send`: nothing to review, the step leaves as written;
 * - `send_as`: a person approved it, perhaps edited: it leaves as they approved it;
 * - `hold`: it waits for a person; the prospect is held (with `reason`) until they approve it;
 * - `defer`: not now (the organisation's kill switch is on); tried again later.
 */
export type SendReviewOutcome =
  | { kind: 'send' }
  | { kind: 'send_as'; subject: string; bodyHtml: string }
  | { kind: 'hold'; reason: string }
  | { kind: 'defer'; reason: string };

/**
 * The message as the prospect would read it: subject and body rendered for them, no footer, and
 * the facts the AI writer used when it wrote this step (none for a step written by a person).
 */
export interface ReviewedDraft {
  subject: string;
  bodyHtml: string;
  bodyText: string;
  facts: readonly DraftFact[];
}

export type SendReview = (send: ClaimedSend, draft: ReviewedDraft, now: Date) => Promise<SendReviewOutcome>;

/** The send with a person's approved message in place of its step's (rendered already, so no brief). */
export function withApprovedMessage(send: ClaimedSend, approved: { subject: string; bodyHtml: string }): ClaimedSend {
  return { ...send, variant: { id: send.variant?.id ?? '', ...approved, aiBrief: null } };
}
