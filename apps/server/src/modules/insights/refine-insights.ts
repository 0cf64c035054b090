import type { CommunicationAdvice, PersonInsights, PitchCitation, PitchSuggestion } from '@leadpilot/contracts';
import { discStyleNames } from '@leadpilot/contracts';
import { z } from 'zod';
import type { JsonCompletionRequest, LlmClient } from '../../integrations/llm/llm-client.ts';
import type { InsightFacts } from '../people/index.ts';
import { unsupportedTerms, vocabularyOf } from './fact-guard.ts';
import { formatMonth } from './suggest-pitches.ts';

/** How a pitch is named to the model and matched in its reply: the kind and the fact's id or label. */
export const citationKeyOf = (citation: PitchCitation) => `${citation.kind}:${citation.id ?? citation.label}`;

const adviceFields = ['tone', 'length', 'leadWith', 'avoid', 'subjectLineTips', 'callTips'] as const;
type AdviceField = (typeof adviceFields)[number];

const line = z.string().trim().min(1).max(400);
const lines = z.array(line).max(6);
const replySchema = z.object({
  recommendations: z.object({
    tone: line,
    length: line,
    leadWith: lines,
    avoid: lines,
    subjectLineTips: lines,
    callTips: lines,
  }),
  pitches: z
    .array(
      z.object({
        citationKey: z.string(),
        angle: z.string().trim().min(1).max(80),
        text: z.string().trim().min(1).max(600),
      }),
    )
    .max(10),
});

const stringList = { type: 'array', items: { type: 'string' } };

function replyJsonSchema(citationKeys: string[]): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['recommendations', 'pitches'],
    properties: {
      recommendations: {
        type: 'object',
        additionalProperties: false,
        required: [...adviceFields],
        properties: {
          tone: { type: 'string' },
          length: { type: 'string' },
          leadWith: stringList,
          avoid: stringList,
          subjectLineTips: stringList,
          callTips: stringList,
        },
      },
      pitches: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['citationKey', 'angle', 'text'],
          properties: {
            citationKey: citationKeys.length > 0 ? { type: 'string', enum: citationKeys } : { type: 'string' },
            angle: { type: 'string' },
            text: { type: 'string' },
          },
        },
      },
    },
  };
}

const system = [
  'You improve sales-outreach guidance about one prospect for a salesperson.',
  'Rewrite the draft recommendations and pitch texts so they read naturally and stay concrete. Rules:',
  '1. Use only what is in "person", "personality" and "facts". Never add a number, date, name, company, product, place or claim that is not there.',
  "2. Keep each pitch's citationKey exactly; one pitch per citationKey, in the same order; add or remove none.",
  '3. A pitch is advice to the salesperson: an angle of at most six words and a text of at most 60 words.',
  '4. Recommendations are concrete sentences on tone, length, what to lead with and what to avoid. The profile is a prediction: do not speculate about private matters.',
  '5. Never write email addresses, phone numbers or web addresses.',
  'Answer with JSON only, matching the schema.',
].join('\n');

/** The fact a citation points to, in words: what the pitch may talk about. */
function factTextOf(citation: PitchCitation, facts: InsightFacts): string {
  const news = citation.id ? facts.news.find((item) => item.id === citation.id) : undefined;
  const signal = citation.id ? facts.intent.find((item) => item.id === citation.id) : undefined;
  const company = facts.company;
  const funding =
    citation.kind === 'funding' && company?.lastFundingAt
      ? `Funding stage ${company.fundingStage}, last round ${company.lastFundingAt} (${formatMonth(company.lastFundingAt)}), total raised USD ${company.fundingTotalUsd ?? 'unknown'}.`
      : '';
  if (news)
    return `${news.title}. ${news.summary} Published ${news.publishedAt.toISOString().slice(0, 10)} by ${news.source}. ${funding}`.trim();
  if (signal)
    return `Surging research interest in ${signal.topic}: score ${signal.score} of 100, since the week of ${signal.since} (${formatMonth(signal.since)}), source ${signal.source}.`;
  return `${citation.label}. ${funding}`.trim();
}

export interface RefinementPrompt {
  request: JsonCompletionRequest;
  /** Per citation key: the words the pitch text may use. */
  pitchFacts: Map<string, string[]>;
  adviceFacts: string[];
}

