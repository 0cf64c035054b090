import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { people } from '../../db/schema.ts';
import { generateProspects } from './generator/generate-prospects.ts';
import { insertProspects } from './generator/insert-prospects.ts';

/** The seed of the first-run data set, so every fresh install shows the same people. */
export const firstRunSeed = 'leadpilot';

/**
 * On a non-production start with an empty people table: `SEED_PEOPLE` generated people, with their
 * companies and activity, so search has something to find. Null when nothing was seeded.
 */
export async function seedPeople(db: Database, config: Pick<Config, 'NODE_ENV' | 'SEED_PEOPLE'>) {
  if (config.NODE_ENV === 'production' || config.SEED_PEOPLE === 0) return null;
  const existing = await db.select({ id: people.id }).from(people).limit(1);
  if (existing.length > 0) return null;
  const started = performance.now();
  const inserted = await insertProspects(db, generateProspects({ seed: firstRunSeed, people: config.SEED_PEOPLE }));
  return { ...inserted, milliseconds: Math.round(performance.now() - started) };
}
