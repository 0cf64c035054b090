import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookingRulesSchema } from '../meetings/index.ts';
import { type AutopilotSettings, defaultAutopilotSettings } from './autopilot-settings.ts';
import { checkAnswer } from './check-answer.ts';
import type { ClassifiedReply, ReplyLabel } from './classified-reply.ts';
import { type DecideInput, decideNextAction } from './decide-next-action.ts';
import type { EscalationCode } from './escalation.ts';
import { knowledgeSchema } from './knowledge.ts';
import type { NextAction } from './next-action.ts';
import { type PreparedKnowledge, prepareKnowledge } from './prepare-knowledge.ts';

/**
 * The autopilot's fixtures (apps/server/test/fixtures/autopilot): a made-up product's knowledge
 * (Notewell, call notes for sales teams) and replies to its campaign, each with the facts its
 * answer must state or the reason it must escalate. Shared by the tests and
 * `scripts/autopilot/answers.ts`, which prints the figures.
 */

export const fixtureDirectory = fileURLToPath(new URL('../../../test/fixtures/autopilot/', import.meta.url));

export interface QuestionCase {
  id: string;
  reply: string;
  label: ReplyLabel;
  confidence?: number;
  referral?: { name?: string; email?: string };
  /** Fact ids the answer must state. */
  answer?: string[];
  /** The reason code it must escalate with. */
  escalate?: EscalationCode;
  why?: string;
  /** A miss the matcher is known to make, and why: the test holds it to failing safely. */
  knownMiss?: string;
}

export function loadKnowledge(): PreparedKnowledge {
  const raw: unknown = JSON.parse(readFileSync(`${fixtureDirectory}knowledge.json`, 'utf8'));
  return prepareKnowledge(knowledgeSchema.parse(raw));
}

export type FixturePart = 'tuning' | 'held-out';
const fixtureFiles: Record<FixturePart, string> = { tuning: 'questions.json', 'held-out': 'questions-held-out.json' };

/** `tuning`: the cases the matcher was shaped on; `held-out`: cases it never was. */
export function loadQuestionCases(part: FixturePart = 'tuning'): QuestionCase[] {
  const raw = JSON.parse(readFileSync(`${fixtureDirectory}${fixtureFiles[part]}`, 'utf8')) as { cases: QuestionCase[] };
  return raw.cases;
}

/** Monday 2 June 2025, 10:00 in Berlin: the fixtures' "now". */
export const fixtureNow = new Date('2025-06-02T08:00:00Z');

/** A host in Berlin, 09:00–17:00 on weekdays, 30-minute meetings, free all fortnight. */
export const fixtureCalendar: DecideInput['calendar'] = {
  rules: bookingRulesSchema.parse({
    bookingSlug: 'maya-brandt',
    timeZone: 'Europe/Berlin',
    workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
    meetingMinutes: 30,
    bufferMinutes: 0,
    minimumNoticeMinutes: 120,
  }),
  busy: [],
  bookings: [],
};

export const fixtureBookingLink = 'https://book.notewell.example/maya-brandt';
export const fixturePeople = { prospectFirstName: 'Dana', senderName: 'Maya Brandt' };

export function classified(label: ReplyLabel, overrides: Partial<ClassifiedReply> = {}): ClassifiedReply {
  return { kind: 'reply', label, confidence: 0.9, evidence: [], ...overrides };
}

/** The decision input for one reply, in full-auto mode unless told otherwise. */
export function decideInputFor(
  knowledge: PreparedKnowledge,
  replyText: string,
  classification: ClassifiedReply,
  overrides: Partial<Omit<DecideInput, 'settings'>> & { settings?: Partial<AutopilotSettings> } = {},
): DecideInput {
  return {
    classification,
    replyText,
    knowledge,
    isKillSwitchOn: false,
    now: fixtureNow,
    calendar: fixtureCalendar,
    bookingLink: fixtureBookingLink,
    people: fixturePeople,
    ...overrides,
    settings: { ...defaultAutopilotSettings, mode: 'full_auto', ...overrides.settings },
  };
}

export interface CaseResult {
  testCase: QuestionCase;
  action: NextAction;
  /** Escalated with the expected reason, or answered with every expected fact. */
  isRight: boolean;
  /** The fact check's problems with the answer (empty when grounded or when nothing was answered). */
  factCheck: string[];
  /** Fact ids the answer states. */
  factIds: string[];
}

/** Decides every case and marks each right or wrong. */
export function runQuestionCases(knowledge = loadKnowledge(), cases = loadQuestionCases()): CaseResult[] {
  return cases.map((testCase) => {
    const classification = classified(testCase.label, {
      confidence: testCase.confidence ?? 0.9,
      ...(testCase.referral ? { referral: testCase.referral } : {}),
    });
    const action = decideNextAction(decideInputFor(knowledge, testCase.reply, classification));
    const answer = 'answer' in action ? action.answer : null;
    const factIds = answer?.sources.factIds ?? [];
    const factCheck = answer
      ? checkAnswer(answer, {
          units: knowledge.units,
          names: [fixturePeople.prospectFirstName, fixturePeople.senderName],
        })
      : [];
    const isRight = testCase.escalate
      ? action.kind === 'escalate' && action.escalations.some((item) => item.code === testCase.escalate)
      : answer !== null && (testCase.answer ?? []).every((id) => factIds.includes(id));
    return { testCase, action, isRight, factCheck, factIds };
  });
}

export interface Figures {
  answerCases: number;
  answeredRight: number;
  /** Answer cases escalated instead: safe, a person answers. */
  answerCasesEscalated: number;
  /** Answer cases answered from other facts than expected. */
  answeredOtherwise: number;
  escalationCases: number;
  escalatedRight: number;
  /** Escalation cases the autopilot answered: the failure that matters. */
  answeredInsteadOfEscalated: number;
  /** Answers the fact check refused (should be none). */
  ungrounded: number;
  misses: string[];
}

export function figuresOf(results: readonly CaseResult[]): Figures {
  const answers = results.filter((result) => !result.testCase.escalate);
  const escalations = results.filter((result) => result.testCase.escalate);
  const missWords = (result: CaseResult) => {
    const got =
      result.action.kind === 'escalate'
        ? `escalated (${result.action.escalations.map((item) => item.code).join(', ')})`
        : `${result.action.kind} citing ${result.factIds.join(', ') || 'nothing'}`;
    const expected = result.testCase.escalate
      ? `escalate ${result.testCase.escalate}`
      : `answer with ${(result.testCase.answer ?? []).join(', ')}`;
    return `${result.testCase.id}: expected ${expected}, got ${got}`;
  };
  return {
    answerCases: answers.length,
    answeredRight: answers.filter((result) => result.isRight).length,
    answerCasesEscalated: answers.filter((result) => result.action.kind === 'escalate').length,
    answeredOtherwise: answers.filter((result) => !result.isRight && result.action.kind !== 'escalate').length,
    escalationCases: escalations.length,
    escalatedRight: escalations.filter((result) => result.isRight).length,
    answeredInsteadOfEscalated: escalations.filter((result) => result.action.kind !== 'escalate').length,
    ungrounded: results.filter((result) => result.factCheck.length > 0).length,
    misses: results.filter((result) => !result.isRight).map(missWords),
  };
}
