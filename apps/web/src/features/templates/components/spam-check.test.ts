import { describe, expect, it } from 'vitest';
import {
  type CopyCheckId,
  checkEmailCopy,
  linksIn,
  plainTextOf,
  shoutedWordsIn,
  spamPhrasesIn,
  spamTriggerPhrases,
  subjectLengthOf,
  wordsOf,
} from './spam-check.ts';

const goodBody = `<p>Hi {{ first_name | default: "there" }},</p>
<p>I noticed {{ company_name }} opened a Berlin office this spring. Teams growing that fast often find their
sales reps spend half the week researching accounts instead of talking to them.</p>
<p>Leadpilot gives your reps verified contacts and a short brief on every prospect, so they can reach out the
same day. Would a fifteen minute call next week be useful to see if it fits?</p>
<p>Best,<br>{{ sender_name }}</p>`;

function checkOf(report: ReturnType<typeof checkEmailCopy>, id: CopyCheckId) {
  const check = report.checks.find((entry) => entry.id === id);
  if (!check) throw new Error(`no ${id} check`);
  return check;
}

describe('the copy checker', () => {
  it('passes a plain, well-sized cold email', () => {
    const report = checkEmailCopy({ subject: 'Quick question about {{ company_name }}', html: goodBody });
    expect(report.checks.filter((check) => !check.isPassed)).toEqual([]);
    expect(report.warningCount).toBe(0);
    expect(report.wordCount).toBeGreaterThanOrEqual(50);
    expect(report.wordCount).toBeLessThanOrEqual(125);
  });

  it('warns about a long subject, counting a merge field as a typical value', () => {
    expect(subjectLengthOf('Hi {{ first_name }}')).toBe(2 + 10);
    const long = 'A subject line that goes on and on about everything we do for you';
    const report = checkEmailCopy({ subject: long, html: goodBody });
    const check = checkOf(report, 'subject-length');
    expect(check.isPassed).toBe(false);
    expect(check.detail).toContain('60');
    expect(checkOf(checkEmailCopy({ subject: '  ', html: goodBody }), 'subject-length').detail).toBe(
      'Write a subject.',
    );
  });

  it('warns about a body that is too short or too long', () => {
    expect(
      checkOf(checkEmailCopy({ subject: 'Hello', html: '<p>Hi there, quick one.</p>' }), 'word-count'),
    ).toMatchObject({ isPassed: false, detail: '4 words: say a little more (25 words at least).' });
    const long = `<p>${'word '.repeat(201)}</p>`;
    expect(checkOf(checkEmailCopy({ subject: 'Hello', html: long }), 'word-count').isPassed).toBe(false);
  });

  it('counts anchors and bare addresses once each', () => {
    const html =
      '<p><a href="https://leadpilot.test/a">one</a> <a href="https://leadpilot.test/a">again</a> ' +
      '<a href="https://leadpilot.test/b">https://leadpilot.test/b</a> and www.example.com.</p>';
    expect(linksIn(html)).toEqual(['https://leadpilot.test/a', 'https://leadpilot.test/b', 'www.example.com']);
    const report = checkEmailCopy({ subject: 'Hello', html });
    expect(report.linkCount).toBe(3);
    expect(checkOf(report, 'links').isPassed).toBe(false);
  });

  it('finds words shouted in capitals but lets short acronyms and merge fields be', () => {
    expect(shoutedWordsIn('Our CRM helps the CEO. This is HUGE and FREE! {{ FIRST_NAME }}')).toEqual(['HUGE', 'FREE']);
    const report = checkEmailCopy({ subject: 'AMAZING news', html: goodBody });
    expect(checkOf(report, 'all-caps')).toMatchObject({ isPassed: false, detail: 'Written in capitals: “AMAZING”.' });
  });

  it('allows one exclamation mark in the body and none in the subject', () => {
    expect(
      checkOf(checkEmailCopy({ subject: 'Hello', html: `${goodBody}<p>Thanks!</p>` }), 'exclamation-marks').isPassed,
    ).toBe(true);
    expect(checkOf(checkEmailCopy({ subject: 'Hello!', html: goodBody }), 'exclamation-marks').isPassed).toBe(false);
    expect(
      checkOf(checkEmailCopy({ subject: 'Hello', html: `${goodBody}<p>Thanks! Really!</p>` }), 'exclamation-marks'),
    ).toMatchObject({ isPassed: false, detail: '2 exclamation marks in the body: one at most.' });
  });

  it('names the trigger phrases it finds, whole words only and whatever the case', () => {
    expect(spamPhrasesIn('Act NOW for a risk-free trial. Click here!')).toEqual(['act now', 'risk-free', 'click here']);
    // "cashier" is not "cash", and "guaranteed" is found on its own.
    expect(spamPhrasesIn('Ask the cashier. Results guaranteed.')).toEqual(['guaranteed']);
    expect(spamPhrasesIn('Don’t delete this and get $$$ today')).toEqual(['$$$', "don't delete"]);
    const report = checkEmailCopy({ subject: 'Limited time offer', html: goodBody });
    expect(checkOf(report, 'spam-words')).toMatchObject({ isPassed: false, detail: 'Rephrase “limited time”.' });
  });

  it('keeps its documented list free of duplicates and in lower case', () => {
    expect(new Set(spamTriggerPhrases).size).toBe(spamTriggerPhrases.length);
    for (const phrase of spamTriggerPhrases) expect(phrase).toBe(phrase.toLowerCase());
  });
});

describe('reading the body as text', () => {
  it('drops tags, breaks lines at block ends and decodes entities', () => {
    expect(
      plainTextOf(
        '<h2>Hello&nbsp;there</h2><p>Tom &amp; Jerry &lt;3 &#8212; &#x2014;</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Hello there\nTom & Jerry <3 — —\na\nb');
    expect(plainTextOf('<style>p { color: red }</style><p>Visible</p>')).toBe('Visible');
  });

  it('counts a merge field as one word and template logic as none', () => {
    expect(wordsOf('Hi {{ first_name | default: "there" }}, how are you {% if title %}today?{% endif %}')).toEqual([
      'Hi',
      'field',
      'how',
      'are',
      'you',
      'today?',
    ]);
  });
});
