import { type Colleague, type Colleagues, seniorities } from '@leadpilot/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, contactReveals, people } from '../../../db/schema.ts';
import { personNotFound } from '../people.errors.ts';

/** Owner, C-suite, VP, director, manager, senior, entry (the `seniorities` order); anything else last. */
const seniorityRank = sql`case ${people.seniority} ${sql.join(
  seniorities.map((seniority, rank) => sql`when ${seniority} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(seniorities.length))} end`;

/**
 * Other people at the person's company, most senior first, with whether the organisation revealed
 * each. Only names, titles, seniority and department are read: contact details never leave here.
 */
export async function listColleagues(
  db: Database,
  request: { organisationId: string; personId: string; limit: number },
): Promise<Colleagues> {
  const [person] = await db
    .select({ company: { id: companies.id, name: companies.name, domain: companies.domain } })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(eq(people.id, request.personId));
  if (!person) throw personNotFound();
  const { company } = person;
  if (!company) return { company: null, total: 0, items: [] };
  const sameCompany = and(eq(people.companyId, company.id), ne(people.id, request.personId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: people.id,
        fullName: people.fullName,
        title: people.title,
        seniority: people.seniority,
        department: people.department,
        revealedAt: contactReveals.revealedAt,
      })
      .from(people)
      .leftJoin(
        contactReveals,
        and(eq(contactReveals.personId, people.id), eq(contactReveals.organisationId, request.organisationId)),
      )
      .where(sameCompany)
      .orderBy(seniorityRank, asc(people.fullName), asc(people.sequence))
      .limit(request.limit),
    db.select({ total: count() }).from(people).where(sameCompany),
  ]);
  const items = rows.map(
    ({ revealedAt, ...row }): Colleague => ({
      ...row,
      seniority: row.seniority as Colleague['seniority'],
      department: row.department as Colleague['department'],
      isRevealed: revealedAt !== null,
    }),
  );
  return { company, total: counted?.total ?? 0, items };
}
