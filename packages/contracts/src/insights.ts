import { z } from 'zod';
import { dataReplySchema, idSchema } from './common.ts';

/** DISC styles: Dominance, Influence, Steadiness, Conscientiousness. */
export const discStyles = ['D', 'I', 'S', 'C'] as const;
export type DiscStyle = (typeof discStyles)[number];

export const discStyleNames: Record<DiscStyle, string> = {
  D: 'Dominance',
  I: 'Influence',
  S: 'Steadiness',
  C: 'Conscientiousness',
};

/** Where an evidence phrase was found: the person's bio, one of their posts, or their job title. */
export const evidenceSources = ['bio', 'post', 'title'] as const;
export type EvidenceSource = (typeof evidenceSources)[number];

export const confidenceLevels = ['low', 'medium', 'high'] as const;
export type ConfidenceLevel = (typeof confidenceLevels)[number];

/** Confidence below this reads as low; at or above `highConfidenceFrom` as high (docs/insights.md). */
export const mediumConfidenceFrom = 0.35;
export const highConfidenceFrom = 0.65;

/** The words the web shows for a confidence between 0 and 1. */
export function confidenceLevelOf(confidence: number): ConfidenceLevel {
  if (confidence >= highConfidenceFrom) return 'high';
  if (confidence >= mediumConfidenceFrom) return 'medium';
  return 'low';
}

export const refinementSources = ['rules', 'llm'] as const;
export type RefinementSource = (typeof refinementSources)[number];

const score = z.number().int().min(0).max(100);

export const discScoresSchema = z.object({ D: score, I: score, S: score, C: score });
export type DiscScores = z.infer<typeof discScoresSchema>;

/** One phrase the person wrote (or their title) that moved a score; `phrase` is an exact substring of the source. */
export const personalityEvidenceSchema = z.object({
  phrase: z.string(),
  source: z.enum(evidenceSources),
  trait: z.enum(discStyles),
  weight: z.number(),
  /** The post the phrase comes from, when `source` is `post`. */
  postId: idSchema.optional(),
});
export type PersonalityEvidence = z.infer<typeof personalityEvidenceSchema>;

/** How to write to and talk with the person, as concrete sentences. */
export const communicationAdviceSchema = z.object({
  tone: z.string(),
  length: z.string(),
  leadWith: z.array(z.string()),
  avoid: z.array(z.string()),
  subjectLineTips: z.array(z.string()).optional(),
  callTips: z.array(z.string()).optional(),
});
export type CommunicationAdvice = z.infer<typeof communicationAdviceSchema>;

/** A DISC-style profile inferred from the person's own public words and title: always a prediction. */
export const personalityProfileSchema = z.object({
  predicted: z.literal(true),
  scores: discScoresSchema,
  primary: z.enum(discStyles),
  /** Null when only one style has any evidence. */
  secondary: z.enum(discStyles).nullable(),
  /** 0–1, from the amount of evidence and the margin between the top two styles. */
  confidence: z.number().min(0).max(1),
  confidenceLevel: z.enum(confidenceLevels),
  /** Words of the person's own text that were read (bio, posts and title). */
  wordsRead: z.number().int().min(0),
  evidence: z.array(personalityEvidenceSchema),
  recommendations: communicationAdviceSchema,
  refinedBy: z.enum(refinementSources),
});
export type PersonalityProfile = z.infer<typeof personalityProfileSchema>;

export const pitchCitationKinds = ['news', 'intent', 'technology', 'funding', 'hiring'] as const;
export type PitchCitationKind = (typeof pitchCitationKinds)[number];

/** The fact in the record a pitch suggestion rests on. */
export const pitchCitationSchema = z.object({
  kind: z.enum(pitchCitationKinds),
  label: z.string(),
  /** The news item or intent signal, when the fact is one. */
  id: idSchema.optional(),
  url: z.string().optional(),
  /** `YYYY-MM-DD`: when the news was published, the surge began, or the round closed. */
  date: z.iso.date().optional(),
});
export type PitchCitation = z.infer<typeof pitchCitationSchema>;

export const pitchSuggestionSchema = z.object({
  angle: z.string(),
  text: z.string(),
  citation: pitchCitationSchema,
});
export type PitchSuggestion = z.infer<typeof pitchSuggestionSchema>;

/** `GET /api/v1/contacts/{id}/insights`: the personality profile and pitch suggestions of the 360° view. */
export const personInsightsSchema = z.object({
  personality: personalityProfileSchema,
  /** 0–5 suggestions, each grounded in a fact of the record; empty when there is nothing to cite. */
  pitches: z.array(pitchSuggestionSchema),
});
export type PersonInsights = z.infer<typeof personInsightsSchema>;

export const personInsightsReplySchema = dataReplySchema(personInsightsSchema);
