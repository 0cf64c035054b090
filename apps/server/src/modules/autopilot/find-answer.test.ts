import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './autopilot-test-support.ts';
import { findAnswer } from './find-answer.ts';
import { termsOf } from './sales-vocabulary.ts';

const { index } = loadKnowledge();
const entriesFor = (reply: string, wholeTextIsQuestion = true) =>
  findAnswer(reply, index, { wholeTextIsQuestion }).questions.map((question) =>
    question.isAnswered ? question.entries.map((entry) => entry.entryId) : 'unanswered',
  );

describe('the sales vocabulary', () => {
  it.each([
    ['integrate', 'connect', 'syncs with', 'works with', 'hook into'],
    ['price', 'costs', 'pricing', 'how much'],
    ['security', 'SOC 2', 'GDPR', 'encrypted'],
    ['trial', 'pilot', 'proof of concept', 'test drive'],
    ['onboarding', 'setup', 'set up', 'implementation', 'roll out'],
  ])('reads %s and its synonyms as one concept', (...words) => {
    const concepts = words.map((word) => termsOf(word).filter((term) => term.startsWith('~')));
    const [first] = concepts;
    expect(first?.length).toBeGreaterThan(0);
    for (const concept of concepts) expect(concept).toEqual(expect.arrayContaining(first ?? []));
  });

  it('keeps a named standard beside its concept, and leaves out the words that carry no topic', () => {
    expect(termsOf('Are you GDPR compliant?')).toEqual(['~security', 'gdpr']);
    expect(termsOf('Could you please tell me')).toEqual([]);
    expect(termsOf('How much work is it?')).not.toContain('~pricing');
  });
});

describe('findAnswer', () => {
  it('finds the entry whatever words the prospect used', () => {
    expect(entriesFor('Can Notewell sync with Salesforce?')).toEqual([['faq.salesforce']]);
    expect(entriesFor('Could we do a proof of concept first?')).toEqual([['faq.pilot']]);
    expect(entriesFor('How long does the implementation take?')).toEqual([['faq.setup']]);
  });

  it('answers each question of a reply, clause by clause', () => {
    expect(entriesFor('How long does setup take, and do you support single sign-on?')).toEqual([
      ['faq.setup'],
      ['faq.sso'],
    ]);
  });

  it('reads a short question that points back with the sentence before it', () => {
    expect(entriesFor('We record everything on Google Meet. Is that supported?')).toEqual([['faq.video-tools']]);
  });

  it('leaves unanswered a question that names what the knowledge never mentions', () => {
    const found = findAnswer('Do you integrate with Zoho?', index, { wholeTextIsQuestion: true });
    expect(found.unanswered).toEqual(['Do you integrate with Zoho?']);
    expect(found.questions[0]?.unknownNames).toEqual(['Zoho']);
  });

  it('never answers from a price, even though the FAQ states one', () => {
    const found = findAnswer('How much does Notewell cost?', index, { wholeTextIsQuestion: true });
    expect(found.units).toEqual([]);
    expect(found.unanswered).toHaveLength(1);
  });

  it('holds the threshold: a partial match is not an answer', () => {
    const reply = 'Can we host it on our own servers?';
    expect(entriesFor(reply)).toEqual(['unanswered']);
    expect(findAnswer(reply, index, { wholeTextIsQuestion: true, threshold: 0.3 }).unanswered).toEqual([]);
  });

  it('leans to a person: a word the knowledge never uses weighs like a rare one, so it can tip a question below the threshold', () => {
    // "involve" is in no entry: the question reaches about half of the threshold's share. This bias is
    // chosen (a needless escalation costs a person a minute; a wrong answer costs the prospect's trust).
    expect(entriesFor('What does the implementation involve?')).toEqual(['unanswered']);
  });

  it('ignores quoted history and sentences that ask nothing', () => {
    const reply = 'Sounds good.\n\nOn Mon, 2 Jun 2025 at 10:00, Maya wrote:\n> Do you integrate with Pipedrive?';
    expect(findAnswer(reply, index, { wholeTextIsQuestion: false }).questions).toEqual([]);
  });

  it('takes a scheduling question as answered by the times offered, not by the knowledge', () => {
    const found = findAnswer('Great, when are you free?', index, { wholeTextIsQuestion: false });
    expect(found.questions[0]).toMatchObject({ isScheduling: true, isAnswered: true });
  });
});
