import { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** What a password must not be built from: the person's name and email, their organisation, the product. */
export interface PasswordContext {
  name?: string | null | undefined;
  email?: string | null | undefined;
  organisationName?: string | null | undefined;
}

/** zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
const minimumScore = 3;
/** Long passwords are scored on their first characters: zxcvbn's work grows with length. */
const scoredLength = 100;

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loads the dictionaries (common passwords, English words and names) once, on first use. */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
        maxLength: scoredLength,
        // Three look-alike swaps (p@ssw0rd) per word: the default hundred costs ten times the time for little more.
        l33tMaxSubstitutions: 3,
      }),
  );
  return factory;
}

/** The words a password must not lean on: whole values and their parts of three letters or more. */
export function personalWords(context: PasswordContext): string[] {
  const email = context.email?.toLowerCase() ?? '';
  const values = ['leadpilot', context.name ?? '', email, email.split('@')[0] ?? '', context.organisationName ?? ''];
  const words = new Set<string>();
  for (const value of values) {
    const lower = value.toLowerCase().trim();
    if (lower.length >= 3) words.add(lower);
    const squeezed = lower.replace(/[^\p{L}\p{N}]+/gu, '');
    if (squeezed.length >= 3) words.add(squeezed);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words].sort((a, b) => b.length - a.length);
}

function withoutWords(password: string, words: string[]) {
  let rest = password;
  for (const word of words) rest = rest.split(word).join(' ');
  return rest.replace(/\s+/g, ' ').trim();
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Why a password is refused, in plain words, or null when it is strong enough: it must not be
 * blank, must score 3 or more with zxcvbn's dictionaries of leaked passwords, words and names,
 * and must stay strong with the person's name, email, organisation and "Leadpilot" taken out.
 */
export async function passwordWeakness(password: string, context: PasswordContext = {}): Promise<string | null> {
  if (password.trim().length === 0) return 'A password cannot be only spaces. Choose a few uncommon words instead.';
  const estimator = await strengthEstimator();
  const words = personalWords(context);
  const result = estimator.check(password, words);
  const advice = result.feedback.suggestions[0] ?? 'Add another word or two that are less common.';
  if (result.score < minimumScore) {
    const warning = result.feedback.warning;
    const builtFromPersonal = result.sequence.some(
      (match) => match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs',
    );
    const why = builtFromPersonal
      ? 'This password is built from your name, email, organisation or the product name, which are easy to guess.'
      : warning
        ? `This password is too easy to guess. ${sentence(warning)}`
        : 'This password is too easy to guess.';
    return `${why} ${sentence(advice)}`;
  }
  const scored = password.slice(0, scoredLength).toLowerCase();
  if (words.some((word) => scored.includes(word))) {
    const rest = withoutWords(scored, words);
    if (rest.length === 0 || estimator.check(rest, words).score < minimumScore) {
      return 'This password is built from your name, email, organisation or the product name, which are easy to guess. Add words that have nothing to do with you.';
    }
  }
  return null;
}
