import { describe, expect, it } from 'vitest';
import type { OfferedSlot } from '../meetings/index.ts';
import { answerPhrases } from './answer-phrases.ts';
import { loadKnowledge } from './autopilot-test-support.ts';
import { checkAnswer } from './check-answer.ts';
import { composeAnswer, slotLink } from './compose-answer.ts';
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

const offered = (start: string, label: string): OfferedSlot => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + 30 * 60_000),
  zone: 'Europe/Berlin',
  label,
});
const slots = [
  offered('2025-06-03T08:00:00.000Z', 'Tuesday 3 June, 10:00–10:30 (Berlin time)'),
  offered('2025-06-04T12:30:00.000Z', 'Wednesday 4 June, 14:30–15:00 (Berlin time)'),
];
const bookingLink = 'https://book.notewell.example/maya-brandt';
const grounding = { units: knowledge.units, names: ['Dana', 'Maya Brandt'] };

describe('composeAnswer: each offered time links to the booking page opened on it', () => {
  it('links every slot to {bookingLink}?at={start, URL-encoded}, in the HTML and the text', () => {
    const answer = composeAnswer({ purpose: 'meeting', label: 'interested', people, units: [], slots, bookingLink });
    const first = `${bookingLink}?at=2025-06-03T08%3A00%3A00.000Z`;
    const second = `${bookingLink}?at=2025-06-04T12%3A30%3A00.000Z`;
    expect(answer.html).toContain(
      `<ul><li><a href="${first}">Tuesday 3 June, 10:00–10:30 (Berlin time)</a></li>` +
        `<li><a href="${second}">Wednesday 4 June, 14:30–15:00 (Berlin time)</a></li></ul>`,
    );
    expect(answer.text).toContain(
      [
        '- Tuesday 3 June, 10:00–10:30 (Berlin time)',
        `  ${first}`,
        '- Wednesday 4 June, 14:30–15:00 (Berlin time)',
        `  ${second}`,
      ].join('\n'),
    );
    // The sentences and the sources still carry the times' own words.
    expect(answer.paragraphs[2]?.sentences.map((sentence) => sentence.text)).toEqual(slots.map((slot) => slot.label));
    expect(answer.sources.slotStarts).toEqual(['2025-06-03T08:00:00.000Z', '2025-06-04T12:30:00.000Z']);
    // The general link stays for any other time.
    expect(answer.html).toContain(`<a href="${bookingLink}">${bookingLink}</a>`);
    // The links are the calendar's, not invented: the fact check passes.
    expect(checkAnswer(answer, grounding)).toEqual([]);
  });

  it('refuses a time link the offered slots do not hold', () => {
    const answer = composeAnswer({ purpose: 'meeting', label: 'interested', people, units: [], slots, bookingLink });
    const forged = { ...answer, html: answer.html.replace('2025-06-03T08%3A00', '2025-06-03T09%3A00') };
    expect(checkAnswer(forged, grounding).join(' ')).toContain(`${bookingLink}?at=2025-06-03T09%3A00%3A00.000Z`);
  });

  it('escapes the link in the attribute and adds `at` to a link that already has a query', () => {
    const link = 'https://book.example/maya?ref=a&b="x"';
    expect(slotLink(link, '2025-06-03T08:00:00.000Z')).toBe(
      'https://book.example/maya?ref=a&b="x"&at=2025-06-03T08%3A00%3A00.000Z',
    );
    expect(slotLink('https://book.example/maya#top', '2025-06-03T08:00:00.000Z')).toBe(
      'https://book.example/maya?at=2025-06-03T08%3A00%3A00.000Z#top',
    );
    const answer = composeAnswer({
      purpose: 'meeting',
      label: 'interested',
      people,
      units: [],
      slots: [offered('2025-06-03T08:00:00.000Z', 'Tuesday <3 June> & more')],
      bookingLink: link,
    });
    expect(answer.html).toContain(
      '<li><a href="https://book.example/maya?ref=a&amp;b=&quot;x&quot;&amp;at=2025-06-03T08%3A00%3A00.000Z">' +
        'Tuesday &lt;3 June&gt; &amp; more</a></li>',
    );
  });

  it('writes the times without links when there is no booking link', () => {
    const answer = composeAnswer({ purpose: 'meeting', label: 'interested', people, units: [], slots });
    expect(answer.html).not.toContain('<a ');
    expect(answer.html).toContain('<ul><li>Tuesday 3 June, 10:00–10:30 (Berlin time)</li>');
    expect(answer.text).toContain(
      '- Tuesday 3 June, 10:00–10:30 (Berlin time)\n- Wednesday 4 June, 14:30–15:00 (Berlin time)',
    );
    expect(answer.text).not.toContain('?at=');
    expect(checkAnswer(answer, grounding)).toEqual([]);
  });
});
