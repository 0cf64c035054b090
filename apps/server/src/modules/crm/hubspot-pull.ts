import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotCustomers } from '../../db/schema.ts';
import type { HubspotApi } from '../../integrations/hubspot/hubspot-api.ts';
import type { Clock } from '../../platform/clock.ts';

/** At most this many pages (of 100) of each list per sync; the rest waits for the next one. */
const maxPages = 50;

const domainOf = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/:].*$/, '');

/**
 * Pulls HubSpot's customers: contacts at lifecycle stage "customer" (by address) and companies at
 * that stage (by domain), into `hubspot_customers`. A complete pull replaces the set: rows it did
 * not see again are dropped. Answers how many customers it holds and how many companies it read.
 */
export async function pullCustomers(context: {
  db: Database;
  clock: Clock;
  api: HubspotApi;
  accessToken: string;
  organisationId: string;
}): Promise<{ customers: number; companies: number }> {
  const { db, api, accessToken, organisationId } = context;
  const seenAt = context.clock.now();
  let customers = 0;
  let companies = 0;
  let isComplete = true;

  async function keep(kind: 'email' | 'domain', value: string, hubspotObjectId: string, name: string) {
    await db
      .insert(hubspotCustomers)
      .values({ organisationId, kind, value, hubspotObjectId, name, lifecycleStage: 'customer', seenAt })
      .onConflictDoUpdate({
        target: [hubspotCustomers.organisationId, hubspotCustomers.kind, hubspotCustomers.value],
        set: { hubspotObjectId, name, lifecycleStage: 'customer', seenAt },
      });
    customers += 1;
  }

  let after: string | null = null;
  for (let page = 0; ; page += 1) {
    if (page >= maxPages) {
      isComplete = false;
      break;
    }
    const found: Awaited<ReturnType<HubspotApi['searchContacts']>> = await api.searchContacts(accessToken, {
      filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'customer' }],
      properties: ['email', 'firstname', 'lastname', 'lifecyclestage'],
      ...(after ? { after } : {}),
    });
    for (const contact of found.results) {
      const email = (contact.properties.email ?? '').trim().toLowerCase();
      if (!email.includes('@')) continue;
      const name = [contact.properties.firstname, contact.properties.lastname].filter(Boolean).join(' ');
      await keep('email', email, contact.id, name);
    }
    after = found.after;
    if (!after) break;
  }

  after = null;
  for (let page = 0; ; page += 1) {
    if (page >= maxPages) {
      isComplete = false;
      break;
    }
    const listed: Awaited<ReturnType<HubspotApi['listCompanies']>> = await api.listCompanies(
      accessToken,
      after ?? undefined,
    );
    for (const company of listed.results) {
      companies += 1;
      const domain = domainOf(company.properties.domain);
      if (company.properties.lifecyclestage !== 'customer' || !domain.includes('.')) continue;
      await keep('domain', domain, company.id, company.properties.name ?? '');
    }
    after = listed.after;
    if (!after) break;
  }

  if (isComplete) {
    await db
      .delete(hubspotCustomers)
      .where(and(eq(hubspotCustomers.organisationId, organisationId), lt(hubspotCustomers.seenAt, seenAt)));
  }
  return { customers, companies };
}

/** Whether an address is a HubSpot customer's, by the address or its domain, as the last pull saw it. */
export async function isCustomerAddress(db: Database, organisationId: string, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(hubspotCustomers)
    .where(
      and(
        eq(hubspotCustomers.organisationId, organisationId),
        or(
          and(eq(hubspotCustomers.kind, 'email'), eq(hubspotCustomers.value, address)),
          and(eq(hubspotCustomers.kind, 'domain'), eq(hubspotCustomers.value, domain)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Of these addresses, those the organisation's CRM holds as customers (the address itself, or its
 * domain), as the last pull saw them: one statement for a whole audience.
 */
export async function customersAmong(
  db: Database,
  organisationId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const domainOfAddress = (address: string) => address.slice(address.lastIndexOf('@') + 1);
  const domains = [...new Set(addresses.map(domainOfAddress))];
  const rows = await db
    .select({ kind: hubspotCustomers.kind, value: hubspotCustomers.value })
    .from(hubspotCustomers)
    .where(
      and(
        eq(hubspotCustomers.organisationId, organisationId),
        or(
          and(eq(hubspotCustomers.kind, 'email'), inArray(hubspotCustomers.value, addresses)),
          and(eq(hubspotCustomers.kind, 'domain'), inArray(hubspotCustomers.value, domains)),
        ),
      ),
    );
  const emailsHeld = new Set(rows.filter((row) => row.kind === 'email').map((row) => row.value));
  const domainsHeld = new Set(rows.filter((row) => row.kind === 'domain').map((row) => row.value));
  return new Set(
    emails.filter((email) => {
      const address = email.trim().toLowerCase();
      return emailsHeld.has(address) || domainsHeld.has(domainOfAddress(address));
    }),
  );
}
