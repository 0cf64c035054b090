/**
 * Text as the reply rules read it: lower case, accents off ("intéressé" → "interesse", "¿Qué?" →
 * "¿que?"), curly apostrophes and dashes made plain. Each character becomes exactly one character,
 * so a match's position in the folded text is its position in the original, and the evidence can
 * be cut from what the person wrote. Rules are written once for every spelling: "interesa" and
 * "interésa", "doesn't" and "doesn’t", "Kein" and "kein".
 */
export function fold(text: string): string {
  let folded = '';
  for (const character of text) {
    folded += foldCharacter(character);
  }
  return folded;
}

function foldCharacter(character: string): string {
  if (character.length !== 1) return character; // outside the BMP (emoji): kept as is, same length
  const lower = character.toLowerCase();
  if (lower.length !== 1) return character;
  if (/[’‘`´]/.test(lower)) return "'";
  if (/[–—‑]/.test(lower)) return '-';
  if (lower === '\u00a0' || lower === '\u202f') return ' ';
  const base = lower.normalize('NFD').charAt(0);
  return base || lower;
}

export interface Span {
  start: number;
  end: number;
}

/**
 * The sentences of a reply, by position: split after `.`, `!`, `?` (and `¿`/`¡` openings), at line
 * ends and at a dash between clauses. A short reply without punctuation is one sentence.
 */
export function sentencesOf(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?]+(?=\s|$)|\n+|\s[-–—]\s/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].length;
    if (text.slice(start, end).trim()) spans.push({ start, end });
    start = end;
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length });
  return spans;
}
