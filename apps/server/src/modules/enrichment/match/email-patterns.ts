import type { EmailPattern, EmailPatternName } from './match-types.ts';

/** A name as it appears in an address: ASCII letters and digits only (`Zoë de Vries` → `zoedevries`). */
function nameSlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const render: Record<EmailPatternName, (first: string, last: string) => string> = {
  'first.last': (first, last) => `${first}.${last}`,
  firstlast: (first, last) => `${first}${last}`,
  first_last: (first, last) => `${first}_${last}`,
  'first-last': (first, last) => `${first}-${last}`,
  flast: (first, last) => `${first.slice(0, 1)}${last}`,
  'f.last': (first, last) => `${first.slice(0, 1)}.${last}`,
  first: (first) => first,
  firstl: (first, last) => `${first}${last.slice(0, 1)}`,
  'first.l': (first, last) => `${first}.${last.slice(0, 1)}`,
  'last.first': (first, last) => `${last}.${first}`,
  lastfirst: (first, last) => `${last}${first}`,
  last: (_first, last) => last,
  lastf: (first, last) => `${last}${first.slice(0, 1)}`,
};

/** Tried in this order: when two patterns give the same local part, the first names it. */
const patternNames = Object.keys(render) as EmailPatternName[];

/** The pattern a verified address follows for its owner's names, or null. */
export function patternOf(localPart: string, firstName: string, lastName: string): EmailPatternName | null {
  const first = nameSlugOf(firstName);
  const last = nameSlugOf(lastName);
  if (first === '' || last === '') return null;
  const local = localPart.toLowerCase();
  return patternNames.find((name) => render[name](first, last) === local) ?? null;
}

/**
 * A company's pattern from some of its people's verified addresses: the pattern most of them
 * follow, if more than half do. Confidence grows with the evidence and stays below a found
 * address's (0.5 for one address, 0.6 for two, 0.7 from three), times the share that follows it.
 */
export function derivePattern(
  samples: readonly { email: string; firstName: string; lastName: string }[],
): EmailPattern | null {
  const counts = new Map<EmailPatternName, number>();
  for (const sample of samples) {
    const localPart = sample.email.slice(0, sample.email.lastIndexOf('@'));
    const pattern = patternOf(localPart, sample.firstName, sample.lastName);
    if (pattern) counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
  }
  let best: [EmailPatternName, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best || best[1] * 2 <= samples.length) return null;
  const [pattern, matching] = best;
  const evidence = matching >= 3 ? 0.7 : matching === 2 ? 0.6 : 0.5;
  return {
    pattern,
    confidence: Math.round(evidence * (matching / samples.length) * 100) / 100,
    matching,
    sampled: samples.length,
  };
}

/** The address `pattern` gives these names at `domain`, or null when a name has no usable letters. */
export function guessEmail(pattern: EmailPatternName, firstName: string, lastName: string, domain: string) {
  const first = nameSlugOf(firstName);
  const last = nameSlugOf(lastName);
  if (first === '' || last === '') return null;
  return `${render[pattern](first, last)}@${domain}`;
}
