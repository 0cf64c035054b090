import type { AiFact } from '@leadpilot/contracts';
import { unsupportedTerms, vocabularyOf } from '../insights/index.ts';
import type { ProspectFacts, RewriteInput, WriteTemplateInput } from './ai-writer.ts';
import { liquidTagsIn, mergeFieldsIn, textOf, withFallbacks } from './draft-html.ts';
import { writerVocabulary } from './writer-phrases.ts';

/**
 * The check every draft passes before it is answered: it may name only numbers (amounts,
 * percentages, years, counts) and capitalised names (companies, people, products) that its inputs
 * hold, mention events (an acquisition, a funding round, a launch …) only when the inputs speak of
 * one, and use only merge fields the organisation has. Numbers and names are checked by the same
 * guard as the insights' model text (`insights/fact-guard.ts`).
 */

/** Kinds of company events, each recognised by its words; one the inputs never mention may not appear. */
export const eventKinds: readonly { name: string; pattern: RegExp }[] = [
  { name: 'an acquisition', pattern: /\bacqui(?:re|red|res|ring|sition|sitions)\b/ },
  { name: 'a merger', pattern: /\bmerg(?:e|ed|er|ers|ing)\b/ },
  {
    name: 'a funding round',
    pattern: /\b(?:raised|raises|raising|funding|funded|valuation|investors?|series [a-h])\b/,
  },
  { name: 'going public', pattern: /\b(?:ipo|went public|going public)\b/ },
  { name: 'a launch', pattern: /\blaunch(?:ed|es|ing)?\b/ },
  {
    name: 'an expansion',
    pattern: /\b(?:expan(?:d|ded|ding|ds|sion)|new (?:office|offices|headquarters|hq)|relocat(?:e|ed|ing|ion))\b/,
  },
  { name: 'hiring', pattern: /\b(?:hir(?:e|ed|es|ing)|recruit(?:ed|ing|s)?|headcount)\b/ },
  { name: 'an award', pattern: /\baward(?:ed|s)?\b/ },
  { name: 'a partnership', pattern: /\bpartner(?:ed|ship|ships)\b/ },
  { name: 'layoffs', pattern: /\b(?:layoffs?|laid off|restructur(?:e|ed|es|ing)|downsiz(?:e|ed|ing))\b/ },
  { name: 'a rebrand', pattern: /\brebrand(?:ed|ing|s)?\b/ },
  { name: 'an anniversary', pattern: /\banniversar(?:y|ies)\b/ },
];

/** Every text of the inputs a draft may draw facts from. */
export function groundingOf(input: WriteTemplateInput | RewriteInput): string[] {
  const own =
    'brief' in input
      ? [input.brief.offer, input.brief.audience, input.brief.callToAction]
      : [input.subject, input.html, textOf(input.html), withFallbacks(textOf(input.html)), input.instruction];
  return [...own, ...prospectTexts(input.prospect)];
}

export function prospectTexts(prospect: ProspectFacts | null): string[] {
  if (!prospect) return [];
  const { company } = prospect;
  return [
    prospect.firstName,
    prospect.lastName,
    prospect.fullName,
    prospect.title,
    prospect.seniority,
    prospect.department,
    prospect.city,
    prospect.country,
    ...(company ? [company.name, company.domain, company.industry, company.sizeBand, ...company.technologies] : []),
    ...prospect.news.flatMap((item) => [item.title, item.summary, item.source]),
    ...prospect.intent.flatMap((item) => [item.topic, String(item.score)]),
  ];
}

/** The built-in writer's own words, read once: ordinary words any draft may use. */
const writerWords = vocabularyOf([writerVocabulary]);

export interface CheckedDraft {
  subject: string;
  html: string;
  factsUsed: readonly AiFact[];
}

/**
 * What is wrong with the draft, in plain words; empty when it keeps to its inputs. `grounding`
 * is what `groundingOf` gives; `mergeFields` the keys the organisation has.
 */
export function checkDraft(
  draft: CheckedDraft,
  grounding: readonly string[],
  mergeFields: readonly string[],
): string[] {
  const problems: string[] = [];
  const written = `${draft.subject}\n${draft.html}`;
  const known = new Set(mergeFields);
  const unknown = mergeFieldsIn(written).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    problems.push(`it uses merge fields that do not exist (${unknown.map((key) => `{{ ${key} }}`).join(', ')})`);
  }
  const sources = grounding.join('\n');
  // Template logic the draft being rewritten already had may stay; none may be added.
  if (liquidTagsIn(written).some((tag) => !sources.includes(tag))) {
    problems.push('it uses template tags other than merge fields');
  }

  const own = vocabularyOf([sources]);
  const vocabulary = {
    words: new Set([...writerWords.words, ...own.words]),
    numbers: own.numbers,
    text: own.text,
  };
  const readable = withFallbacks(`${draft.subject}\n\n${textOf(draft.html)}`);
  const factTexts = draft.factsUsed.map((fact) => fact.value);
  const invented = [readable, ...factTexts]
    .flatMap((text) => unsupportedTerms(text, vocabulary))
    // The guard refuses every email address; one the inputs hold (say, in the call to action) is theirs.
    .filter((term) => !sources.includes(term));
  if (invented.length > 0) {
    problems.push(`it names facts that are not in its inputs (${[...new Set(invented)].slice(0, 5).join(', ')})`);
  }

  const sourcesLower = sources.toLowerCase();
  const draftLower = [readable, ...factTexts].join('\n').toLowerCase();
  const events = eventKinds.filter((kind) => kind.pattern.test(draftLower) && !kind.pattern.test(sourcesLower));
  if (events.length > 0) {
    problems.push(`it mentions events its inputs do not (${events.map((kind) => kind.name).join(', ')})`);
  }
  return problems;
}
