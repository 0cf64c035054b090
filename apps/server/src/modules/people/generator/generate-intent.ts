import { type IntentSource, surgingIntentScore } from '@leadpilot/contracts';
import { daysBefore, isoDate, startOfWeek } from './dates.ts';
import type { GeneratedCompany, GeneratedIntentSignal } from './prospect-records.ts';
import type { Random } from './random.ts';
import { intentTopics } from './vocabulary/intent-topics.ts';

const sourceWeights: readonly (readonly [IntentSource, number])[] = [
  ['web_research', 50],
  ['hiring', 20],
  ['technology_change', 12],
  ['news', 10],
  ['funding', 8],
];

/**
 * Weekly intent observations for one company: a run of consecutive weeks per topic, most ending in
 * the last weeks before `asOf` (some surging, some not), a few older ones outside the 8-week window.
 */
export function generateIntentSignals(random: Random, company: GeneratedCompany, asOf: Date): GeneratedIntentSignal[] {
  const thisWeek = startOfWeek(asOf);
  const signals: GeneratedIntentSignal[] = [];
  for (const topic of random.sample(intentTopics, random.int(1, 4))) {
    const isStale = random.chance(0.15);
    const lastWeek = isStale ? random.int(9, 14) : random.int(0, 2);
    const weeks = random.int(1, isStale ? 4 : 6);
    const isSurging = random.chance(0.55);
    let score = isSurging ? random.int(surgingIntentScore, 95) : random.int(15, surgingIntentScore - 1);
    const source = random.weighted(sourceWeights);
    for (let week = lastWeek + weeks - 1; week >= lastWeek; week--) {
      signals.push({
        id: random.uuid(),
        companyId: company.id,
        topic,
        score: Math.max(0, Math.min(100, score)),
        source,
        observedWeek: isoDate(daysBefore(thisWeek, week * 7)),
      });
      score += random.int(-6, 8);
    }
  }
  return signals;
}
