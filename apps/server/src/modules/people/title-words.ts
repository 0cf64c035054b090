/**
 * Title and keyword search by words: a query becomes units, each unit a word (or a phrase of the
 * synonym table) with every spelling that counts as it ("cto": "cto" or "chief technology
 * officer"). A text matches when every unit has one of its spellings among the text's words, a
 * phrase as consecutive words. Words are runs of letters and digits, lower-cased, as PostgreSQL's
 * `simple` text search configuration reads them; stop words ("of", "and", …) are left out of queries.
 */
import { titleStopWords, titleSynonyms } from './title-synonyms.ts';

export interface WordUnit {
  /** The words as typed (a phrase of the table is one unit). */
  typed: readonly string[];
  /** Every spelling that matches the unit, the typed one first; each a list of consecutive words. */
  spellings: readonly (readonly string[])[];
}

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const stopWords = new Set(titleStopWords);
const split = (text: string) => text.split(' ');

/** Spellings of an abbreviation: itself, its spellings in full, and the narrower titles it includes. */
const byAbbreviation = new Map<string, string[]>();
/** Abbreviations a spelled-out form stands for ("vice president" → vp). */
const bySpelling = new Map<string, string[]>();
for (const entry of titleSynonyms) {
  const own = byAbbreviation.get(entry.abbreviation) ?? [];
  own.push(...entry.spellings, ...(entry.includes ?? []));
  byAbbreviation.set(entry.abbreviation, own);
  for (const spelling of entry.spellings) {
    bySpelling.set(spelling, [...(bySpelling.get(spelling) ?? []), entry.abbreviation]);
  }
}
const longestPhrase = Math.max(...[...bySpelling.keys()].map((spelling) => split(spelling).length));

/** Every spelling of a typed word or phrase, the typed one first, without repeats. */
function spellingsOf(typed: string): string[][] {
  const all = new Set([typed]);
  for (const abbreviation of bySpelling.get(typed) ?? []) {
    all.add(abbreviation);
    for (const included of titleSynonyms.find((entry) => entry.abbreviation === abbreviation)?.includes ?? []) {
      all.add(included);
    }
  }
  for (const spelling of byAbbreviation.get(typed) ?? []) all.add(spelling);
  return [...all].map(split);
}

/**
 * The units of a query. Phrases of the table are found first, longest first ("senior vice
 * president" is one unit, not "senior" and "vice president"); then stop words are dropped, but for
 * the last word when `keepLast` (a keyword being typed: "head o" still wants "o…").
 */
export function queryUnits(text: string, keepLast = false): WordUnit[] {
  const words = wordsOf(text);
  const units: WordUnit[] = [];
  let index = 0;
  while (index < words.length) {
    let phrase: string[] | null = null;
    for (let length = Math.min(longestPhrase, words.length - index); length >= 2; length -= 1) {
      const candidate = words.slice(index, index + length);
      if (bySpelling.has(candidate.join(' '))) {
        phrase = candidate;
        break;
      }
    }
    if (phrase) {
      units.push({ typed: phrase, spellings: spellingsOf(phrase.join(' ')) });
      index += phrase.length;
      continue;
    }
    const word = words[index] as string;
    const isLast = index === words.length - 1;
    if (!stopWords.has(word) || (keepLast && isLast)) units.push({ typed: [word], spellings: spellingsOf(word) });
    index += 1;
  }
  return units;
}

/** The typed words of a query without synonyms: what "all the words" ranks by. */
export const typedWords = (units: readonly WordUnit[]) => [...new Set(units.flatMap((unit) => unit.typed))];

function hasPhrase(words: readonly string[], phrase: readonly string[], isPrefix: boolean): boolean {
  const last = phrase.length - 1;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    const found = phrase.every((word, offset) => {
      const own = words[start + offset] ?? '';
      return isPrefix && offset === last ? own.startsWith(word) : own === word;
    });
    if (found) return true;
  }
  return false;
}

/**
 * Whether the text's words hold every unit (a plain reading of the SQL, for tests and the quality
 * table). `prefixLast`: the typed spelling of the last unit may be the start of a word.
 */
export function wordsMatch(textWords: readonly string[], units: readonly WordUnit[], prefixLast = false): boolean {
  if (units.length === 0) return false;
  return units.every((unit, index) => {
    const isPrefix = prefixLast && index === units.length - 1;
    return unit.spellings.some((spelling, order) => hasPhrase(textWords, spelling, isPrefix && order === 0));
  });
}
