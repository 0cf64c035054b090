import type { CompanyNews, CompanyReference } from '@leadpilot/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, companyNews, people } from '../../../db/schema.ts';
import { personOrCompanyNotFound } from './profile.errors.ts';

/**
 * The company `id` names: a person's company (null when they have none), else the company with
 * that id; 404 when the id is neither. A person's id wins, though ids never name both.
 */
async function companyOf(db: Database, id: string): Promise<CompanyReference | null> {
  const reference = { id: companies.id, name: companies.name, domain: companies.domain };
  const [person] = await db
    .select({ company: reference })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(eq(people.id, id));
  if (person) return person.company;
  const [company] = await db.select(reference).from(companies).where(eq(companies.id, id));
  if (!company) throw personOrCompanyNotFound();
  return company;
}

/** A company's latest news, newest first (ties: the larger id first); the 360 view and insights read the same. */
export function latestCompanyNews(db: Database, companyId: string, limit: number) {
  return db
    .select({
      id: companyNews.id,
      title: companyNews.title,
      summary: companyNews.summary,
      url: companyNews.url,
      source: companyNews.source,
      publishedAt: companyNews.publishedAt,
    })
    .from(companyNews)
    .where(eq(companyNews.companyId, companyId))
    .orderBy(desc(companyNews.publishedAt), desc(companyNews.id))
    .limit(limit);
}

/** News about the company of a person (or about a company), newest first. */
export async function findCompanyNews(db: Database, id: string, limit: number): Promise<CompanyNews> {
  const company = await companyOf(db, id);
  if (!company) return { company: null, items: [] };
  const rows = await latestCompanyNews(db, company.id, limit);
  return { company, items: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })) };
}
