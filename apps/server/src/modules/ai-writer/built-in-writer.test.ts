import { aiLengths, aiTones, builtInMergeFields } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import type { ProspectFacts, RewriteInput, WriterBrief, WriteTemplateInput } from './ai-writer.ts';
import { blocksOf, mergeFieldsIn } from './draft-html.ts';
import { checkDraft, eventKinds, groundingOf } from './fact-check.ts';
import { rewriteBuiltIn } from './rewrite-built-in.ts';
import { writeBuiltInTemplate } from './write-built-in-template.ts';
import { writerVocabulary } from './writer-phrases.ts';

const mergeFields = builtInMergeFields.map((field) => field.key as string);

const brief: WriterBrief = {
  offer: 'a sequencing tool that cuts prospecting time in half',
  audience: 'sales development teams',
  tone: 'friendly',
  length: 'medium',
  callToAction: 'reply to pick a time for a short demo',
};

const prospect: ProspectFacts = {
  firstName: 'Maya',
  lastName: 'Chen',
  fullName: 'Maya Chen',
  title: 'VP of Sales',
  seniority: 'vp',
  department: 'sales',
  city: 'Leeds',
  country: 'GB',
  company: {
    name: 'Harbour Analytics',
    domain: 'harbour.example',
    industry: 'Software',
    sizeBand: '51-200',
    technologies: ['HubSpot', 'Snowflake'],
  },
  news: [{ title: 'Harbour Analytics opens a Lisbon office', summary: 'Its second site.', source: 'Wire' }],
  intent: [{ topic: 'Sales engagement', score: 78 }],
};

const write = (input: Partial<WriteTemplateInput> = {}) =>
  writeBuiltInTemplate({ brief, prospect: null, mergeFields, ...input });

const digitsOf = (text: string) => text.match(/\d+/g) ?? [];

