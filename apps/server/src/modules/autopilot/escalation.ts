import { chronoNode } from '../../platform/on-demand.ts';
import type { ClassifiedReply } from './classified-reply.ts';
import { detectLanguage, type KnowledgeLanguage, languageNames } from './detect-language.ts';
import { sentencesIn } from './reply-questions.ts';

/**
 * The escalation policy: replies a person answers, whatever the campaign's mode. These are locked:
 * no setting turns one off (only the confidence threshold is a setting). Each escalation has a code
 * for the product and plain words for the person who picks it up.
 */

export type EscalationCode =
  | 'legal_request'
  | 'anger'
  | 'unsubscribe_request'
  | 'other_language'
  | 'low_confidence'
  | 'unclassified'
  | 'pricing_question'
  | 'contract_question'
  | 'referral'
  | 'proposed_time'
  | 'unanswered_question'
  | 'no_free_slots';

/** Most serious first: the first escalation is the one a queue shows. */
export const escalationCodes: readonly EscalationCode[] = [
  'legal_request',
  'anger',
  'unsubscribe_request',
  'other_language',
  'low_confidence',
  'unclassified',
  'pricing_question',
  'contract_question',
  'referral',
  'proposed_time',
  'unanswered_question',
  'no_free_slots',
];

export interface Escalation {
  code: EscalationCode;
  /** What happened and who acts, e.g. "Asks about pricing (“discount”): a person answers pricing questions." */
  words: string;
  /** The words of the reply that decided it, as written. */
  evidence: string[];
}

const legalPatterns = [
  /\b(?:lawyers?|attorneys?|solicitors?|legal (?:action|steps|proceedings)|court|sue|suing|lawsuit|cease and desist)\b/i,
  /\b(?:report(?:ing)? (?:you|this|your company)|data protection (?:authority|officer)|regulator|the ico|ftc|can-spam)\b/i,
  /\b(?:right to (?:be forgotten|erasure|object)|subject access|dsar|(?:erase|delete|remove) (?:all )?(?:my|the) personal (?:data|information)|(?:where|how) did you get my (?:email|address|details|data|number|contact))\b/i,
];
/** GDPR, CCPA and the like in the same sentence as a right being exercised. */
const dataRightsLaw = /\b(?:gdpr|ccpa|dsgvo|data protection)\b/i;
const dataRightsAct =
  /\b(?:eras(?:e|ure)|delet(?:e|ion)|remov(?:e|al)|access request|request (?:that|a copy|access)|my rights?)\b/i;

const pricingPattern =
  /\b(?:price[sd]?|pricing|cost(?:s|ing)?|how much (?:is|are|does|do|would|will|for|per)|discount(?:s|ed)?|quote|quotation|invoic(?:e|es|ed|ing)|billing|billed|fees?|per (?:seat|user|licen[cs]e)|licen[cs]e fees?|expensive|cheaper|rate card)\b/i;
const contractPattern =
  /\b(?:contracts?|contractual|terms (?:and|&) conditions|terms of (?:service|use|business)|t&cs?|payment terms|(?:your|the) terms|msa|master (?:services|subscription) agreement|order form|procurement|purchasing department|vendor (?:onboarding|registration|forms?|assessment)|sla|renewal|cancellation (?:policy|terms)|notice period|lock-in|minimum term)\b/i;
