import type { PersonSummary } from '@leadpilot/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, contactReveals, hubspotCustomers, people } from '../../db/schema.ts';
import { toPersonSummary } from './person-view.ts';
import { surgingIntentOf } from './surging-intent.ts';

/** The columns a search result shows (person-view.ts `toPersonSummary`), not the whole record. */
const summaryColumns = {
  person: {
    id: people.id,
    fullName: people.fullName,
    title: people.title,
    seniority: people.seniority,
    department: people.department,
    country: people.country,
    region: people.region,
    city: people.city,
    timeZone: people.timeZone,
    email: people.email,
    emailStatus: people.emailStatus,
    phone: people.phone,
    linkedinUrl: people.linkedinUrl,
  },
  company: {
    id: companies.id,
    name: companies.name,
    domain: companies.domain,
    logoUrl: companies.logoUrl,
    industry: companies.industry,
    sizeBand: companies.sizeBand,
  },
  revealedAt: contactReveals.revealedAt,
};

/**
 * Whether the organisation's CRM holds the person or their company as a customer (the CRM link's
 * pulled customers, read here in the same statement rather than through a second round trip).
 */
const customerOf = (organisationId: string) => sql<boolean>`exists (
  select 1 from ${hubspotCustomers}
  where ${hubspotCustomers.organisationId} = ${organisationId}
    and ((${hubspotCustomers.kind} = 'domain' and ${hubspotCustomers.value} = lower(${companies.domain}))
      or (${hubspotCustomers.kind} = 'email' and ${hubspotCustomers.value} = lower(${people.email}))))`;

/**
 * The people of one page, in the page's order, as the actor's organisation sees them: revealed only
 * when this organisation revealed them (another organisation's reveal does not count). One
 * statement: the summary's columns, the organisation's reveal and the company's surging intent.
 */
export async function searchResults(
  db: Database,
  input: { ids: readonly string[]; organisationId: string; intentSince: string },
): Promise<PersonSummary[]> {
  if (input.ids.length === 0) return [];
  const rows = await db
    .select({
      ...summaryColumns,
      intent: surgingIntentOf(sql`${companies.id}`, input.intentSince),
      isCustomer: customerOf(input.organisationId),
    })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .leftJoin(
      contactReveals,
      and(eq(contactReveals.personId, people.id), eq(contactReveals.organisationId, input.organisationId)),
    )
    .where(inArray(people.id, [...input.ids]));
  const byId = new Map(rows.map((row) => [row.person.id, row]));
  return input.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const intent = row.company ? parsedJson(row.intent) : [];
    const summary = toPersonSummary({ person: row.person, company: row.company, revealedAt: row.revealedAt, intent });
    return [row.isCustomer ? { ...summary, isCustomer: true } : summary];
  });
}

/** `json` arrives parsed from node-postgres and PGlite; a string is parsed here in case a driver does not. */
function parsedJson<T>(value: T | string | null): T | [] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
