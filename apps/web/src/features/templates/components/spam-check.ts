/**
 * The editor's spam-word and length checker: plain functions over the subject and the HTML body,
 * run as the member types. Warnings are advice, never a reason to refuse saving.
 *
 * Thresholds, from common cold-email guidance:
 * - subject: at most 60 characters (phones cut longer subjects); a merge field counts as 10;
 * - body: 25 to 200 words (50–125 gets the most replies), a merge field counted as one word;
 * - links: at most 2 (every extra link looks more like a newsletter to filters);
 * - no words of 4 or more letters in ALL CAPS (acronyms of 3 letters, like CEO or CRM, are fine);
 * - no exclamation mark in the subject, at most one in the body;
 * - none of the trigger words and phrases below.
 */

/**
 * Words and phrases that spam filters and readers associate with junk mail, gathered from the
 * lists mailbox providers and email platforms publish: money and prices, urgency, pressure,
 * too-good-to-be-true claims and generic greetings.
 */
export const spamTriggerPhrases: readonly string[] = [
  // Money and prices
  '$$$',
  '100% free',
  'best price',
  'cash',
  'cash bonus',
  'cheap',
  'credit card',
  'double your',
  'earn money',
  'extra income',
  'for free',
  'free access',
  'free gift',
  'free money',
  'lowest price',
  'make money',
  'million dollars',
  'no cost',
  'prize',
  'save big',
  // Urgency and pressure
  'act now',
  'apply now',
  'buy now',
  'call now',
  "don't delete",
  'final notice',
  'limited time',
  'offer expires',
  'once in a lifetime',
  'open immediately',
  'order now',
  'urgent',
  'while supplies last',
  // Too good to be true
  '100% satisfied',
  'guarantee',
  'guaranteed',
  'incredible deal',
  'miracle',
  'no catch',
  'no obligation',
  'no strings attached',
  'risk-free',
  'risk free',
  'winner',
  'you have been selected',
  // Junk-mail phrasing
  'click below',
  'click here',
  'congratulations',
  'dear friend',
  'exclusive deal',
  'special promotion',
  'this is not spam',
];

export const copyLimits = {
  maxSubjectCharacters: 60,
  mergeFieldCharacters: 10,
  minWords: 25,
  maxWords: 200,
  maxLinks: 2,
  maxBodyExclamations: 1,
  minShoutingLetters: 4,
} as const;

export type CopyCheckId = 'subject-length' | 'word-count' | 'links' | 'all-caps' | 'exclamation-marks' | 'spam-words';

export interface CopyCheck {
  id: CopyCheckId;
  label: string;
  isPassed: boolean;
  /** What was found and, for a warning, what to do about it. */
  detail: string;
}

export interface CopyReport {
  checks: CopyCheck[];
  warningCount: number;
  subjectLength: number;
  wordCount: number;
  linkCount: number;
}

const mergeTag = /\{\{[^}]*\}\}|\{%[^%]*%\}/g;

const namedEntities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The visible text of an HTML body: tags dropped, block ends as line breaks, entities decoded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

const outputTag = /\{\{[^}]*\}\}/g;
const logicTag = /\{%[^%]*%\}/g;

/** The words of a text as the reader gets them: a merge field is one word, `{% if %}` logic none. */
export function wordsOf(text: string): string[] {
  return text
    .replace(logicTag, ' ')
    .replace(outputTag, ' field ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Links in the body: every distinct address of an anchor, and bare addresses in the text. */
export function linksIn(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (href) links.add(href);
  }
  for (const match of plainTextOf(html).matchAll(/\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi)) {
    const address = match[0].replace(/[.,;:!?)]+$/, '');
    const isAnchored = [...links].some((href) => href === address || href.endsWith(`//${address}`));
    if (!isAnchored) links.add(address);
  }
  return [...links];
}

/** Subject length as the reader sees it, with each merge field counted as a typical value. */
export function subjectLengthOf(subject: string): number {
  const fields = subject.match(mergeTag)?.length ?? 0;
  return subject.replace(mergeTag, '').trim().length + fields * copyLimits.mergeFieldCharacters;
}