describe('the built-in writer', () => {
  it('writes the same draft for the same inputs', () => {
    const input = { brief, prospect, mergeFields };
    expect(writeBuiltInTemplate(input)).toEqual(writeBuiltInTemplate(structuredClone(input)));
  });

  it('without a prospect names no company, news or person, and lists only the brief as its facts', () => {
    const draft = write();
    expect(draft.factsUsed.map((fact) => fact.source)).toEqual(['offer', 'offer', 'offer']);
    expect(draft.text).toContain('cut prospecting time in half');
    expect(draft.text).not.toContain(brief.offer);
    expect(draft.text).toMatch(/\?\n\n\S+,\n\{\{ sender_name \}\}$/);
    expect(draft.html).not.toMatch(/Harbour|Lisbon|Maya|HubSpot/);
  });

  it('opens on the latest news when it fits the reader’s role, written as {{ latest_news }}, and cites it', () => {
    const hiring = {
      ...prospect,
      news: [{ title: 'Harbour Analytics is hiring across sales', summary: '', source: 'Wire' }],
    };
    const draft = write({ prospect: hiring, brief: { ...brief, length: 'long' } });
    expect(draft.html).toContain('{{ latest_news }}');
    expect(draft.html).not.toMatch(/Harbour|hiring|Sales engagement|HubSpot/);
    expect(draft.subject).not.toContain('Sales engagement');
    expect(draft.factsUsed).toEqual(
      expect.arrayContaining([
        {
          source: 'news',
          label: 'Latest news (as {{ latest_news }})',
          value: 'Harbour Analytics is hiring across sales',
        },
        { source: 'prospect', label: 'Role', value: 'sales' },
      ]),
    );
  });

  it('opens on the job title instead when the news is about another role, and on the role family without a title', () => {
    const marketingNews = [
      { title: 'Harbour Analytics appoints new Chief Marketing Officer', summary: '', source: 'Wire' },
    ];
    const salesLeader = write({ prospect: { ...prospect, news: marketingNews } });
    expect(salesLeader.html).not.toContain('latest_news');
    expect(salesLeader.html).toContain('{{ title }}');
    expect(salesLeader.factsUsed).toContainEqual({
      source: 'prospect',
      label: 'Job title (as {{ title }})',
      value: 'VP of Sales',
    });
    const cmo = write({
      prospect: { ...prospect, title: 'Chief Marketing Officer', department: 'marketing', news: marketingNews },
    });
    expect(cmo.html).toContain('{{ latest_news }}');
    const engineer = write({
      prospect: {
        ...prospect,
        title: 'VP of Engineering',
        department: 'engineering',
        news: [{ title: 'Harbour Analytics launches new AI features', summary: '', source: 'Wire' }],
      },
    });
    expect(engineer.html).toContain('{{ latest_news }}');
    const untitled = write({ prospect: { ...prospect, title: '', news: [] } });
    expect(untitled.html).not.toMatch(/\{\{ (?:title|latest_news) \}\}/);
    expect(untitled.text).toMatch(/sales leaders/);
  });

  it('turns the call to action into a soft question and keeps the subject short, without an intent label', () => {
    for (const tone of aiTones) {
      for (const callToAction of ['Book a 15-minute call next week', 'a short demo', 'Reply with a good time']) {
        const draft = write({ brief: { ...brief, tone, callToAction }, prospect });
        const [ask] = blocksOf(draft.html).slice(-2);
        expect(ask, `${tone}: ${callToAction}`).toMatch(/\?$/);
        expect(draft.subject.split(/\s+/).length).toBeLessThan(7);
        expect(draft.subject).not.toContain('Sales engagement');
      }
    }
  });

  it('puts the offer in its own words: no capital after a colon, no brief pasted between fixed phrases', () => {
    const draft = write({
      brief: { ...brief, offer: 'Onboarding software that gets new hires productive in two weeks' },
      prospect,
    });
    expect(draft.text).toContain('onboarding software');
    expect(draft.text).toContain('get new hires productive in two weeks');
    expect(draft.text).not.toContain('Onboarding software that gets');
    expect(draft.text).not.toMatch(/: \p{Lu}/u);
  });

  it('invents no numbers: every number in the draft is one of the inputs', () => {
    const numbered = {
      ...brief,
      offer: 'onboarding in 14 days for teams of 50 or more',
      callToAction: 'book 20 minutes',
    };
    const draft = write({ brief: { ...numbered, length: 'long' }, prospect });
    const allowed = new Set(digitsOf(groundingOf({ brief: numbered, prospect, mergeFields }).join(' ')));
    expect(digitsOf(`${draft.subject} ${draft.text}`).sort()).toEqual(['14', '20', '50']);
    expect(digitsOf(draft.text).every((digits) => allowed.has(digits))).toBe(true);
  });

  it('uses only built-in merge fields, with fallbacks where a prospect may have no value', () => {
    for (const tone of aiTones) {
      for (const length of aiLengths) {
        const draft = write({ brief: { ...brief, tone, length }, prospect });
        const used = mergeFieldsIn(`${draft.subject}\n${draft.html}`);
        expect(used.every((key) => mergeFields.includes(key))).toBe(true);
        expect(draft.html).toContain('{{ first_name | default: "there" }}');
        expect(draft.html).toContain('{{ sender_name }}');
      }
    }
  });

  it('writes in the asked tone and grows with the asked length, always under 120 words', () => {
    const opening = (tone: WriterBrief['tone']) => blocksOf(write({ brief: { ...brief, tone } }).html)[0];
    expect(new Set(aiTones.map(opening)).size).toBeGreaterThan(2);
    expect(opening('casual')).toBe('Hey {{ first_name | default: "there" }},');
    const drafts = aiLengths.map((length) => write({ brief: { ...brief, length }, prospect }));
    const paragraphs = drafts.map((draft) => blocksOf(draft.html).length);
    expect(paragraphs[0]).toBeLessThan(paragraphs[1] ?? 0);
    expect(paragraphs[1]).toBeLessThan(paragraphs[2] ?? 0);
    const wordy = write({
      brief: { ...brief, length: 'long', offer: `${brief.offer} ${'and more '.repeat(30)}` },
      prospect,
    });
    for (const draft of [...drafts, wordy]) expect(draft.text.split(/\s+/).length).toBeLessThan(120);
  });

  it('passes its own fact check', () => {
    const input = { brief: { ...brief, length: 'long' as const }, prospect, mergeFields };
    expect(checkDraft(writeBuiltInTemplate(input), groundingOf(input), mergeFields)).toEqual([]);
  });

  it('has phrases of its own that hold no number, no event and no name', () => {
    expect(writerVocabulary).not.toMatch(/\d/);
    expect(eventKinds.filter((kind) => kind.pattern.test(writerVocabulary.toLowerCase()))).toEqual([]);
    // Capitals only where a phrase or sentence starts, and "I".
    const capitalisedInside = writerVocabulary
      .split('\n')
      .flatMap((line) => line.trim().split(/(?<=[.?!:])\s+/))
      .flatMap((sentence) => sentence.split(/\s+/).slice(1))
      .filter((word) => /^\p{Lu}/u.test(word) && !/^I(?:’[a-z]+)?$/u.test(word));
    expect(capitalisedInside).toEqual([]);
  });
});

