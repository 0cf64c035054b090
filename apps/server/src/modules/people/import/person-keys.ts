import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { people } from '../../../db/schema.ts';
import { queryRows } from '../query-rows.ts';
import type { PersonRow } from './prospect-values.ts';

/**
 * The natural key of a person, within their company: the email address (any case) when there is
 * one, else the LinkedIn address (any case), else the full name (any case). Scoped by company
 * because `people.company_id` is the one index a batch can look people up by.
 */
export interface PersonKey {
  companyId: string;
  kind: 'email' | 'linkedin' | 'name';
  value: string;
}

export function personKeyOf(
  fields: { email?: string | null; linkedinUrl?: string | null; firstName?: string; lastName?: string },
  companyId: string,
): PersonKey | null {
  if (fields.email) return { companyId, kind: 'email', value: fields.email.toLowerCase() };
  if (fields.linkedinUrl) return { companyId, kind: 'linkedin', value: fields.linkedinUrl.toLowerCase() };
  if (fields.firstName && fields.lastName) {
    return { companyId, kind: 'name', value: `${fields.firstName} ${fields.lastName}`.toLowerCase() };
  }
  return null;
}

/** Every key a stored person can be found by (email, LinkedIn address, name). */
export function personKeysOf(person: {
  companyId: string | null;
  email: string | null;
  linkedinUrl: string | null;
  fullName: string;
}): PersonKey[] {
  const { companyId } = person;
  if (!companyId) return [];
  const keys: PersonKey[] = [{ companyId, kind: 'name', value: person.fullName.toLowerCase() }];
  if (person.email) keys.push({ companyId, kind: 'email', value: person.email.toLowerCase() });
  if (person.linkedinUrl) keys.push({ companyId, kind: 'linkedin', value: person.linkedinUrl.toLowerCase() });
  return keys;
}

export function keyText(key: PersonKey): string {
  return `${key.companyId}\u0000${key.kind}\u0000${key.value}`;
}

/**
 * The stored person each key names, by `keyText`; when old data holds several, the first added.
 * Two statements, both on indexes: keys to ids through `people_company_idx`, then the rows by id.
 */
export async function findPeopleByKeys(db: Database, keys: readonly PersonKey[]): Promise<Map<string, PersonRow>> {
  const found = new Map<string, PersonRow>();
  if (keys.length === 0) return found;
  const json = JSON.stringify(keys.map((key, index) => ({ ord: index, ...key })));
  const matches = await queryRows<{ ord: number; id: string }>(
    db,
    sql`select distinct on (k.ord) k.ord, p.id
        from json_to_recordset(${json}::json) as k(ord int, "companyId" uuid, kind text, value text)
        join people p on p.company_id = k."companyId"
          and case k.kind
            when 'email' then lower(p.email) = k.value
            when 'linkedin' then lower(p.linkedin_url) = k.value
            else lower(p.full_name) = k.value
          end
        order by k.ord, p.sequence`,
  );
  if (matches.length === 0) return found;
  const rows = await db
    .select()
    .from(people)
    .where(
      inArray(
        people.id,
        matches.map((match) => match.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const match of matches) {
    const key = keys[Number(match.ord)];
    const row = byId.get(match.id);
    if (key && row) found.set(keyText(key), row);
  }
  return found;
}
