export interface FoundPhrase<T> {
  /** The words as written in the message. */
  text: string;
  /** What the pattern was listed with (its weight, its language). */
  tag: T;
}

/**
 * The first match of each pattern, skipping a match that overlaps one already found: two rules
 * that both see "after the new year" must count it once, or one phrase would pass for two.
 */
export function findPhrases<T>(text: string, patterns: readonly { pattern: RegExp; tag: T }[]): FoundPhrase<T>[] {
  const taken: [number, number][] = [];
  const found: FoundPhrase<T>[] = [];
  for (const { pattern, tag } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([from, to]) => start < to && from < end)) continue;
    taken.push([start, end]);
    found.push({ text: match[0].trim(), tag });
  }
  return found;
}
