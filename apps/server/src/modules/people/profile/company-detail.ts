import type { CompanyDetail } from '@leadpilot/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import { companyRecordOf } from '../company-record.ts';
import { companyNotFound } from '../people.errors.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A company with its directors and key people; `personId` only where that person still exists. */
export async function findCompanyDetail(db: Database, companyId: string): Promise<CompanyDetail> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw companyNotFound();
  const linked = company.keyPeople.flatMap((keyPerson) =>
    keyPerson.personId && uuidPattern.test(keyPerson.personId) ? [keyPerson.personId] : [],
  );
  const existing =
    linked.length === 0
      ? new Set<string>()
      : new Set(
          (await db.select({ id: people.id }).from(people).where(inArray(people.id, linked))).map((row) => row.id),
        );
  return {
    ...companyRecordOf(company),
    fundingStage: company.fundingStage as CompanyDetail['fundingStage'],
    keyPeople: company.keyPeople.map((keyPerson) => ({
      name: keyPerson.name,
      title: keyPerson.title,
      personId: keyPerson.personId && existing.has(keyPerson.personId) ? keyPerson.personId : null,
    })),
  };
}
