import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { people } from '../../db/schema.ts';

/** The first people of the search data, in the order they were added. */
export async function firstPersonIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db.select({ id: people.id }).from(people).orderBy(asc(people.sequence)).limit(limit);
  return rows.map((row) => row.id);
}

/** Which of these ids name a person (in no particular order). */
export async function existingPersonIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(inArray(people.id, [...ids]));
  return rows.map((row) => row.id);
}
