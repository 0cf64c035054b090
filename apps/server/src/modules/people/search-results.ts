import type { PersonSummary } from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, contactReveals, people } from '../../db/schema.ts';
import { toPersonSummary } from './person-view.ts';
import { surgingIntentByCompany } from './surging-intent.ts';

/**
 * The people of one page, in the page's order, as the actor's organisation sees them: revealed only
 * when this organisation revealed them (another organisation's reveal does not count).
 */
export async function searchResults(
  db: Database,
  input: { ids: readonly string[]; organisationId: string; intentSince: string },
): Promise<PersonSummary[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .select({ person: people, company: companies, revealedAt: contactReveals.revealedAt })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .leftJoin(
      contactReveals,
      and(eq(contactReveals.personId, people.id), eq(contactReveals.organisationId, input.organisationId)),
    )
    .where(inArray(people.id, [...input.ids]));
  const companyIds = [...new Set(rows.flatMap((row) => (row.company ? [row.company.id] : [])))];
  const intent = await surgingIntentByCompany(db, companyIds, input.intentSince);
  const byId = new Map(rows.map((row) => [row.person.id, row]));
  return input.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toPersonSummary({
        person: row.person,
        company: row.company,
        revealedAt: row.revealedAt,
        intent: row.company ? (intent.get(row.company.id) ?? []) : [],
      }),
    ];
  });
}
