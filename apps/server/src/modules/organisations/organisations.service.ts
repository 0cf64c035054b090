import type { Organisation, UpdateOrganisationBody } from '@leadpilot/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';

type OrganisationRow = typeof organisations.$inferSelect;

export function toOrganisation(row: OrganisationRow, memberCount: number): Organisation {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    domain: row.domain,
    country: row.country,
    timeZone: row.timeZone,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.addressCity,
      region: row.addressRegion,
      postalCode: row.addressPostalCode,
      country: row.addressCountry,
    },
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Members who count: invited and active, not deactivated. */
export async function countMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), ne(users.status, 'deactivated')));
  return row?.value ?? 0;
}

export function createOrganisationService(deps: {
  db: Database;
  clock: Clock;
  /** Shares one read of an organisation among requests; every change this process makes clears it. */
  views: ReadCache<Organisation>;
}) {
  const { db } = deps;

  async function load(organisationId: string): Promise<Organisation | undefined> {
    const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
    return row ? toOrganisation(row, await countMembers(db, row.id)) : undefined;
  }

  async function get(actor: Actor): Promise<Organisation> {
    const organisation = await deps.views.get(actor.organisationId, () => load(actor.organisationId));
    if (!organisation) throw notFound('The organisation');
    return organisation;
  }

  return {
    get,
    async update(actor: Actor, input: UpdateOrganisationBody & { country?: string; domain?: string }) {
      const { address, ...fields } = input;
      await db
        .update(organisations)
        .set({
          ...fields,
          ...(address
            ? {
                addressLine1: address.line1,
                addressLine2: address.line2,
                addressCity: address.city,
                addressRegion: address.region,
                addressPostalCode: address.postalCode,
                addressCountry: address.country,
              }
            : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(organisations.id, actor.organisationId));
      // Read past the cache: it is cleared only once this request's reply goes out (app.ts).
      const saved = await load(actor.organisationId);
      if (!saved) throw notFound('The organisation');
      return { message: 'Organisation settings saved.', data: saved };
    },
  };
}
export type OrganisationService = ReturnType<typeof createOrganisationService>;
