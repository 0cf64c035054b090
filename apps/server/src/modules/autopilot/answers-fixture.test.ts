import { describe, expect, it } from 'vitest';
import {
  type CaseResult,
  figuresOf,
  fixturePeople,
  loadKnowledge,
  loadQuestionCases,
  runQuestionCases,
} from './autopilot-test-support.ts';
import { checkAnswer } from './check-answer.ts';
import type { ComposedAnswer } from './compose-answer.ts';

const knowledge = loadKnowledge();
const tuning = runQuestionCases(knowledge, loadQuestionCases('tuning'));
const heldOut = runQuestionCases(knowledge, loadQuestionCases('held-out'));
const names = [fixturePeople.prospectFirstName, fixturePeople.senderName];

const describeResult = (result: CaseResult) =>
  result.action.kind === 'escalate'
    ? `escalated: ${result.action.escalations.map((item) => item.code).join(', ')}`
    : `${result.action.kind}: ${result.factIds.join(', ')}`;

const answerOf = (result: CaseResult): ComposedAnswer | null =>
  'answer' in result.action ? result.action.answer : null;

describe('the autopilot on the Notewell replies (test/fixtures/autopilot)', () => {
  it('holds at least 24 questions, 8 of them escalations of every kind the policy names', () => {
    const cases = loadQuestionCases('tuning');
    expect(cases.length).toBeGreaterThanOrEqual(24);
    const codes = new Set(cases.map((testCase) => testCase.escalate).filter((code) => code !== undefined));
    for (const code of [
      'pricing_question',
      'contract_question',
      'legal_request',
      'anger',
      'unanswered_question',
      'low_confidence',
      'referral',
      'other_language',
    ]) {
      expect(codes, code).toContain(code);
    }
  });

  const escalations = tuning.filter((result) => result.testCase.escalate);
  it.each(escalations.map((result) => ({ id: result.testCase.id, result })))(
    '$id escalates with the expected reason',
    ({ result }) => {
      expect(describeResult(result)).toContain('escalated');
      if (result.action.kind !== 'escalate') return;
      expect(result.action.escalations.map((item) => item.code)).toContain(result.testCase.escalate);
      expect(result.action.escalations.every((item) => item.words.endsWith('.'))).toBe(true);
    },
  );

  const answers = tuning.filter((result) => !result.testCase.escalate && !result.testCase.knownMiss);
  it.each(answers.map((result) => ({ id: result.testCase.id, result })))(
    '$id is answered with the expected facts',
    ({ result }) => {
      expect(result.action.kind, describeResult(result)).toBe('send_now');
      expect(result.factIds).toEqual(expect.arrayContaining(result.testCase.answer ?? []));
    },
  );

  it('keeps its known misses safe: each escalates or answers only from the knowledge', () => {
    const known = tuning.filter((result) => result.testCase.knownMiss);
    // A known miss that is now right: take its `knownMiss` out of the fixture.
    expect(known.filter((result) => result.isRight).map((result) => result.testCase.id)).toEqual([]);
    for (const result of known) expect(result.factCheck).toEqual([]);
  });

  it('states no fact absent from the knowledge: every answer passes the AI writer’s fact check', () => {
    const answered = [...tuning, ...heldOut].filter((result) => answerOf(result) !== null);
    expect(answered.length).toBeGreaterThanOrEqual(30);
    for (const result of answered) expect(result.factCheck, result.testCase.id).toEqual([]);
    // Every sentence traces to a fact id, a slot, the link or the composer's fixed phrases.
    for (const result of answered) {
      for (const paragraph of answerOf(result)?.paragraphs ?? []) {
        for (const sentence of paragraph.sentences) {
          if (sentence.origin === 'fact') expect(sentence.factIds.length, sentence.text).toBeGreaterThan(0);
        }
      }
    }
  });

  it('refuses a tampered answer that states an invented fact', () => {
    const result = tuning.find((candidate) => candidate.testCase.id === 'salesforce-sales-cloud');
    const answer = result ? answerOf(result) : null;
    if (!answer) throw new Error('expected an answer');
    expect(checkAnswer(answer, { units: knowledge.units, names })).toEqual([]);
    const invented = 'It also syncs with Pipedrive, and Acme Freight cut admin time by 40% in 2024.';
    const tampered = { ...answer, html: answer.html.replace('</p>\n<p>Yes.', `</p>\n<p>${invented} Yes.`) };
    expect(tampered.html).toContain('Pipedrive');
    const problems = checkAnswer(tampered, { units: knowledge.units, names });
    expect(problems.join(' ')).toMatch(/names facts that are not in its inputs \(.*Pipedrive/);
    expect(problems.join(' ')).toMatch(/40/);
  });

  it('refuses an answer that uses a fact of the knowledge it does not cite, or a price it does', () => {
    const result = tuning.find((candidate) => candidate.testCase.id === 'retention');
    const answer = result ? answerOf(result) : null;
    if (!answer) throw new Error('expected an answer');
    // Frankfurt is in the knowledge (the GDPR entry), but this answer does not cite that entry.
    const uncited = { ...answer, html: `${answer.html}<p>All data stays in Frankfurt.</p>` };
    expect(checkAnswer(uncited, { units: knowledge.units, names }).join(' ')).toContain('Frankfurt');
    const priced = { ...answer, sources: { ...answer.sources, factIds: [...answer.sources.factIds, 'faq.pricing.1'] } };
    expect(checkAnswer(priced, { units: knowledge.units, names }).join(' ')).toContain('states prices');
  });

  it('escalates every held-out case it should, and answers none of them', () => {
    const figures = figuresOf(heldOut);
    expect(figures.escalatedRight).toBe(figures.escalationCases);
    expect(figures.answeredInsteadOfEscalated).toBe(0);
  });

  it('never answers a tuning escalation case', () => {
    expect(figuresOf(tuning).answeredInsteadOfEscalated).toBe(0);
  });
});
