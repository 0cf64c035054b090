import { createHash } from 'node:crypto';
import type { PersonInsights } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import { type LlmClient, LlmError } from '../../integrations/llm/llm-client.ts';
import type { Clock } from '../../platform/clock.ts';
import { personNotFound } from '../contacts/index.ts';
import { loadInsightFacts } from '../people/index.ts';
import { buildRulesInsights } from './build-insights.ts';
import { createLruCache } from './lru-cache.ts';
import { buildRefinementPrompt, type RefinementPrompt, refineInsights } from './refine-insights.ts';

/** Where a failed or partly rejected refinement is reported (the request's logger). */
export interface InsightLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Refinements kept in memory, keyed by the prompt: any change in the record asks the model again. */
const refinementCacheSize = 500;

export function createInsightService(deps: { db: Database; clock: Clock; llm: LlmClient | null }) {
  const { db, clock, llm } = deps;
  const refined = createLruCache<PersonInsights>(refinementCacheSize);
  const pending = new Map<string, Promise<PersonInsights>>();

  async function refine(rules: PersonInsights, prompt: RefinementPrompt, personId: string, log: InsightLogger) {
    if (!llm) return rules;
    try {
      const result = await refineInsights(llm, prompt, rules);
      if (result.rejected.length > 0) {
        log.warn({ personId, rejected: result.rejected }, 'LLM refinement: parts kept the rules text');
      }
      return result.insights;
    } catch (error) {
      log.warn(
        {
          personId,
          reason: error instanceof LlmError ? error.reason : 'rejected',
          httpStatus: error instanceof LlmError ? error.httpStatus : null,
          error: error instanceof Error ? error.message : String(error),
        },
        'LLM refinement failed: answering with the rules result',
      );
      return rules;
    }
  }

  return {
    /**
     * The person's predicted personality profile and pitch suggestions. Free and without a reveal:
     * it reads only their public words, title and company record, never contact details. With an
     * LLM configured the rules result is refined, and any failure falls back to it.
     */
    async forPerson(personId: string, log: InsightLogger): Promise<PersonInsights> {
      const facts = await loadInsightFacts(db, personId, clock.now());
      if (!facts) throw personNotFound();
      const rules = buildRulesInsights(facts);
      if (!llm) return rules;
      const prompt = buildRefinementPrompt(facts, rules);
      const key = createHash('sha256').update(`${llm.model}\n${prompt.request.user}`).digest('base64url');
      const cached = refined.get(key);
      if (cached) return cached;
      // Two views of the same person at once share one model call.
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = refine(rules, prompt, personId, log).finally(() => pending.delete(key));
        pending.set(key, inFlight);
      }
      const result = await inFlight;
      if (result.personality.refinedBy === 'llm') refined.set(key, result);
      return result;
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
