import { DateTime } from 'luxon';
import { type BookingRules, type Interval, type OfferedSlot, offerSlots } from '../meetings/index.ts';
import { type AutopilotSettings, offeredSlotCount } from './autopilot-settings.ts';
import type { ClassifiedReply } from './classified-reply.ts';
import { type AnswerPeople, type AnswerPurpose, composeAnswer } from './compose-answer.ts';
import { type Escalation, escalation, escalationCodes, findPolicyEscalations } from './escalation.ts';
import { type FoundAnswer, findAnswer } from './find-answer.ts';
import { findFollowUpDate } from './follow-up-date.ts';
import { type DecisionReason, type DecisionSources, deliveryFor, type NextAction, sendAction } from './next-action.ts';
import type { PreparedKnowledge } from './prepare-knowledge.ts';

/** The host's calendar, for the slots a meeting answer proposes (as `offerSlots` takes it). */
export interface SlotSource {
  rules: BookingRules;
  busy: readonly Interval[];
  bookings: readonly Interval[];
  /** Host days to look ahead (14 unless set). */
  horizonDays?: number;
}

export interface DecideInput {
  classification: ClassifiedReply;
  /** The reply's new text, quoted history removed. */
  replyText: string;
  knowledge: PreparedKnowledge;
  settings: AutopilotSettings;
  isKillSwitchOn: boolean;
  now: Date;
  /** The host's calendar; null: no slots, only the booking link (if any). */
  calendar: SlotSource | null;
  bookingLink: string | null;
  people: AnswerPeople;
  /** The prospect's IANA zone, when known: slots are written on their clock. */
  prospectTimeZone?: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What the autopilot does with one classified reply. Pure: the same input always gives the same
 * action, and nothing is read or written. The order holds in every mode: machine mail first (bounces
 * and automatic replies), then the locked escalations, then the label's rule, and only then the
 * mode and the kill switch, which decide how an answer leaves, never whether it escalates.
 */
export function decideNextAction(input: DecideInput): NextAction {
  const { classification, settings, now } = input;
  const sources: DecisionSources = {
    label: classification.label ?? null,
    confidence: classification.confidence,
    factIds: [],
    slotStarts: [],
    escalations: [],
  };
  const reason = (rule: DecisionReason['rule'], words: string): DecisionReason => ({ rule, words });

  if (classification.kind === 'bounce') {
    return {
      kind: 'none',
      reasons: [reason('bounce', 'A delivery report: the reply reader handles bounces.')],
      sources,
    };
  }
  if (classification.kind === 'auto_reply') {
    const autoReply = classification.autoReply;
    if (!autoReply?.outOfOffice) {
      return {
        kind: 'none',
        reasons: [reason('automatic_reply', 'An automatic reply, not an out-of-office: nothing to answer.')],
        sources,
      };
    }
    const until = autoReply.returnDate ?? DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: 7 }).toISODate() ?? '';
    const words = autoReply.returnDate
      ? `Out of office until ${autoReply.returnDate}: the sequence waits until then.`
      : `Out of office with no return date: the sequence waits a week, until ${until}.`;
    return { kind: 'pause_until', until, acknowledgement: null, reasons: [reason('out_of_office', words)], sources };
  }

  const label = classification.label;
  const wantsAnswer =
    label === 'question' || label === 'interested' || label === 'meeting_request' || label === 'not_now';
  const found: FoundAnswer | null = wantsAnswer
    ? findAnswer(input.replyText, input.knowledge.index, { wholeTextIsQuestion: label === 'question' })
    : null;
  const isMeeting = label === 'interested' || label === 'meeting_request';
  const asksForTimes = found?.questions.some((question) => question.isScheduling) ?? false;
  const slots: OfferedSlot[] =
    (isMeeting || asksForTimes) && input.calendar
      ? offerSlots({ ...input.calendar, now, count: offeredSlotCount, prospectZone: input.prospectTimeZone ?? null })
      : [];
  const escalations = escalationsFor(input, found, isMeeting && slots.length === 0 && !input.bookingLink);

  if (escalations.length > 0) {
    return {
      kind: 'escalate',
      escalations,
      reasons: escalations.map((item) => reason('escalation_policy', item.words)),
      sources: { ...sources, escalations: escalations.map((item) => item.code) },
    };
  }

  if (label === 'not_interested') {
    return {
      kind: 'stop_sequence',
      reasons: [reason('not_interested', 'Not interested: the sequence stops and no email is sent.')],
      sources,
    };
  }
  if (label === 'wrong_person') {
    const words = 'Wrong person, and no one else named: the sequence stops and no email is sent.';
    return { kind: 'stop_sequence', reasons: [reason('wrong_person', words)], sources };
  }
  if (!found || !label || label === 'unsubscribe_request') {
    // Unreachable today (these escalate above); a label added later waits for a person.
    const unknown = escalation('unclassified');
    const reasons = [reason('escalation_policy', unknown.words)];
    return { kind: 'escalate', escalations: [unknown], reasons, sources: { ...sources, escalations: [unknown.code] } };
  }

  const { delivery, reason: deliveryReason } = deliveryFor(
    settings.mode,
    input.isKillSwitchOn,
    settings.undoDelayMinutes,
    now,
  );
  const purpose: AnswerPurpose = label === 'not_now' ? 'follow_up' : isMeeting ? 'meeting' : 'question';
  const followUp =
    purpose === 'follow_up'
      ? findFollowUpDate(input.replyText, now, {
          timeZone: input.calendar?.rules.timeZone,
          defaultDays: settings.followUpDefaultDays,
        })
      : null;
  const followUpWords = followUp ? dateWords(followUp.date, now) : null;
  const answer = composeAnswer(
    {
      purpose,
      label,
      people: input.people,
      units: found.units,
      slots,
      bookingLink: input.bookingLink,
      followUp: followUp && followUpWords ? { date: followUp.date, words: followUpWords } : null,
    },
    found.questions.filter((question) => !question.isScheduling).length,
  );
  const answered =
    found.units.length > 0
      ? [
          reason(
            'answered_from_knowledge',
            `Answered from the knowledge (${[...new Set(found.units.map((unit) => unit.source))].join('; ')}).`,
          ),
        ]
      : [];
  const explained = { sources: { ...sources, factIds: answer.sources.factIds, slotStarts: answer.sources.slotStarts } };

  if (purpose === 'follow_up' && followUp) {
    const read = followUp.text
      ? `read from “${followUp.text}”`
      : `no time named, so ${plural(settings.followUpDefaultDays, 'day')} from now`;
    const waits = `Not now: the sequence waits until ${followUp.date} (${read}), with a short acknowledgement.`;
    const reasons = [reason('follow_up_later', waits), ...answered, deliveryReason];
    return { kind: 'pause_until', until: followUp.date, acknowledgement: { answer, delivery }, reasons, ...explained };
  }
  const offer = isMeeting
    ? [reason('meeting_offer', meetingOfferWords(label, slots.length, input.bookingLink !== null))]
    : [];
  return sendAction(answer, delivery, { reasons: [...offer, ...answered, deliveryReason], ...explained });
}

