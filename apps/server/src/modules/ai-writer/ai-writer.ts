import type { AiFact, aiLengths, aiTones } from '@leadpilot/contracts';

/**
 * The AI writer's engine interface: the built-in writer and the language-model writer both take
 * the same inputs and answer the same draft, so the service (and campaigns) do not care which
 * one answered.
 */
export interface AiWriter {
  writeTemplate(input: WriteTemplateInput): Promise<WrittenDraft>;
  rewrite(input: RewriteInput): Promise<WrittenDraft>;
}

export type AiTone = (typeof aiTones)[number];
export type AiLength = (typeof aiLengths)[number];

/** The sender's brief: what they offer, to whom, in what voice, and what the reader should do. */
export interface WriterBrief {
  offer: string;
  audience: string;
  tone: AiTone;
  length: AiLength;
  callToAction: string;
}

/**
 * One prospect's facts the writer may use. Contact details (email, phone) are never part of it,
 * so no draft can quote them.
 */
export interface ProspectFacts {
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  seniority: string;
  department: string;
  city: string;
  country: string;
  company: {
    name: string;
    domain: string;
    industry: string;
    sizeBand: string;
    technologies: string[];
  } | null;
  /** Newest first. */
  news: { title: string; summary: string; source: string }[];
  /** The company's surging research topics, strongest first. */
  intent: { topic: string; score: number }[];
}

export interface WriteTemplateInput {
  brief: WriterBrief;
  prospect: ProspectFacts | null;
  /** Merge fields a draft may use: the built-in ones and the organisation's custom fields. */
  mergeFields: readonly string[];
}

export interface RewriteInput {
  subject: string;
  html: string;
  instruction: string;
  prospect: ProspectFacts | null;
  mergeFields: readonly string[];
}

/** A draft and how it was made; the service turns it into the reply and the `ai_generations` row. */
export interface WrittenDraft {
  subject: string;
  html: string;
  text: string;
  factsUsed: AiFact[];
  /** What the writer wants the user to know, e.g. an instruction it did not understand. */
  notes: string[];
  engine: 'built-in' | 'llm';
  model: string;
  /** Tokens of every model call made for this draft, including one whose text was refused. */
  usage: { promptTokens: number; completionTokens: number };
  fallbackReason: string | null;
}
