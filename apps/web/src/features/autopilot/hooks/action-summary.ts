import { type AutopilotAction, openAutopilotActionStatuses } from '@leadpilot/contracts';
import { formatDateTime, formatDay } from '../../../shared/format/format-date.ts';

/** What a person picks up an escalation for, in a few words (the server's escalation codes). */
const escalationTopics: Record<string, string> = {
  legal_request: 'a legal or data-protection matter',
  anger: 'an angry reply',
  unsubscribe_request: 'asks to hear no more',
  other_language: 'written in another language',
  low_confidence: 'the reply is unclear',
  unclassified: 'the reply has no label',
  pricing_question: 'pricing question',
  contract_question: 'contract question',
  referral: 'points to someone else',
  proposed_time: 'proposes a time',
  unanswered_question: 'a question the knowledge does not answer',
  no_free_slots: 'no free time to offer',
};

/** The escalation a queue shows (the most serious: the first), in a few words. */
function escalationTopic(action: AutopilotAction): string {
  const code = action.escalations[0]?.code ?? action.sources.escalations[0];
  if (!code) return 'the reply needs a person';
  return escalationTopics[code] ?? code.replaceAll('_', ' ');
}

/** What a sent answer did, from how the reply was read. */
function answered(label: string | null): string {
  if (label === 'question') return 'Answered a question';
  if (label === 'interested' || label === 'meeting_request') return 'Offered a meeting';
  return 'Answered the reply';
}

/**
 * A message the autopilot wrote (an answer, or a sequence step held for review) by where it stands
 * now: `what` names it ("an answer", "step 2 of the sequence"), `sent` is what a sent one did.
 */
function writtenWords(action: AutopilotAction, what: string, sent: string): string {
  switch (action.status) {
    case 'pending':
      return `Drafted ${what}, waiting for approval`;
    case 'scheduled':
      return action.sendAt
        ? `Wrote ${what}: it leaves ${formatDateTime(action.sendAt)} unless someone undoes it`
        : `Wrote ${what}: it leaves unless someone undoes it`;
    case 'approved':
    case 'sending':
      return `Wrote ${what}, approved: it is being sent`;
    case 'sent':
      return sent;
    case 'rejected':
      return `Drafted ${what}, rejected`;
    case 'cancelled':
      return `Wrote ${what}, not sent`;
    case 'failed':
      return `Wrote ${what} that could not be sent`;
    default:
      return `Wrote ${what}`;
  }
}

/** The acknowledgement of a "not now", by where it stands. */
function acknowledgementWords(action: AutopilotAction): string {
  if (action.bodyText.trim() === '') return '';
  if (action.status === 'pending') return ', the acknowledgement waits for approval';
  if (action.status === 'sent') return ', with an acknowledgement';
  if (action.status === 'scheduled') return ', the acknowledgement leaves unless someone undoes it';
  return '';
}

function stopWords(label: string | null): string {
  if (label === 'not_interested') return 'Stopped the sequence: not interested';
  if (label === 'wrong_person') return 'Stopped the sequence: wrong person';
  return 'Stopped the sequence';
}

/**
 * What the autopilot did with one reply, in plain words: "Answered a question", "Drafted an answer,
 * waiting for approval", "Sent to a person: pricing question", "Paused until 12 Mar 2026" (the
 * date in the reader's locale).
 */
export function actionSummary(action: AutopilotAction): string {
  // A draft the knowledge no longer answers (regenerated) waits for a person like an escalation.
  if (action.kind === 'escalate' || action.status === 'escalated') {
    return `Sent to a person: ${escalationTopic(action)}`;
  }
  switch (action.kind) {
    case 'draft_for_review':
    case 'send_after_delay':
    case 'send_now':
      return writtenWords(action, 'an answer', answered(action.sources.label));
    case 'sequence_email': {
      const step = action.stepNumber ? `step ${action.stepNumber} of the sequence` : 'an email of the sequence';
      return writtenWords(action, step, `Sent ${step}`);
    }
    case 'pause_until': {
      const until = formatDay(action.followUpOn);
      return `${until ? `Paused until ${until}` : 'Paused the sequence'}${acknowledgementWords(action)}`;
    }
    case 'stop_sequence':
      return stopWords(action.sources.label);
    default:
      return 'Took no action';
  }
}

const openStatuses: ReadonlySet<AutopilotAction['status']> = new Set(openAutopilotActionStatuses);

/** Whether the action waits in the approval queue's "Waiting" view (to approve, answer or undo). */
export function waitsInApprovals(action: AutopilotAction): boolean {
  return openStatuses.has(action.status);
}
