import { z } from 'zod';
import { knowledgeLanguages } from './detect-language.ts';

/**
 * What an autopilot campaign knows about the organisation, written by the team: the offer, FAQ
 * entries and case studies. The autopilot answers a reply only from these words, split into small
 * fact units that each answer cites by id, so the product can show where every sentence came from.
 */

const entryId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'Use lower-case letters, digits and dashes for an id, e.g. salesforce',
  })
  .max(40, { message: 'Keep an id under 40 characters' });

const sentence = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(3, { message: `Write ${what}` })
    .max(max, { message: `Keep ${what} under ${max} characters` });

export const offerSchema = z.object({
  what: sentence('what you offer, in a sentence', 400),
  forWhom: sentence('who it is for, in a sentence', 400),
  outcome: sentence('the outcome a customer gets, in a sentence', 400),
});

export const faqEntrySchema = z.object({
  id: entryId.optional(),
  question: sentence('the question as a prospect would ask it', 300),
  answer: sentence('the answer the team gives', 1500),
});

export const caseStudySchema = z.object({
  id: entryId.optional(),
  customer: sentence("the customer's name", 120),
  problem: sentence('the problem the customer had', 600),
  result: sentence('the result they got', 600),
});

export const knowledgeSchema = z
  .object({
    language: z.enum(knowledgeLanguages, { message: 'Choose the language the knowledge is written in' }).default('en'),
    offer: offerSchema,
    faq: z.array(faqEntrySchema).max(100, { message: 'Keep the FAQ to 100 entries' }).default([]),
    caseStudies: z.array(caseStudySchema).max(30, { message: 'Keep to 30 case studies' }).default([]),
  })
  .superRefine((knowledge, context) => {
    const seen = new Set<string>();
    for (const [list, entries] of [
      ['faq', knowledge.faq],
      ['caseStudies', knowledge.caseStudies],
    ] as const) {
      entries.forEach((entry, index) => {
        if (!entry.id) return;
        if (seen.has(entry.id)) {
          context.addIssue({
            code: 'custom',
            path: [list, index, 'id'],
            message: `The id "${entry.id}" is used twice: give each entry its own`,
          });
        }
        seen.add(entry.id);
      });
    }
  });

export type Offer = z.infer<typeof offerSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Knowledge = z.infer<typeof knowledgeSchema>;
export type KnowledgeInput = z.input<typeof knowledgeSchema>;

export type FactKind = 'offer' | 'faq' | 'case_study';

/** One fact the autopilot may state, in the team's own words. */
export interface FactUnit {
  /** Stable while the entry keeps its id: `faq.salesforce.1`, `offer.what`, `case.brightline.result`. */
  id: string;
  kind: FactKind;
  /** The entry the unit belongs to (`faq.salesforce`): matching scores entries, answers cite units. */
  entryId: string;
  /** Where it comes from, for people: "FAQ: Do you integrate with Salesforce?". */
  source: string;
  /** The sentence as the team wrote it. */
  text: string;
  /** For an FAQ unit, its entry's question: what the unit answers. */
  question?: string;
  /** A price, a discount or billing: a person answers those, so the autopilot never states it. */
  isPricing: boolean;
}

/** Money, price and billing words: such a sentence is never written by the autopilot. */
const pricingPattern =
  /[$€£¥₹]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b|\b(?:price[sd]?|pricing|costs?|discounts?|billed|billing|invoices?|per (?:seat|user|rep|licen[cs]e) (?:a|per) (?:month|year))\b/i;

/** Words a sentence may not end on: "e.g. Salesforce" is one sentence. */
const abbreviations = /\b(?:e\.g|i\.e|etc|approx|vs|incl|no|dr|mr|ms|mrs|st)\.$/i;

/**
 * A text cut into sentences; a lead of fewer than four words ("Yes.", "You do.") joins the next
 * sentence, so no unit is an answer without its subject.
 */
export function sentencesOf(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of text.trim().split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u)) {
    current = current ? `${current} ${part}` : part;
    if (abbreviations.test(current)) continue;
    pieces.push(current);
    current = '';
  }
  if (current) pieces.push(current);
  const joined: string[] = [];
  let lead = '';
  for (const piece of pieces) {
    const withLead = lead ? `${lead} ${piece}` : piece;
    if (withLead.split(/\s+/).length < 4 && piece !== pieces.at(-1)) lead = withLead;
    else {
      joined.push(withLead);
      lead = '';
    }
  }
  return joined;
}

const isPricing = (text: string) => pricingPattern.test(text);

/** The knowledge as fact units, in the order the team wrote it. */
export function factUnitsOf(knowledge: Knowledge): FactUnit[] {
  const { offer } = knowledge;
  const units: FactUnit[] = [
    { id: 'offer.what', kind: 'offer', entryId: 'offer.what', source: 'Offer: what it is', text: offer.what },
    {
      id: 'offer.for-whom',
      kind: 'offer',
      entryId: 'offer.for-whom',
      source: 'Offer: who it is for',
      text: offer.forWhom,
    },
    { id: 'offer.outcome', kind: 'offer', entryId: 'offer.outcome', source: 'Offer: the outcome', text: offer.outcome },
  ].map((unit) => ({ ...unit, kind: 'offer' as const, isPricing: isPricing(unit.text) }));

  knowledge.faq.forEach((entry, index) => {
    const entryId = `faq.${entry.id ?? index + 1}`;
    sentencesOf(entry.answer).forEach((text, sentenceIndex) => {
      units.push({
        id: `${entryId}.${sentenceIndex + 1}`,
        kind: 'faq',
        entryId,
        source: `FAQ: ${entry.question}`,
        text,
        question: entry.question,
        isPricing: isPricing(text),
      });
    });
  });

  knowledge.caseStudies.forEach((study, index) => {
    const entryId = `case.${study.id ?? index + 1}`;
    for (const part of ['problem', 'result'] as const) {
      units.push({
        id: `${entryId}.${part}`,
        kind: 'case_study',
        entryId,
        source: `Case study: ${study.customer} (${part})`,
        text: study[part],
        question: study.customer,
        isPricing: isPricing(study[part]),
      });
    }
  });
  return units;
}
