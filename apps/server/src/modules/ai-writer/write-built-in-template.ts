import type { AiFact } from '@leadpilot/contracts';
import type { ProspectFacts, WriterBrief, WriteTemplateInput } from './ai-writer.ts';
import { escapeHtml, htmlOfBlocks, mergeField, textOf } from './draft-html.ts';
import { callToActionQuestion, valueSentence, withoutEndPunctuation } from './writer-paraphrase.ts';
import { families, fill, phrases } from './writer-phrases.ts';
import { isNewsRelevant, type RoleFamily, roleFamilyOf } from './writer-role.ts';

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
const companyName = mergeField('company_name', phrases.fallbackCompany);
const senderName = mergeField('sender_name');
const latestNews = mergeField('latest_news');
const jobTitle = mergeField('title');

/** FNV-1a: a stable number from the inputs, so each prospect gets its own choice of phrasing. */
function variantOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <Item>(options: readonly Item[], variant: number): Item => options[variant % options.length] as Item;

/** A phrase as HTML: text values escaped, merge fields (in `fields`) written as they are. */
function htmlOf(phrase: string, values: Record<string, string>, fields: Record<string, string> = {}): string {
  const marked = fill(phrase, {
    ...values,
    ...Object.fromEntries(Object.keys(fields).map((name, index) => [name, `\uE000${index}\uE000`])),
  });
  const fieldValues = Object.values(fields);
  return escapeHtml(marked).replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => fieldValues[Number(index)] ?? '');
}

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
  const variant = variantOf(
    prospect
      ? [prospect.fullName, prospect.title, prospect.company?.name, prospect.news[0]?.title, brief.offer].join('|')
      : [brief.offer, brief.audience, brief.callToAction].join('|'),
  );

  const subject = fill(pick(phrases.subject, variant >>> 3), {
    topic: words.topic,
    team: words.team,
    firstName,
  }).replace(/^./, (first) => first.toUpperCase());

  const greeting = htmlOf(phrases.greeting[tone], {}, { firstName });
  const opening = openingLine(prospect, brief, family, variant, use);
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
  const compose = (kept: readonly string[]) =>
    htmlOfBlocks([
      greeting,
      opening,
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

  const html = compose(kept);
  return { subject, html, text: textOf(html), factsUsed: facts, notes: [] };
}

/**
 * The opening line, by this rule: the reader's latest company news when it is relevant to their
 * role (`isNewsRelevant`), else their job title, else what people in their role family often say.
 * News and title are written as merge fields; the facts list cites the grounding prospect's values.
 */
function openingLine(
  prospect: ProspectFacts | null,
  brief: WriterBrief,
  family: RoleFamily,
  variant: number,
  use: (fact: AiFact) => void,
): string {
  const words = families[family];
  const [news] = prospect?.news ?? [];
  if (prospect && news && isNewsRelevant(family, news.title)) {
    use({ source: 'news', label: 'Latest news (as {{ latest_news }})', value: news.title });
    if (prospect.title) {
      use({ source: 'prospect', label: 'Job title (as {{ title }})', value: prospect.title });
      return htmlOf(pick(phrases.hookNewsWithTitle, variant), {}, { news: latestNews, title: jobTitle });
    }
    return htmlOf(pick(phrases.hookNews, variant), { team: words.team }, { news: latestNews });
  }
  if (prospect?.title) {
    const phrase = pick(phrases.hookTitle, variant);
    use({ source: 'prospect', label: 'Job title (as {{ title }})', value: prospect.title });
    if (phrase.includes('{company}') && prospect.company) {
      use({ source: 'company', label: 'Company (as {{ company_name }})', value: prospect.company.name });
    }
    return htmlOf(phrase, { concern: pick(words.concerns, variant >>> 18) }, { title: jobTitle, company: companyName });
  }
  if (family === 'general' && !prospect) {
    use({ source: 'offer', label: 'Audience', value: withoutEndPunctuation(brief.audience) });
  }
  return htmlOf(pick(phrases.hookPeers, variant), {
    peers: words.peers,
    concern: pick(words.concerns, variant >>> 18),
  });
}