/** The prompt: only the record's facts (no contact details) and the rules result to rewrite. */
export function buildRefinementPrompt(facts: InsightFacts, rules: PersonInsights): RefinementPrompt {
  const companyName = facts.company?.name ?? '';
  const { personality } = rules;
  const factList = rules.pitches.map((pitch) => ({
    citationKey: citationKeyOf(pitch.citation),
    kind: pitch.citation.kind,
    fact: factTextOf(pitch.citation, facts),
  }));
  const person = {
    title: facts.person.title,
    seniority: facts.person.seniority,
    department: facts.person.department,
    company: companyName,
  };
  const user = JSON.stringify({
    person,
    personality: {
      predicted: true,
      primary: `${personality.primary} (${discStyleNames[personality.primary]})`,
      secondary: personality.secondary ? `${personality.secondary} (${discStyleNames[personality.secondary]})` : null,
      confidence: personality.confidenceLevel,
      evidence: personality.evidence.map((item) => ({ phrase: item.phrase, source: item.source, trait: item.trait })),
    },
    facts: factList,
    draft: {
      recommendations: personality.recommendations,
      pitches: rules.pitches.map((pitch) => ({
        citationKey: citationKeyOf(pitch.citation),
        angle: pitch.angle,
        text: pitch.text,
      })),
    },
  });
  const pitchFacts = new Map(
    rules.pitches.map((pitch, index) => [
      citationKeyOf(pitch.citation),
      [
        factList[index]?.fact ?? '',
        pitch.citation.label,
        companyName,
        pitch.angle,
        pitch.text,
        pitch.citation.url ?? '',
      ],
    ]),
  );
  const adviceFacts = [
    ...Object.values(person),
    ...personality.evidence.map((item) => item.phrase),
    ...factList.map((item) => item.fact),
    ...adviceFields.flatMap((field) => [personality.recommendations[field] ?? []].flat()),
  ];
  return {
    request: { system, user, schemaName: 'insight_refinement', jsonSchema: replyJsonSchema([...pitchFacts.keys()]) },
    pitchFacts,
    adviceFacts,
  };
}

export class RefinementRejected extends Error {
  override readonly name = 'RefinementRejected';
}

export interface Refinement {
  insights: PersonInsights;
  /** What was sent back to the rules text, and why (for the log). */
  rejected: string[];
}

/**
 * Asks the model to rewrite the rules result and keeps only what passes the guard: the reply's
 * shape, each pitch's citation (the rules citation is always kept, whatever the model says), and
 * no number or name that the facts do not hold. Throws `LlmError` or `RefinementRejected`.
 */
export async function refineInsights(
  llm: LlmClient,
  prompt: RefinementPrompt,
  rules: PersonInsights,
): Promise<Refinement> {
  const parsed = replySchema.safeParse(await llm.completeJson(prompt.request));
  if (!parsed.success) throw new RefinementRejected('the reply does not match the refinement schema');
  const reply = parsed.data;
  const rejected: string[] = [];
  let taken = 0;

  const adviceVocabulary = vocabularyOf(prompt.adviceFacts);
  const recommendations: CommunicationAdvice = { ...rules.personality.recommendations };
  for (const field of adviceFields) {
    const proposed: string | string[] = reply.recommendations[field];
    const texts = [proposed].flat();
    const problems = texts.flatMap((text) => unsupportedTerms(text, adviceVocabulary));
    if (texts.length === 0) rejected.push(`recommendations.${field}: empty`);
    else if (problems.length > 0) rejected.push(`recommendations.${field}: mentions ${problems.join(', ')}`);
    else {
      setAdvice(recommendations, field, proposed);
      taken++;
    }
  }

  const keys = new Set(prompt.pitchFacts.keys());
  for (const extra of reply.pitches.filter((pitch) => !keys.has(pitch.citationKey))) {
    rejected.push(`pitch ${extra.citationKey}: cites nothing in the record`);
  }
  const pitches: PitchSuggestion[] = rules.pitches.map((pitch) => {
    const key = citationKeyOf(pitch.citation);
    const proposal = reply.pitches.find((candidate) => candidate.citationKey === key);
    if (!proposal) {
      rejected.push(`pitch ${key}: missing from the reply`);
      return pitch;
    }
    const vocabulary = vocabularyOf(prompt.pitchFacts.get(key) ?? []);
    const problems = [...unsupportedTerms(proposal.angle, vocabulary), ...unsupportedTerms(proposal.text, vocabulary)];
    if (problems.length > 0) {
      rejected.push(`pitch ${key}: mentions ${problems.join(', ')}`);
      return pitch;
    }
    taken++;
    return { angle: proposal.angle, text: proposal.text, citation: pitch.citation };
  });

  return {
    insights: {
      personality: { ...rules.personality, recommendations, refinedBy: taken > 0 ? 'llm' : 'rules' },
      pitches,
    },
    rejected,
  };
}

function setAdvice(advice: CommunicationAdvice, field: AdviceField, value: string | string[]) {
  if (field === 'tone' || field === 'length') advice[field] = [value].flat().join(' ');
  else advice[field] = [value].flat();
}