/** Words of 4 or more letters written entirely in capitals. */
export function shoutedWordsIn(text: string): string[] {
  const shouted = new Set<string>();
  for (const word of text.replace(mergeTag, ' ').split(/[^\p{L}\p{N}'’-]+/u)) {
    const letters = word.replace(/[^\p{L}]/gu, '');
    if (
      letters.length >= copyLimits.minShoutingLetters &&
      letters === letters.toUpperCase() &&
      /\p{Lu}/u.test(letters)
    ) {
      shouted.add(word);
    }
  }
  return [...shouted];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const triggerPatterns = spamTriggerPhrases.map((phrase) => ({
  phrase,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/'/g, "['’]")}(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The trigger phrases a text contains, in the list's order. */
export function spamPhrasesIn(text: string): string[] {
  const cleaned = text.replace(mergeTag, ' ');
  return triggerPatterns.filter(({ pattern }) => pattern.test(cleaned)).map(({ phrase }) => phrase);
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

function quoted(items: string[]): string {
  return items.map((item) => `“${item}”`).join(', ');
}

/** Checks a subject and HTML body against the length, link, capitals, punctuation and spam-word rules. */
export function checkEmailCopy({ subject, html }: { subject: string; html: string }): CopyReport {
  const text = plainTextOf(html);
  const subjectLength = subjectLengthOf(subject);
  const wordCount = wordsOf(text).length;
  const linkCount = linksIn(html).length;
  const shouted = shoutedWordsIn(`${subject}\n${text}`);
  const subjectExclamations = countOf(subject, '!');
  const bodyExclamations = countOf(text.replace(mergeTag, ' '), '!');
  const phrases = spamPhrasesIn(`${subject}\n${text}`);
  const { maxSubjectCharacters, minWords, maxWords, maxLinks, maxBodyExclamations } = copyLimits;

  const checks: CopyCheck[] = [
    {
      id: 'subject-length',
      label: 'Subject length',
      isPassed: subjectLength > 0 && subjectLength <= maxSubjectCharacters,
      detail:
        subjectLength === 0
          ? 'Write a subject.'
          : subjectLength > maxSubjectCharacters
            ? `About ${subjectLength} characters: phones cut subjects after ${maxSubjectCharacters}.`
            : `About ${subjectLength} characters.`,
    },
    {
      id: 'word-count',
      label: 'Length of the email',
      isPassed: wordCount >= minWords && wordCount <= maxWords,
      detail:
        wordCount < minWords
          ? `${plural(wordCount, 'word')}: say a little more (${minWords} words at least).`
          : wordCount > maxWords
            ? `${plural(wordCount, 'word')}: cold emails of 50–125 words get the most replies.`
            : `${plural(wordCount, 'word')}.`,
    },
    {
      id: 'links',
      label: 'Links',
      isPassed: linkCount <= maxLinks,
      detail:
        linkCount > maxLinks
          ? `${plural(linkCount, 'link')}: keep to ${maxLinks} or fewer so it reads like a personal email.`
          : linkCount === 0
            ? 'No links.'
            : `${plural(linkCount, 'link')}.`,
    },
    {
      id: 'all-caps',
      label: 'No ALL CAPS',
      isPassed: shouted.length === 0,
      detail: shouted.length > 0 ? `Written in capitals: ${quoted(shouted)}.` : 'No shouting.',
    },
    {
      id: 'exclamation-marks',
      label: 'Exclamation marks',
      isPassed: subjectExclamations === 0 && bodyExclamations <= maxBodyExclamations,
      detail:
        subjectExclamations > 0
          ? 'Leave exclamation marks out of the subject.'
          : bodyExclamations > maxBodyExclamations
            ? `${plural(bodyExclamations, 'exclamation mark')} in the body: one at most.`
            : bodyExclamations === 0
              ? 'None.'
              : 'Just one.',
    },
    {
      id: 'spam-words',
      label: 'Spam trigger words',
      isPassed: phrases.length === 0,
      detail: phrases.length > 0 ? `Rephrase ${quoted(phrases)}.` : 'None found.',
    },
  ];
  return {
    checks,
    warningCount: checks.filter((check) => !check.isPassed).length,
    subjectLength,
    wordCount,
    linkCount,
  };
}
