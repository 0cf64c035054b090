import type { PersonInsights } from '@leadpilot/contracts';
import type { InsightFacts } from '../people/index.ts';
import { adviseOn } from './communication-advice.ts';
import { inferPersonality } from './infer-personality.ts';
import { suggestPitches } from './suggest-pitches.ts';

/** The built-in, deterministic insights: the lexicon reading, its advice and the grounded pitches. */
export function buildRulesInsights(facts: InsightFacts): PersonInsights {
  const { person } = facts;
  const reading = inferPersonality({
    title: person.title,
    seniority: person.seniority,
    department: person.department,
    bio: person.bio,
    posts: facts.posts,
  });
  return {
    personality: { predicted: true, ...reading, recommendations: adviseOn(reading), refinedBy: 'rules' },
    pitches: suggestPitches(facts),
  };
}