function meetingOfferWords(label: string, slotCount: number, hasLink: boolean): string {
  const who = label === 'meeting_request' ? 'Asks to meet' : 'Interested';
  if (slotCount === 0) return `${who}: no free time in the calendar, so the answer gives the booking link.`;
  return `${who}: proposes ${plural(slotCount, 'free time')} from the calendar${hasLink ? ' and the booking link' : ''}.`;
}

/** The date as the acknowledgement writes it: "Wednesday 1 July", with the year when it is not this one. */
function dateWords(date: string, now: Date): string {
  const day = DateTime.fromISO(date).setLocale('en-GB');
  return day.toFormat(day.year === now.getUTCFullYear() ? 'cccc d LLLL' : 'cccc d LLLL yyyy');
}

/**
 * Every escalation the reply calls for, most serious first: the locked policy, then the questions
 * the knowledge does not answer, then a meeting with no time to offer.
 */
function escalationsFor(input: DecideInput, found: FoundAnswer | null, hasNoTimeToOffer: boolean): Escalation[] {
  const { classification, now } = input;
  const escalations = findPolicyEscalations({
    classification,
    replyText: input.replyText,
    knowledgeLanguage: input.knowledge.knowledge.language,
    confidenceThreshold: input.settings.confidenceThreshold,
    now,
  });
  // A language the knowledge is not in, or a question of price, contract or law, already says a
  // person answers: that the same question is also unanswered adds nothing.
  const coveringCodes = new Set(['other_language', 'pricing_question', 'contract_question', 'legal_request']);
  const isCovered = escalations.some((item) => coveringCodes.has(item.code));
  // In a not-now reply, a question that names a time ("could you try me in March?") is about the follow-up.
  const isAboutFollowUp = (text: string) =>
    classification.label === 'not_now' && findFollowUpDate(text, now).text !== null;
  const unanswered = (found?.questions ?? []).filter(
    (question) => !question.isAnswered && !isAboutFollowUp(question.text),
  );
  if (unanswered.length > 0 && !isCovered) {
    escalations.push(
      escalation('unanswered_question', {
        evidence: unanswered.map((question) => question.text),
        unknownNames: unanswered.flatMap((question) => question.unknownNames),
      }),
    );
  }
  if (hasNoTimeToOffer && escalations.length === 0) {
    escalations.push(escalation('no_free_slots', { horizonDays: input.calendar?.horizonDays ?? 14 }));
  }
  return orderEscalations(escalations);
}

function orderEscalations(escalations: readonly Escalation[]): Escalation[] {
  const seen = new Set<string>();
  const unique = escalations.filter((item) => !seen.has(item.code) && seen.add(item.code));
  return unique.sort((a, b) => rank(a.code) - rank(b.code));
}

const rank = (code: Escalation['code']) => escalationCodes.indexOf(code);
