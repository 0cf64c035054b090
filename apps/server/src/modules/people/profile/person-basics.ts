import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';

/** A person's name and place and their company's domain and size band (never email or phone), or undefined. */
export async function findPersonBasics(db: Database, personId: string) {
  const [person] = await db
    .select({
      firstName: people.firstName,
      lastName: people.lastName,
      fullName: people.fullName,
      city: people.city,
      country: people.country,
      companyDomain: companies.domain,
      companySizeBand: companies.sizeBand,
    })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(eq(people.id, personId));
  return person;
}
