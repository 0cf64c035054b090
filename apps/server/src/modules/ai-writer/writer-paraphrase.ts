import { createRequire } from 'node:module';
import type { AiTone } from './ai-writer.ts';
import { fill, phrases } from './writer-phrases.ts';

/**
 * The brief in the writer's own words: the offer becomes one sentence of value (its product and
 * what it does, re-ordered and re-inflected, never pasted between fixed phrases), the call to
 * action a soft question. Only the brief's own words are used, so nothing is added to its facts.
 */

const require = createRequire(import.meta.url);
let commonWordSet: ReadonlySet<string> | undefined;

/** English's common words (zxcvbn's list), loaded on first use: most of the server never needs them. */
function commonWords(): ReadonlySet<string> {
  commonWordSet ??= new Set<string>(
    (require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en')).dictionary[
      'commonWords-en'
    ] as string[],
  );
  return commonWordSet;
}
const ordinarySuffix = /(?:ing|ed|ly|tion|ment|ness|ity|ive|al|ful|less|able|ers?|ies|s)$/;

/**
 * The text with its first word in lower case when that word is capitalised only because it starts
 * the brief ("Onboarding software" → "onboarding software"); names ("Salesforce", "AI") stay.
 */
export function lowerFirstWord(text: string): string {
  const match = /^([A-Z][a-z]+)(?=$|[\s,;:])/.exec(text);
  if (!match?.[1]) return text;
  const lower = match[1].toLowerCase();
  return commonWords().has(lower) || ordinarySuffix.test(lower) ? lower + text.slice(match[1].length) : text;
}

/** "cut churn." → "cut churn": the writer adds its own punctuation. */
export const withoutEndPunctuation = (text: string) => text.trim().replace(/[\s.!?,;:]+$/u, '');

// Maps, not plain objects: a word from the user's text such as "constructor" must not find Object's own members.
const irregularBase = new Map(Object.entries({ does: 'do', has: 'have', goes: 'go', is: 'be' }));

/** "books" → "book", "verifies" → "verify", "reaches" → "reach": a verb's base form after "to". */
function baseOfVerb(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = irregularBase.get(lower);
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|zz)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^su]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/** Verbs a call to action starts with; only these are turned into "-ing" forms, so no event word is made. */
const actionVerbs = new Map<string, string>(
  Object.entries({
    book: 'booking',
    reply: 'replying',
    schedule: 'scheduling',
    grab: 'grabbing',
    hop: 'hopping',
    jump: 'jumping',
    take: 'taking',
    see: 'seeing',
    try: 'trying',
    get: 'getting',
    set: 'setting',
    pick: 'picking',
    join: 'joining',
    send: 'sending',
    share: 'sharing',
    call: 'calling',
    chat: 'chatting',
    meet: 'meeting',
    talk: 'talking',
    start: 'starting',
    visit: 'visiting',
    sign: 'signing',
    download: 'downloading',
    watch: 'watching',
    read: 'reading',
    check: 'checking',
    request: 'requesting',
    claim: 'claiming',
    find: 'finding',
    explore: 'exploring',
    compare: 'comparing',
    arrange: 'arranging',
    connect: 'connecting',
    have: 'having',
    give: 'giving',
    let: 'letting',
    answer: 'answering',
    tell: 'telling',
    walk: 'walking',
    run: 'running',
  }),
);

/** A small, stable choice among `count` options. */
const pick = <Item>(options: readonly Item[], variant: number): Item =>
  options[Math.abs(variant) % options.length] as Item;

/** Splits "a tool that cuts X" into the product ("tool") and what it does ("cut X"). */
function splitOffer(offer: string): { product: string; benefit: string } | null {
  const match = /^(?:(?:a|an|the|our)\s+)?(.+?)\s+(?:that|which|to)\s+(?:will\s+|can\s+)?(\S+)(.*)$/i.exec(offer);
  if (!match?.[1] || !match[2]) return null;
  const product = match[1].trim();
  if (product.split(/\s+/).length > 8) return null;
  return { product, benefit: `${baseOfVerb(match[2])}${match[3] ?? ''}`.trim() };
}

/** The offer as one sentence of value, in the writer's words. */
export function valueSentence(offerText: string, tone: AiTone, variant: number): string {
  const offer = withoutEndPunctuation(offerText.split(/(?<=[.!?])\s+/)[0] ?? offerText);
  const split = splitOffer(offer);
  if (split) {
    const product = lowerFirstWord(split.product);
    const forms = phrases.valueWithBenefit.filter(
      (form) =>
        !(form.includes('{benefit}') && form.startsWith('We help teams {benefit}') && /^help\b/i.test(split.benefit)),
    );
    return fill(pick(forms, variant), { product, benefit: split.benefit });
  }
  const forAudience = /^(?:(?:a|an|the|our)\s+)?(.+?)\s+for\s+(.+)$/i.exec(offer);
  if (forAudience?.[1] && forAudience[2]) {
    return fill(phrases.valueForAudience, { product: lowerFirstWord(forAudience[1]), audience: forAudience[2] });
  }
  const startsWithVerb = actionVerbs.has((offer.split(/\s+/)[0] ?? '').toLowerCase());
  if (startsWithVerb) return fill(phrases.valueVerb[tone], { action: lowerFirstWord(offer) });
  return fill(pick(phrases.valuePlain, variant), { offer: lowerFirstWord(offer) });
}

/** The call to action as a soft question ("Book a call" → "Would it make sense to book a call?"). */
export function callToActionQuestion(callToActionText: string, tone: AiTone, variant: number): string {
  const text = callToActionText.trim();
  if (text.endsWith('?')) return text;
  // An address at the end stays apart from the question mark, so it is quoted exactly as given.
  if (/(?:https?:\/\/|www\.|@)\S*$/i.test(text))
    return fill(phrases.askWithAddress, { action: withoutEndPunctuation(text) });
  const action = withoutEndPunctuation(text).replace(/^(?:please\s+|let['’]s\s+|let us\s+)/i, '');
  const [first = '', ...rest] = action.split(/\s+/);
  const gerund = actionVerbs.get(first.toLowerCase());
  if (gerund) {
    const base = [first.toLowerCase(), ...rest].join(' ');
    const withGerund = [gerund, ...rest].join(' ');
    return fill(pick(phrases.askVerb[tone], variant), { action: base, doing: withGerund });
  }
  return fill(pick(phrases.askNoun[tone], variant), { thing: lowerFirstWord(action) });
}
