import type { AutopilotMode } from './autopilot-settings.ts';
import type { ReplyLabel } from './classified-reply.ts';
import type { ComposedAnswer } from './compose-answer.ts';
import type { Escalation, EscalationCode } from './escalation.ts';

/** The rule that decided (or shaped) an action: what the product shows under "why". */
export type DecisionRule =
  | 'bounce'
  | 'automatic_reply'
  | 'out_of_office'
  | 'escalation_policy'
  | 'meeting_offer'
  | 'answered_from_knowledge'
  | 'follow_up_later'
  | 'not_interested'
  | 'wrong_person'
  | 'kill_switch'
  | 'mode_review'
  | 'mode_auto_with_undo'
  | 'mode_full_auto';

export interface DecisionReason {
  rule: DecisionRule;
  words: string;
}

/** What the decision rests on. */
export interface DecisionSources {
  label: ReplyLabel | null;
  confidence: number;
  /** The knowledge units the answer states. */
  factIds: string[];
  /** The offered slots' starts (ISO). */
  slotStarts: string[];
  escalations: EscalationCode[];
}

/** How an outgoing message leaves: after approval, after the undo delay, or at once. */
export type Delivery =
  | { kind: 'review' }
  | { kind: 'after_delay'; delayMinutes: number; sendAt: string }
  | { kind: 'now' };

interface Explained {
  reasons: DecisionReason[];
  sources: DecisionSources;
}

/**
 * What the autopilot does with a reply. `escalate`: a person answers, nothing is sent.
 * `draft_for_review`, `send_after_delay`, `send_now`: the answer and how it leaves.
 * `stop_sequence`: no email, the prospect's sequence ends. `pause_until`: the sequence waits until
 * the day (a not-now, with its acknowledgement and how that leaves; an out-of-office, with none).
 * `none`: nothing for the autopilot to do.
 */
export type NextAction = Explained &
  (
    | { kind: 'escalate'; escalations: Escalation[] }
    | { kind: 'draft_for_review'; answer: ComposedAnswer }
    | { kind: 'send_after_delay'; answer: ComposedAnswer; delayMinutes: number; sendAt: string }
    | { kind: 'send_now'; answer: ComposedAnswer }
    | { kind: 'stop_sequence' }
    | { kind: 'pause_until'; until: string; acknowledgement: { answer: ComposedAnswer; delivery: Delivery } | null }
    | { kind: 'none' }
  );

export type NextActionKind = NextAction['kind'];

/** How an outgoing message leaves under the mode and the kill switch, and the reason to show. */
export function deliveryFor(
  mode: AutopilotMode,
  isKillSwitchOn: boolean,
  undoDelayMinutes: number,
  now: Date,
): { delivery: Delivery; reason: DecisionReason } {
  if (isKillSwitchOn) {
    return {
      delivery: { kind: 'review' },
      reason: { rule: 'kill_switch', words: 'The kill switch is on: nothing is sent, the answer waits for a person.' },
    };
  }
  if (mode === 'review') {
    return {
      delivery: { kind: 'review' },
      reason: { rule: 'mode_review', words: 'Review mode: every message waits for approval before it is sent.' },
    };
  }
  if (mode === 'auto_with_undo') {
    const sendAt = new Date(now.getTime() + undoDelayMinutes * 60_000).toISOString();
    const minutes = `${undoDelayMinutes} minute${undoDelayMinutes === 1 ? '' : 's'}`;
    return {
      delivery: { kind: 'after_delay', delayMinutes: undoDelayMinutes, sendAt },
      reason: { rule: 'mode_auto_with_undo', words: `Auto with undo: sent in ${minutes} unless someone undoes it.` },
    };
  }
  return {
    delivery: { kind: 'now' },
    reason: { rule: 'mode_full_auto', words: 'Full autopilot: sent at once.' },
  };
}

/** An answer as the action its delivery calls for. */
export function sendAction(answer: ComposedAnswer, delivery: Delivery, explained: Explained): NextAction {
  switch (delivery.kind) {
    case 'review':
      return { kind: 'draft_for_review', answer, ...explained };
    case 'after_delay':
      return {
        kind: 'send_after_delay',
        answer,
        delayMinutes: delivery.delayMinutes,
        sendAt: delivery.sendAt,
        ...explained,
      };
    case 'now':
      return { kind: 'send_now', answer, ...explained };
  }
}
