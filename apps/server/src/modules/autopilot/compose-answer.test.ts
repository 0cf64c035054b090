import { describe, expect, it } from 'vitest';
import { answerPhrases } from './answer-phrases.ts';
import { loadKnowledge } from './autopilot-test-support.ts';
import { checkAnswer } from './check-answer.ts';
import { composeAnswer } from './compose-answer.ts';
import type { FactUnit } from './knowledge.ts';

const knowledge = loadKnowledge();
const unitsOf = (...ids: string[]) =>
  ids
    .map((id) => knowledge.units.find((unit) => unit.id === id))
    .filter((unit): unit is FactUnit => unit !== undefined);
const people = { prospectFirstName: 'Dana', senderName: 'Maya Brandt' };

const allPhrases = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(allPhrases);

describe('the composer’s own phrases', () => {
  it('hold no number, name or address: every fact comes from the inputs', () => {
    for (const phrase of allPhrases(answerPhrases)) {
      const text = phrase.replace(/\{\w+\}/g, '');
      expect(text, phrase).not.toMatch(/\d/);
      expect(text, phrase).not.toMatch(/@|https?:/);
      // Capitals only where a sentence starts, or the first person.
      const capitals = text.match(/(?<![.?!]\s|^)\b\p{Lu}\p{L}*/gu) ?? [];
      expect(
        capitals.filter((word) => word !== 'I'),
        phrase,
      ).toEqual([]);
    }
  });
});

describe('composeAnswer', () => {
  it('answers a question from its facts, one paragraph per entry, each sentence traced to its fact', () => {
    const answer = composeAnswer(
      {
        purpose: 'question',
        label: 'question',
        people,
        units: unitsOf('faq.setup.1', 'faq.setup.2', 'faq.sso.1'),
        bookingLink: 'https://book.notewell.example/maya-brandt',
      },
      2,
    );
    expect(answer.text).toBe(
      [
        'Hi Dana,',
        'Thanks for your questions.',
        'Most teams are live in one afternoon. An admin connects the calendar and the CRM in about 30 minutes, and each rep signs in with Google or Microsoft.',
        'Yes. Notewell supports SAML single sign-on with Okta, Microsoft Entra ID and Google Workspace.',
        'If a short call would help, you can pick a time here: https://book.notewell.example/maya-brandt',
        'Best,\nMaya Brandt',
      ].join('\n\n'),
    );
    expect(answer.sources.factIds).toEqual(['faq.setup.1', 'faq.setup.2', 'faq.sso.1']);
    const facts = answer.paragraphs
      .flatMap((paragraph) => paragraph.sentences)
      .filter((sentence) => sentence.origin === 'fact');
    expect(facts.map((sentence) => sentence.factIds)).toEqual([['faq.setup.1'], ['faq.setup.2'], ['faq.sso.1']]);
    expect(answer.html).toContain('<a href="https://book.notewell.example/maya-brandt">');
    expect(checkAnswer(answer, { units: knowledge.units, names: ['Dana', 'Maya Brandt'] })).toEqual([]);
  });

  it('introduces a case study by its customer and cites both of its facts', () => {
    const answer = composeAnswer({
      purpose: 'question',
      label: 'question',
      people,
      units: unitsOf('case.corvid.problem', 'case.corvid.result'),
    });
    expect(answer.paragraphs[1]?.sentences[0]).toEqual({
      text: 'One of our customers, Corvid Analytics, is a good example.',
      origin: 'fact',
      factIds: ['case.corvid.problem', 'case.corvid.result'],
    });
    expect(answer.text).toContain('Happy to go into more detail if that would help.');
  });

  it('never states a pricing unit, even when handed one', () => {
    const answer = composeAnswer({
      purpose: 'question',
      label: 'question',
      people,
      units: unitsOf('faq.pricing.1', 'faq.slack.1'),
    });
    expect(answer.sources.factIds).toEqual(['faq.slack.1']);
    expect(answer.text).not.toContain('€');
  });

  it('escapes what it writes into HTML, and greets without a name when it has none', () => {
    const unit: FactUnit = {
      id: 'faq.x.1',
      kind: 'faq',
      entryId: 'faq.x',
      source: 'FAQ: x',
      text: 'Rules <b>&</b> alerts.',
      isPricing: false,
    };
    const answer = composeAnswer({
      purpose: 'question',
      label: 'question',
      people: { senderName: 'Maya' },
      units: [unit],
    });
    expect(answer.html).toContain('Rules &lt;b&gt;&amp;&lt;/b&gt; alerts.');
    expect(answer.text.startsWith('Hi,\n')).toBe(true);
  });
});
