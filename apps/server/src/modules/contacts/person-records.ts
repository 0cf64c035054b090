import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, contactReveals, people } from '../../db/schema.ts';
import type { PersonViewInput } from '../people/index.ts';
import { intentWindowStart, surgingIntentByCompany } from '../people/index.ts';

/**
 * People with their company, the organisation's reveal (if any) and the company's surging intent,
 * in the order of `personIds`; ids that name nobody are left out.
 */
export async function loadPersonRecords(
  db: Database,
  organisationId: string,
  personIds: string[],
  now: Date,
): Promise<PersonViewInput[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .select({ person: people, company: companies, revealedAt: contactReveals.revealedAt })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .leftJoin(
      contactReveals,
      and(eq(contactReveals.personId, people.id), eq(contactReveals.organisationId, organisationId)),
    )
    .where(inArray(people.id, [...new Set(personIds)]));
  const companyIds = [...new Set(rows.flatMap((row) => (row.company ? [row.company.id] : [])))];
  const intentSince = intentWindowStart(now);
  const intent = await surgingIntentByCompany(db, companyIds, intentSince);
  const byId = new Map(rows.map((row) => [row.person.id, row]));
  return personIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...row, intent: (row.company && intent.get(row.company.id)) || [] }];
  });
}

/** One person's record for the organisation, or undefined when the id names nobody. */
export async function loadPersonRecord(
  db: Database,
  organisationId: string,
  personId: string,
  now: Date,
): Promise<PersonViewInput | undefined> {
  const [record] = await loadPersonRecords(db, organisationId, [personId], now);
  return record;
}
