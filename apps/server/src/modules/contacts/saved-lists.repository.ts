import { isRevealFree, prospectCreditPrices, type SavedList } from '@leadpilot/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, contactReveals, people, savedListPeople, savedLists } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { listNotFound } from './contacts.errors.ts';
import type { PersonToReveal } from './reveal-people.ts';

type ListRow = typeof savedLists.$inferSelect;

/** The organisation's list, or 404 (another organisation's list answers the same); `lock` holds it until commit. */
export async function findList(
  db: Database,
  organisationId: string,
  listId: string,
  options: { lock?: boolean } = {},
): Promise<ListRow> {
  const query = db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.organisationId, organisationId)));
  const [list] = options.lock ? await query.for('update') : await query;
  if (!list) throw listNotFound();
  return list;
}

/** The organisation's lists with how many people each holds and how many of them are not revealed yet. */
export async function listSummaries(db: Database, organisationId: string, listId?: string): Promise<SavedList[]> {
  const rows = await db
    .select({
      id: savedLists.id,
      name: savedLists.name,
      createdAt: savedLists.createdAt,
      updatedAt: savedLists.updatedAt,
      peopleCount: sql<number>`count(${savedListPeople.personId})::int`,
      unrevealedCount: sql<number>`(count(${savedListPeople.personId}) filter (where ${contactReveals.personId} is null))::int`,
      // Free to reveal: an invalid email and no phone (isRevealFree).
      revealCredits: sql<number>`((count(${savedListPeople.personId}) filter (where ${contactReveals.personId} is null
        and not (${people.emailStatus} = 'invalid' and ${people.phone} is null))) * ${prospectCreditPrices.revealContact})::int`,
    })
    .from(savedLists)
    .leftJoin(savedListPeople, eq(savedListPeople.listId, savedLists.id))
    .leftJoin(people, eq(people.id, savedListPeople.personId))
    .leftJoin(
      contactReveals,
      and(
        eq(contactReveals.organisationId, savedLists.organisationId),
        eq(contactReveals.personId, savedListPeople.personId),
      ),
    )
    .where(and(eq(savedLists.organisationId, organisationId), listId ? eq(savedLists.id, listId) : undefined))
    .groupBy(savedLists.id)
    .orderBy(sql`lower(${savedLists.name})`, asc(savedLists.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One list's summary; the caller has checked the list belongs to the organisation. */
export async function listSummary(db: Database, organisationId: string, listId: string): Promise<SavedList> {
  const [summary] = await listSummaries(db, organisationId, listId);
  if (!summary) throw listNotFound();
  return summary;
}

/** A page of the list's person ids, newest additions first, optionally filtered by name, title or company. */
export async function listPersonIds(
  db: Database,
  listId: string,
  options: { q?: string | undefined; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(savedListPeople.listId, listId)];
  if (options.q) {
    const pattern = likePattern(options.q);
    conditions.push(
      or(ilike(people.fullName, pattern), ilike(people.title, pattern), ilike(people.companyName, pattern)),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ id: savedListPeople.personId })
    .from(savedListPeople)
    .innerJoin(people, eq(people.id, savedListPeople.personId))
    .where(where)
    .orderBy(desc(savedListPeople.addedAt), desc(people.sequence))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ value: count() })
    .from(savedListPeople)
    .innerJoin(people, eq(people.id, savedListPeople.personId))
    .where(where);
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
}

/** Every person id of the list, in the order the list shows them. */
export async function allListPersonIds(db: Database, listId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedListPeople.personId })
    .from(savedListPeople)
    .innerJoin(people, eq(people.id, savedListPeople.personId))
    .where(eq(savedListPeople.listId, listId))
    .orderBy(desc(savedListPeople.addedAt), desc(people.sequence));
  return rows.map((row) => row.id);
}

/** Of `personIds`, the ones that name a person. */
export async function existingPersonIds(db: Database, personIds: string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await db.select({ id: people.id }).from(people).where(inArray(people.id, personIds));
  return new Set(rows.map((row) => row.id));
}

/** Names for the ledger reasons of a reveal, in the order of `personIds`. */
export async function revealTargets(db: Database, personIds: string[]): Promise<PersonToReveal[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .select({
      id: people.id,
      fullName: people.fullName,
      companyName: sql<string>`coalesce(${companies.name}, ${people.companyName})`,
      emailStatus: people.emailStatus,
      hasPhone: sql<boolean>`${people.phone} is not null`,
    })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(inArray(people.id, personIds));
  const byId = new Map(
    rows.map(({ emailStatus, hasPhone, ...row }) => [
      row.id,
      { ...row, isFree: isRevealFree({ emailStatus, hasPhone }) },
    ]),
  );
  return personIds.flatMap((id) => byId.get(id) ?? []);
}
