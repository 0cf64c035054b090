import type { AiFact } from '@leadpilot/contracts';
import { escapeHtml } from '../../platform/mail/html-text.ts';
import type { ProspectFacts, WriterBrief } from './ai-writer.ts';
import { mergeField } from './draft-html.ts';
import { withoutEndPunctuation } from './writer-paraphrase.ts';
import { families, fill, phrases } from './writer-phrases.ts';
import { isNewsRelevant, type RoleFamily } from './writer-role.ts';

/**
 * The first sentence after the greeting. Its kind follows one rule (the reader's latest company
 * news when it is relevant to their role, else their job title, else what people in their role
 * family often say); its form is chosen among many by a stable hash, from the forms the
 * grounding prospect's facts allow (a company, an industry, a team to lead). Every fact it rests
 * on is written as a merge field and cited with the grounding prospect's value.
 */

const companyName = mergeField('company_name', phrases.fallbackCompany);
const industry = mergeField('industry', phrases.fallbackIndustry);
const latestNews = mergeField('latest_news');
const jobTitle = mergeField('title');

/** Seniorities whose holders lead a team or a company. */
const leaderSeniorities = new Set(['owner', 'partner', 'founder', 'c_suite', 'vp', 'head', 'director', 'manager']);

/** FNV-1a: a stable number from the inputs, so each prospect gets its own choice of phrasing. */
export function variantOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * MurmurHash3's finaliser: FNV-1a's low bits depend only on the low bits of each character, so
 * the opening's several choices (taken from different bits) are mixed first.
 */
function mixed(hash: number): number {
  let mixing = hash ^ (hash >>> 16);
  mixing = Math.imul(mixing, 0x85ebca6b);
  mixing ^= mixing >>> 13;
  mixing = Math.imul(mixing, 0xc2b2ae35);
  return (mixing ^ (mixing >>> 16)) >>> 0;
}

export const pick = <Item>(options: readonly Item[], variant: number): Item =>
  options[variant % options.length] as Item;

/** A phrase as HTML: text values escaped, merge fields (in `fields`) written as they are. */
export function htmlOf(phrase: string, values: Record<string, string>, fields: Record<string, string> = {}): string {
  const marked = fill(phrase, {
    ...values,
    ...Object.fromEntries(Object.keys(fields).map((name, index) => [name, `\uE000${index}\uE000`])),
  });
  const fieldValues = Object.values(fields);
  return escapeHtml(marked).replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => fieldValues[Number(index)] ?? '');
}

export interface OpeningInput {
  prospect: ProspectFacts | null;
  brief: WriterBrief;
  family: RoleFamily;
  mergeFields: readonly string[];
  /** The stable hash of the prospect and the brief. */
  key: string;
  /** The shortest form instead of the hash's choice, for a draft that would be over the word limit. */
  shortest?: boolean;
  use: (fact: AiFact) => void;
}

export function openingLine({ prospect, brief, family, mergeFields, key, shortest, use }: OpeningInput): string {
  const words = families[family];
  // Its own hash, so the opening's choice is independent of the rest of the draft's.
  const variant = mixed(variantOf(`opening|${key}`));
  const choose = <Item extends string>(forms: readonly Item[], bits: number): Item =>
    shortest ? forms.reduce((short, form) => (form.length < short.length ? form : short)) : pick(forms, bits);
  const concern = choose(words.concerns, variant >>> 10);
  const company = prospect?.company;
  const hasIndustry = Boolean(company?.industry) && mergeFields.includes('industry');
  const allowed = (phrase: string) =>
    (!phrase.includes('{company}') || Boolean(company)) && (!phrase.includes('{industry}') || hasIndustry);
  const cite = (phrase: string) => {
    if (phrase.includes('{title}') && prospect) {
      use({ source: 'prospect', label: 'Job title (as {{ title }})', value: prospect.title });
    }
    if (phrase.includes('{company}') && company) {
      use({ source: 'company', label: 'Company (as {{ company_name }})', value: company.name });
    }
    if (phrase.includes('{industry}') && company) {
      use({ source: 'company', label: 'Industry (as {{ industry }})', value: company.industry });
    }
  };
  const fields = { news: latestNews, title: jobTitle, company: companyName, industry };

  const [news] = prospect?.news ?? [];
  if (prospect && news && isNewsRelevant(family, news.title)) {
    use({ source: 'news', label: 'Latest news (as {{ latest_news }})', value: news.title });
    const phrase = prospect.title
      ? `${choose(phrases.hookNewsLeadIn, variant)} ${choose(phrases.hookNewsThought.filter(allowed), variant >>> 5)}`
      : choose(phrases.hookNews, variant);
    cite(phrase);
    return htmlOf(phrase, { team: words.team, concern }, fields);
  }
  if (prospect?.title) {
    const forms = [
      ...phrases.hookTitle,
      ...(leaderSeniorities.has(prospect.seniority) ? phrases.hookTitleLeader : phrases.hookTitleIndividual),
    ].filter(allowed);
    const phrase = choose(forms, variant);
    cite(phrase);
    return htmlOf(phrase, { concern }, fields);
  }
  if (family === 'general' && !prospect) {
    use({ source: 'offer', label: 'Audience', value: withoutEndPunctuation(brief.audience) });
  }
  return htmlOf(choose(phrases.hookPeers, variant), { peers: words.peers, concern });
}
