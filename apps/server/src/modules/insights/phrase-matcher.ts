import type { DiscStyle } from '@leadpilot/contracts';

/** One lexicon line: a phrase (`*` = any word ending) that points to a style with a weight. */
export interface LexiconEntry {
  phrase: string;
  trait: DiscStyle;
  weight: number;
}

export interface PhraseMatch {
  /** Exactly as written in the text (its original case). */
  phrase: string;
  trait: DiscStyle;
  weight: number;
  start: number;
}

interface CompiledEntry extends LexiconEntry {
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Word edges that work for any script and for phrases that start or end with punctuation. */
function compile(entry: LexiconEntry): CompiledEntry {
  const body = entry.phrase.split('*').map(escapeRegExp).join("[\\p{L}\\p{N}'’-]*").replace(/ /g, '\\s+');
  return { ...entry, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu') };
}

/** Words that turn the next phrase around ("not a fan of small talk"): a match right after one is not counted. */
const negation =
  /(?:^|[^\p{L}])(?:not|never|no|don't|dont|doesn't|isn't|aren't|without|hate|hates)\s+(?:[\p{L}'’-]+\s+)?$/iu;

/** Compiles a lexicon once; the longest phrases are tried first so "record quarter" wins over "record". */
export function createPhraseMatcher(lexicon: readonly LexiconEntry[]) {
  const compiled = lexicon
    .map(compile)
    .sort((a, b) => b.phrase.length - a.phrase.length || a.phrase.localeCompare(b.phrase));

  /**
   * Every lexicon phrase in `text`, each entry at most once, no two matches overlapping, none
   * inside `skip` spans (text already accounted for) and none right after a negation.
   */
  return function findPhrases(text: string, skip: readonly [number, number][] = []): PhraseMatch[] {
    const claimed: [number, number][] = [...skip];
    const overlaps = (start: number, end: number) => claimed.some(([from, to]) => start < to && end > from);
    const matches: PhraseMatch[] = [];
    for (const entry of compiled) {
      entry.pattern.lastIndex = 0;
      for (const found of text.matchAll(entry.pattern)) {
        const start = found.index;
        const end = start + found[0].length;
        if (overlaps(start, end)) continue;
        if (negation.test(text.slice(Math.max(0, start - 30), start))) continue;
        claimed.push([start, end]);
        matches.push({ phrase: text.slice(start, end), trait: entry.trait, weight: entry.weight, start });
        break;
      }
    }
    return matches.sort((a, b) => a.start - b.start);
  };
}
