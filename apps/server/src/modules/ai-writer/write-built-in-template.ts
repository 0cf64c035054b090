import type { AiFact } from '@leadpilot/contracts';
import { escapeHtml } from '../../platform/mail/html-text.ts';
import type { WriteTemplateInput } from './ai-writer.ts';
import { htmlOfBlocks, mergeField, textOf } from './draft-html.ts';
import { htmlOf, openingLine, pick, variantOf } from './writer-opening.ts';
import { callToActionQuestion, valueSentence, withoutEndPunctuation } from './writer-paraphrase.ts';
import { families, fill, phrases } from './writer-phrases.ts';
import { roleFamilyOf } from './writer-role.ts';

export { withoutEndPunctuation };

export interface BuiltInDraft {
  subject: string;
  html: string;
  text: string;
  factsUsed: AiFact[];
  notes: string[];
}

/** The model name the built-in writer reports in drafts and `ai_generations`. */
export const builtInModel = 'leadpilot-built-in-2';

/** Drafts stay under this many words, greeting and sign-off included. */
export const maxDraftWords = 120;

const firstName = mergeField('first_name', phrases.fallbackFirstName);
const senderName = mergeField('sender_name');

const wordCount = (html: string) => textOf(html).split(/\s+/).filter(Boolean).length;

/**
 * A first email from the brief, deterministic and offline: a greeting, an opening chosen for the
 * reader's role, one problem that role has, the offer as one sentence of value in the writer's
 * words, the call to action as a soft question, and a sign-off; under 120 words, with a short
 * subject. It is a reusable template: the grounding prospect's own facts (their news, title,
 * company) are written as merge fields, so every reader sees their own values.
 */
export function writeBuiltInTemplate(input: WriteTemplateInput): BuiltInDraft {
  const { brief, prospect } = input;
  const { tone } = brief;
  const facts: AiFact[] = [];
  const use = (fact: AiFact) => {
    if (!facts.some((known) => known.label === fact.label && known.value === fact.value)) facts.push(fact);
  };
  const family = roleFamilyOf(prospect, brief.audience);
  const words = families[family];
  const key = prospect
    ? [prospect.fullName, prospect.title, prospect.company?.name, prospect.news[0]?.title, brief.offer].join('|')
    : [brief.offer, brief.audience, brief.callToAction].join('|');
  const variant = variantOf(key);

  const subject = fill(pick(phrases.subject, variant >>> 3), {
    topic: words.topic,
    team: words.team,
    firstName,
  }).replace(/^./, (first) => first.toUpperCase());

  const greeting = htmlOf(phrases.greeting[tone], {}, { firstName });
  // The opening the hash chooses, and the shortest one, for a draft that is over the limit without it.
  const openings = [false, true].map((shortest) => {
    const cited: AiFact[] = [];
    const html = openingLine({
      prospect,
      brief,
      family,
      mergeFields: input.mergeFields,
      key,
      shortest,
      use: (fact) => cited.push(fact),
    });
    return { html, cited };
  });
  const problem = escapeHtml(pick(words.problems, variant >>> 6));
  if (prospect) {
    use({ source: 'prospect', label: 'Role', value: prospect.department || prospect.title });
  } else if (family !== 'general') {
    use({ source: 'offer', label: 'Audience', value: withoutEndPunctuation(brief.audience) });
  }
  const value = escapeHtml(valueSentence(brief.offer, tone, variant >>> 9));
  use({ source: 'offer', label: 'Offer', value: withoutEndPunctuation(brief.offer) });
  const audience = htmlOf(pick(phrases.audienceLine, variant >>> 12), {
    audience: withoutEndPunctuation(brief.audience),
  });
  const ask = escapeHtml(callToActionQuestion(brief.callToAction, tone, variant >>> 15));
  use({ source: 'offer', label: 'Call to action', value: withoutEndPunctuation(brief.callToAction) });
  const signOff = `${escapeHtml(phrases.signOff[tone])}<br>${senderName}`;

  const optional = [...(brief.length !== 'short' ? [problem] : []), ...(brief.length === 'long' ? [audience] : [])];
  const compose = (kept: readonly string[], opening = openings[0]) =>
    htmlOfBlocks([
      greeting,
      opening?.html ?? '',
      ...(kept.includes(problem) ? [problem] : []),
      value,
      ...(kept.includes(audience) ? [audience] : []),
      ask,
      signOff,
    ]);
  // Over the word limit, the audience line goes first, then the problem.
  let kept = optional;
  while (kept.length > 0 && wordCount(compose(kept)) >= maxDraftWords) kept = kept.slice(0, -1);
  if (kept.includes(audience))
    use({ source: 'offer', label: 'Audience', value: withoutEndPunctuation(brief.audience) });
  const opening = wordCount(compose(kept)) >= maxDraftWords ? openings[1] : openings[0];

  const html = compose(kept, opening);
  const factsUsed = [...(opening?.cited ?? []), ...facts].filter(
    (fact, index, all) => all.findIndex((known) => known.label === fact.label && known.value === fact.value) === index,
  );
  return { subject, html, text: textOf(html), factsUsed, notes: [] };
}
