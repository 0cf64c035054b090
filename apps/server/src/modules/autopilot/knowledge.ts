import type { Knowledge } from '@leadpilot/contracts';

/**
 * What an autopilot campaign knows about the organisation, written by the team: the offer, FAQ
 * entries and case studies. The autopilot answers a reply only from these words, split into small
 * fact units that each answer cites by id, so the product can show where every sentence came from.
 * The schemas live in the contracts (campaign-autopilot.ts), so the web checks what the server does.
 */
export {
  type CaseStudy,
  caseStudySchema,
  type FaqEntry,
  faqEntrySchema,
  type Knowledge,
  type KnowledgeInput,
  knowledgeSchema,
  type Offer,
  offerSchema,
} from '@leadpilot/contracts';

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
