import { linkedinTargetOf, prospectDomainOf, prospectEmailOf } from '@leadpilot/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';

/** What a page shows about a prospect (the browser extension's look-up, docs/extension.md). */
export interface ProspectClues {
  linkedinUrl?: string | undefined;
  email?: string | undefined;
  domain?: string | undefined;
  name?: string | undefined;
  company?: string | undefined;
}

export type ProspectMatchedBy = 'linkedin' | 'email' | 'domain' | 'name';

export interface ProspectMatch {
  personId: string | null;
  companyId: string | null;
  matchedBy: ProspectMatchedBy;
}

const badInput = (message: string) => new AppError('BAD_REQUEST', message);

// The query schema checks every clue first; these refusals only guard other callers.
function linkedinOf(address: string) {
  const target = linkedinTargetOf(address);
  if (!target) throw badInput('The LinkedIn address must be a profile (/in/…) or a company page (/company/…).');
  return target;
}

function domainOf(input: string) {
  const domain = prospectDomainOf(input);
  if (!domain) throw badInput('The domain is not a valid host name, such as acme.com.');
  return domain;
}

function emailOf(input: string) {
  const email = prospectEmailOf(input);
  if (!email) throw badInput('The email address is not valid.');
  return email;
}

async function personBy(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ id: people.id, companyId: people.companyId })
    .from(people)
    .where(where)
    .orderBy(people.sequence)
    .limit(1);
  return row;
}

async function companyBy(db: Database, where: SQL | undefined) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(where).limit(1);
  return row;
}

/**
 * Finds the person or company a page shows, by the strongest clue first: a LinkedIn address, an
 * email address, a name with a company, then a domain (the email's domain too, when no one has that
 * address). Null when nothing matches; 400 for a clue that is not what it claims to be. Every clue is
 * checked before any query, so a bad one is refused whatever the others find.
 */
export async function matchProspect(db: Database, clues: ProspectClues): Promise<ProspectMatch | null> {
  const linkedin = clues.linkedinUrl ? linkedinOf(clues.linkedinUrl) : null;
  const email = clues.email ? emailOf(clues.email) : null;
  const domain = clues.domain ? domainOf(clues.domain) : null;

  if (linkedin?.kind === 'person') {
    // The expression of `people_linkedin_slug_idx` (migration 0025), so the look-up is one index scan.
    const person = await personBy(
      db,
      sql`lower(substring(${people.linkedinUrl} from '/in/([^/?#]+)')) = ${linkedin.handle}`,
    );
    if (person) return { personId: person.id, companyId: person.companyId, matchedBy: 'linkedin' };
  }
  if (linkedin?.kind === 'company') {
    const company = await companyBy(
      db,
      sql`lower(${companies.linkedinUrl}) in (${sql.join([linkedin.url, `${linkedin.url}/`], sql`, `)})`,
    );
    if (company) return { personId: null, companyId: company.id, matchedBy: 'linkedin' };
  }
  if (email) {
    // `people_email_lower_idx` (migration 0025).
    const person = await personBy(db, sql`lower(${people.email}) = ${email.email}`);
    if (person) return { personId: person.id, companyId: person.companyId, matchedBy: 'email' };
  }
  if (clues.name && clues.company) {
    const company = clues.company.toLowerCase();
    const person = await personBy(
      db,
      and(
        eq(people.fullName, clues.name),
        or(
          sql`lower(${people.companyName}) = ${company}`,
          sql`${people.companyId} in (select ${companies.id} from ${companies} where lower(${companies.name}) = ${company} or ${companies.domain} = ${company})`,
        ),
      ),
    );
    if (person) return { personId: person.id, companyId: person.companyId, matchedBy: 'name' };
  }
  for (const host of [domain, email?.domain]) {
    if (!host) continue;
    const company = await companyBy(db, eq(companies.domain, host));
    if (company) return { personId: null, companyId: company.id, matchedBy: 'domain' };
  }
  return null;
}

/** A company as search shows it, or undefined. */
export async function findCompanySummary(db: Database, companyId: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      domain: companies.domain,
      logoUrl: companies.logoUrl,
      industry: companies.industry,
      sizeBand: companies.sizeBand,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
