/**
 * The check that keeps a language model from adding facts: a text may only use numbers and
 * capitalised words (names of people, companies, products, places) that appear in the facts it
 * was given, or in a short list of ordinary words that start sentences; it may not contain an
 * email address, and a web address only when the facts hold it.
 */

/** Words a sentence may start with, and calendar words: capitalised, but not names. */
const ordinaryWords = new Set(
  `a about after again ahead aim all also an and any are as ask asking at be because been before being best better
  brief bring bullet bullets but by call calls can check cite clear companies concise confident congratulations congrats
  connect consider could courteous curious customers dear describe direct discuss do does don't drop e.g each email
  emails even every example explain factual finally first focus follow for fresh friendly from gentle get getting
  give given good great growing happy have having hello here hi highlight hope how i i'd i'll i'm i.e if in instead
  invite is it it's its just keep lead leaders leading leave let let's long look love loved make many maybe medium
  meeting mention message messages might more most my name new next no not note noticed now of offer ok on once one
  open opening or our outline people perhaps personal plain plus point polite position precise professional propose
  provide ps put question questions quick quote rather reach reaching read recent recently refer reference remember saw
  say schedule see seeing send set share short shorter should show showing since skip so some start state stay stick
  stop subject such suggest summarise summarize take talk teams tell thanks thank that the their them then there
  these they this those three tie to try two upbeat use using very want wanted warm we what when where whether which
  while who why will with without would write yes you your
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december q1 q2 q3 q4 roi kpi kpis b2b`.split(/\s+/),
);

export interface FactVocabulary {
  words: Set<string>;
  numbers: Set<string>;
  text: string;
}

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*/gu;
const capitalisedPattern = /(?<![\p{L}\p{N}&'’.-])\p{Lu}[\p{L}\p{N}&'’.-]*/gu;
const numberPattern = /\d+(?:[.,]\d+)*/g;
const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const urlPattern = /\bhttps?:\/\/[^\s"“”<>)]+|\bwww\.[^\s"“”<>)]+/gi;

/** "Acme’s" → "acme", "Apollo.io." → "apollo.io". */
const normaliseWord = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[.'’&-]+$/, '');
/** "1,200" and "1200" are the same number; "4.5" stays "4.5". */
const normaliseNumber = (number: string) => number.replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, '');

/** Every word and number in `texts`: what a guarded text may mention. */
export function vocabularyOf(texts: readonly string[]): FactVocabulary {
  const text = texts.join('\n');
  const words = new Set<string>();
  for (const word of text.match(wordPattern) ?? []) {
    words.add(normaliseWord(word));
    for (const part of word.split(/[-.'’&]/)) if (part) words.add(normaliseWord(part));
  }
  const numbers = new Set<string>();
  for (const number of text.match(numberPattern) ?? []) {
    numbers.add(normaliseNumber(number));
    for (const part of number.split(/[.,]/)) numbers.add(part);
  }
  return { words, numbers, text };
}

/** What `candidate` mentions that the vocabulary does not hold; empty when the text is grounded. */
export function unsupportedTerms(candidate: string, vocabulary: FactVocabulary): string[] {
  const problems: string[] = [];
  const email = emailPattern.exec(candidate);
  if (email) problems.push(email[0]);
  for (const match of candidate.match(urlPattern) ?? []) {
    // An address that ends a sentence or an aside carries its punctuation ("… at www.example.com?").
    const url = match.replace(/[.,;:!?'’…]+$/, '');
    if (!vocabulary.text.includes(url)) problems.push(url);
  }
  const withoutUrls = candidate.replace(urlPattern, ' ');
  for (const number of withoutUrls.match(numberPattern) ?? []) {
    if (!vocabulary.numbers.has(normaliseNumber(number))) problems.push(number);
  }
  for (const word of withoutUrls.match(capitalisedPattern) ?? []) {
    const normal = normaliseWord(word);
    if (normal === '' || ordinaryWords.has(normal) || vocabulary.words.has(normal)) continue;
    const parts = word.split(/[-.'’&]/).filter((part) => part !== '');
    const isKnownCompound = parts.length > 1 && parts.every((part) => vocabulary.words.has(normaliseWord(part)));
    if (!isKnownCompound) problems.push(word.replace(/[.'’&-]+$/, ''));
  }
  return [...new Set(problems)];
}