describe('the built-in rewrite', () => {
  const draft = writeBuiltInTemplate({ brief: { ...brief, length: 'long' }, prospect, mergeFields });
  const rewrite = (instruction: string, input: Partial<RewriteInput> = {}) =>
    rewriteBuiltIn({ subject: draft.subject, html: draft.html, instruction, prospect, mergeFields, ...input });
  const body = (html: string) => blocksOf(html).slice(1, -1);

  it('"shorter" keeps the offer and the call to action and drops the rest first', () => {
    const before = body(draft.html);
    const once = rewrite('shorter');
    const offerLine = before.find((block) => block.includes('cut prospecting time in half'));
    const ask = before.at(-1);
    expect(body(once.html).length).toBeLessThan(before.length);
    expect(body(once.html)).toEqual(expect.arrayContaining([offerLine, ask]));
    let html = once.html;
    for (let round = 0; round < 4; round++) html = rewrite('shorter', { html }).html;
    expect(body(html)).toEqual([offerLine, ask]);
    expect(blocksOf(once.html)[0]).toBe(blocksOf(draft.html)[0]);
  });

  it('"shorter" on a two-paragraph draft keeps each first sentence, and says when nothing is left to cut', () => {
    const short =
      '<p>Hi there,</p><p>We help teams. It is quick. Truly.</p><p>Call me?</p><p>Best,<br>{{ sender_name }}</p>';
    const once = rewrite('make it shorter', { subject: 'Hello', html: short });
    expect(body(once.html)).toEqual(['We help teams.', 'Call me?']);
    expect(rewrite('shorter', { subject: 'Hello', html: once.html }).notes).toEqual([
      'The draft is already as short as it gets.',
    ]);
  });

  it('"more casual" and "more formal" change contractions, greeting and sign-off, and nothing else', () => {
    const plain =
      '<p>Hi {{ first_name | default: "there" }},</p><p>I would be glad to show you.</p><p>Kind regards,<br>{{ sender_name }}</p>';
    const casual = rewrite('more casual', { html: plain });
    expect(casual.html).toContain('Hey {{ first_name');
    expect(casual.html).toContain('I’d be glad');
    expect(casual.html).toContain('Cheers,');
    const formal = rewrite('more formal', { html: casual.html });
    expect(formal.html).toContain('Dear {{ first_name');
    expect(formal.html).toContain('I would be glad');
    expect(formal.html).toContain('Kind regards,');
    expect(rewrite('more formal', { html: formal.html }).notes).toEqual(['The draft already reads formally.']);
  });

  it('"add a question" ends on a question, naming no one company’s research topic', () => {
    const plain = '<p>Hi there,</p><p>We help teams.</p><p>Best,<br>{{ sender_name }}</p>';
    const asked = rewrite('add a question', { subject: 'Hello', html: plain });
    expect(body(asked.html)).toEqual(['We help teams.', 'Is this something your team is looking at right now?']);
    expect(rewrite('add a question', { subject: 'Hello', html: asked.html }).notes).toEqual([
      'The draft already ends with a question.',
    ]);
  });

  it('"remove the last paragraph" removes the last one before the sign-off; "the first" the first after the greeting', () => {
    const before = body(draft.html);
    expect(body(rewrite('remove the last paragraph').html)).toEqual(before.slice(0, -1));
    expect(body(rewrite('delete the first paragraph').html)).toEqual(before.slice(1));
  });

  it('mentions the news as {{ latest_news }}, only for a prospect that has some', () => {
    const plain = '<p>Hi there,</p><p>We help teams.</p>';
    const mentioned = rewrite('mention their news', { html: plain });
    expect(mentioned.html).toContain('I saw “{{ latest_news }}” and thought of you.');
    expect(mentioned.html).not.toContain('Lisbon');
    expect(mentioned.factsUsed).toContainEqual({
      source: 'news',
      label: 'Latest news (as {{ latest_news }})',
      value: 'Harbour Analytics opens a Lisbon office',
    });
    const without = rewrite('mention their news', { html: plain, prospect: null });
    expect(without.html).toBe('<p>Hi there,</p>\n<p>We help teams.</p>');
    expect(without.notes[0]).toContain('Choose a prospect');
  });

  it('says what it did not understand and leaves the draft as it was', () => {
    const unknown = rewrite('rhyme every line');
    expect(unknown.notes[0]).toContain('did not understand “rhyme every line”');
    expect(body(unknown.html)).toEqual(body(draft.html));
    const partly = rewrite('please make it shorter and rhyme');
    expect(partly.notes[0]).toContain('Not understood, so not applied: “rhyme”');
  });

  it('keeps every rewrite within the fact check', () => {
    for (const instruction of [
      'shorter',
      'more casual',
      'more formal',
      'add a case study: Globex saved 12 hours a week',
      'add a question',
      'remove the last paragraph',
      'mention their news',
    ]) {
      const input = { subject: draft.subject, html: draft.html, instruction, prospect, mergeFields };
      expect(checkDraft(rewriteBuiltIn(input), groundingOf(input), mergeFields), instruction).toEqual([]);
    }
  });
});
