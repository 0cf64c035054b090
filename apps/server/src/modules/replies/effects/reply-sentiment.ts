import type { ReplyLabel } from '../classify/types.ts';

export type ReplySentiment = 'positive' | 'neutral' | 'negative';

/**
 * How a reply's label counts in a campaign's figures: interest and meeting requests are positive
 * replies (the campaign summary's headline), refusals and removal requests negative (the
 * negative-reply circuit breaker), the rest neutral.
 */
export const sentimentOf: Record<ReplyLabel, ReplySentiment> = {
  interested: 'positive',
  meeting_request: 'positive',
  question: 'neutral',
  not_now: 'neutral',
  wrong_person: 'neutral',
  not_interested: 'negative',
  unsubscribe_request: 'negative',
};

export const negativeLabels = (Object.keys(sentimentOf) as ReplyLabel[]).filter(
  (label) => sentimentOf[label] === 'negative',
);

export function isReplyLabel(value: string | null | undefined): value is ReplyLabel {
  return value !== null && value !== undefined && value in sentimentOf;
}