const unsubscribePattern =
  /\b(?:unsubscribe|opt(?:-| )?out|remove me|take me off|stop (?:emailing|contacting|sending|messaging|writing)|(?:do not|don't) (?:email|contact|write to) me|no more emails)\b/i;
const angerPattern =
  /\b(?:fuck\w*|shit\w*|bullshit|crap|wtf|stupid|idiots?|morons?|pathetic|ridiculous|disgusting|scam\w*|spam\w*|harass\w*|annoying|leave me alone|how dare|sick of|fed up|get lost|piss\w*)\b/i;

function firstMatch(text: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/** "GDPR … erase": a data-protection law and a right exercised in one sentence. */
function dataRightExercised(sentences: readonly string[]): string | undefined {
  for (const sentence of sentences) {
    const law = dataRightsLaw.exec(sentence)?.[0];
    const act = dataRightsAct.exec(sentence)?.[0];
    if (law && act) return `${law} … ${act}`;
  }
  return undefined;
}

/** Two or more shouted words ("NOT INTERESTED"), or a run of exclamation marks. */
function shouting(original: string): string | undefined {
  const shouted = original.match(/\b[A-Z]{4,}\b/g) ?? [];
  if (shouted.length >= 2) return shouted.join(' ');
  return /!{3,}/.exec(original)?.[0];
}

/** "Thursday at 3pm", "tomorrow afternoon", "June 10": a time of the prospect's own, not "next week". */
export function proposedTime(text: string, now: Date): string | undefined {
  for (const result of chronoNode().en.casual.parse(text, now, { forwardDate: true })) {
    const isVague = /\b(?:weeks?|months?|quarters?|years?)\b/i.test(result.text);
    const start = result.start;
    const isSpecific = start.isCertain('hour') || start.isCertain('weekday') || (start.isCertain('day') && !isVague);
    if (isSpecific && start.date().getTime() > now.getTime()) return result.text;
  }
  return undefined;
}

/** The first pricing, contract or terms words in a text: what an answer may never speak of. */
export function mentionsPricingOrTerms(text: string): string | undefined {
  return firstMatch(text, [pricingPattern, contractPattern]);
}

const quote = (text: string) => `“${text}”`;

type Details = {
  evidence?: string[];
  confidence?: number;
  threshold?: number;
  language?: KnowledgeLanguage;
  knowledgeLanguage?: KnowledgeLanguage;
  unknownNames?: string[];
  horizonDays?: number;
};

/** The escalation with its plain words. */
export function escalation(code: EscalationCode, details: Details = {}): Escalation {
  const evidence = details.evidence ?? [];
  const said = evidence.length > 0 ? ` (${evidence.map(quote).join(', ')})` : '';
  const words: Record<EscalationCode, () => string> = {
    legal_request: () => `Raises a legal or data-protection matter${said}: a person answers legal requests.`,
    anger: () => `Sounds angry or abusive${said}: a person reads it before anything else is sent.`,
    unsubscribe_request: () => `Asks to hear no more${said}: a person confirms the address is suppressed.`,
    other_language: () =>
      `Written in ${languageNames[details.language ?? 'en']}, and the knowledge is in ${languageNames[details.knowledgeLanguage ?? 'en']}: a person answers.`,
    low_confidence: () =>
      `The reply's meaning is unclear (confidence ${(details.confidence ?? 0).toFixed(2)}, below ${(details.threshold ?? 0).toFixed(2)}): a person reads it.`,
    unclassified: () => 'The reply has no label: a person reads it.',
    pricing_question: () => `Asks about pricing${said}: a person answers pricing questions.`,
    contract_question: () => `Asks about contracts or terms${said}: a person answers contract questions.`,
    referral: () => `Points to someone else${said}: a person decides whether to contact them.`,
    proposed_time: () => `Proposes a time of their own${said}: a person confirms it.`,
    unanswered_question: () => {
      const names = details.unknownNames ?? [];
      const unknown = names.length > 0 ? `; the knowledge never mentions ${names.join(', ')}` : '';
      return `Asks what the campaign's knowledge does not answer${said}${unknown}: a person answers.`;
    },
    no_free_slots: () =>
      `Asks to meet, and the calendar has no free time in the next ${details.horizonDays ?? 14} days: a person proposes a time.`,
  };
  return { code, words: words[code](), evidence };
}

export interface PolicyInput {
  classification: ClassifiedReply;
  /** The reply's new text (quoted history removed). */
  replyText: string;
  knowledgeLanguage: KnowledgeLanguage;
  /** Below it, a person reads the reply (default 0.7). */
  confidenceThreshold: number;
  now: Date;
}

/** The escalations a reply's words and classification call for, most serious first; none: the autopilot may go on. */
export function findPolicyEscalations(input: PolicyInput): Escalation[] {
  const { classification, replyText } = input;
  if (classification.kind !== 'reply') return [];
  const found: Escalation[] = [];
  const sentences = sentencesIn(replyText).map((sentence) => sentence.replace(/[’‘]/g, "'"));
  const text = sentences.join('\n');

  const legal = firstMatch(text, legalPatterns) ?? dataRightExercised(sentences);
  if (legal) found.push(escalation('legal_request', { evidence: [legal] }));
  const angry = firstMatch(text, [angerPattern]) ?? shouting(replyText);
  if (angry) found.push(escalation('anger', { evidence: [angry] }));
  const unsubscribe = firstMatch(text, [unsubscribePattern]);
  if (classification.label === 'unsubscribe_request' || unsubscribe) {
    found.push(escalation('unsubscribe_request', { evidence: unsubscribe ? [unsubscribe] : classification.evidence }));
  }
  const language = detectLanguage(replyText);
  if (language && language !== input.knowledgeLanguage) {
    found.push(escalation('other_language', { language, knowledgeLanguage: input.knowledgeLanguage }));
  }
  if (classification.confidence < input.confidenceThreshold) {
    found.push(
      escalation('low_confidence', { confidence: classification.confidence, threshold: input.confidenceThreshold }),
    );
  }
  if (!classification.label) found.push(escalation('unclassified'));
  const pricing = firstMatch(text, [pricingPattern]);
  if (pricing) found.push(escalation('pricing_question', { evidence: [pricing] }));
  const contract = firstMatch(text, [contractPattern]);
  if (contract) found.push(escalation('contract_question', { evidence: [contract] }));
  const { referral } = classification;
  if (classification.label === 'wrong_person' && (referral?.name || referral?.email)) {
    found.push(
      escalation('referral', { evidence: [referral.name, referral.email].filter((part) => part !== undefined) }),
    );
  }
  if (classification.label === 'interested' || classification.label === 'meeting_request') {
    const time = proposedTime(replyText, input.now);
    if (time) found.push(escalation('proposed_time', { evidence: [time] }));
  }
  return found;
}
