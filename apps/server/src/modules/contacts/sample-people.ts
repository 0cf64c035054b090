import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactReveals, savedListPeople, savedLists } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

/** The first people added to one of the organisation's lists (404 when the list is not theirs). */
export async function firstListedPersonIds(
  db: Database,
  request: { organisationId: string; listId: string; limit: number },
): Promise<string[]> {
  const [list] = await db
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.id, request.listId), eq(savedLists.organisationId, request.organisationId)));
  if (!list) throw notFound('This list');
  const rows = await db
    .select({ id: savedListPeople.personId })
    .from(savedListPeople)
    .where(eq(savedListPeople.listId, list.id))
    .orderBy(asc(savedListPeople.addedAt), asc(savedListPeople.personId))
    .limit(request.limit);
  return rows.map((row) => row.id);
}

/** The people the organisation revealed last, newest first. */
export async function latestRevealedPersonIds(db: Database, organisationId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: contactReveals.personId })
    .from(contactReveals)
    .where(eq(contactReveals.organisationId, organisationId))
    .orderBy(desc(contactReveals.revealedAt), asc(contactReveals.personId))
    .limit(limit);
  return rows.map((row) => row.id);
}
