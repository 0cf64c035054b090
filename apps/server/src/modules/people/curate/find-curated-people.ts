import { idSchema } from '@leadpilot/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import type { CompanyRow, PersonRow } from '../import/prospect-values.ts';

const maxMatches = 20;

async function withCompanies(db: Database, found: PersonRow[]) {
  const companyIds = [...new Set(found.map((person) => person.companyId).filter((id) => id !== null))];
  const rows = companyIds.length > 0 ? await db.select().from(companies).where(inArray(companies.id, companyIds)) : [];
  const byId = new Map<string, CompanyRow>(rows.map((row) => [row.id, row]));
  return found.map((person) => ({ person, company: person.companyId ? (byId.get(person.companyId) ?? null) : null }));
}

const byPeople = (db: Database, where: SQL | undefined) =>
  db.select().from(people).where(where).orderBy(asc(people.sequence)).limit(maxMatches);

/**
 * People a super-admin looks for: by id, by email (any case), or else by words of their name.
 * An email is looked for at the company of its domain first (`people` has no email index; the
 * company index answers most), then everywhere.
 */
export async function findCuratedPeople(db: Database, query: string) {
  const text = query.trim();
  if (idSchema.safeParse(text).success) return withCompanies(db, await byPeople(db, eq(people.id, text)));
  const at = text.lastIndexOf('@');
  if (at > 0) {
    const email = text.toLowerCase();
    const domain = email.slice(at + 1);
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.domain, domain))
      .limit(1);
    const sameEmail = sql`lower(${people.email}) = ${email}`;
    let found = company ? await byPeople(db, and(eq(people.companyId, company.id), sameEmail)) : [];
    if (found.length === 0) found = await byPeople(db, sameEmail);
    return withCompanies(db, found);
  }
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return [];
  const terms = words.map((word) => `${word.toLowerCase()}:*`).join(' & ');
  return withCompanies(db, await byPeople(db, sql`${people.search} @@ to_tsquery('simple', ${terms})`));
}
