import type { IntentSource } from '@leadpilot/contracts';

/**
 * Everything the insights are built from: the person's public words and role, and their company's
 * record. Contact details (email, phone) are never part of it, so nothing built from it can quote them.
 */
export interface InsightFacts {
  person: {
    id: string;
    title: string;
    seniority: string;
    department: string;
    bio: string;
  };
  posts: { id: string; text: string; postedAt: Date }[];
  company: {
    id: string;
    name: string;
    industry: string;
    technologies: string[];
    fundingStage: string;
    fundingTotalUsd: number | null;
    /** `YYYY-MM-DD` */
    lastFundingAt: string | null;
  } | null;
  /** Newest first. */
  news: { id: string; title: string; summary: string; url: string; source: string; publishedAt: Date }[];
  /** The company's surging topics in the intent window, strongest first. */
  intent: {
    /** The latest surging week's signal. */
    id: string;
    topic: string;
    score: number;
    source: IntentSource;
    /** First surging week in the window, `YYYY-MM-DD`. */
    since: string;
  }[];
  now: Date;
}
