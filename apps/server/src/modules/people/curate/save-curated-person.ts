import { randomUUID } from 'node:crypto';
import { type CuratePersonBody, type CurationOutcome, newCompanyFields } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { notFound } from '../../../platform/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import {
  applyCompanyPatch,
  companyChanges,
  completeCompany,
  missingCompanyFields,
  touchesCopiedColumns,
} from '../import/merge-company.ts';
import { mergePerson, missingPersonFields, personFieldsOf } from '../import/merge-person.ts';
import { findPeopleByKeys, keyText, personKeyOf } from '../import/person-keys.ts';
import type { CompanyRow, FieldChange, MissingField, PersonRow } from '../import/prospect-values.ts';
import { insertCompanies, insertPeople, rewriteCopiedCompanyColumns, updateRows } from '../import/prospect-writes.ts';
import { CurationRefusal } from './curation.errors.ts';

export interface CurationResult {
  outcome: CurationOutcome;
  changes: FieldChange[];
  person: PersonRow;
  company: CompanyRow | null;
}

const refusal = (missing: readonly MissingField[]) =>
  new CurationRefusal(missing.map((field) => ({ path: field.field, message: field.message })));

async function findCompany(db: Database, where: { id: string } | { domain: string }) {
  const [row] = await db
    .select()
    .from(companies)
    .where('id' in where ? eq(companies.id, where.id) : eq(companies.domain, where.domain))
    .limit(1);
  return row ?? null;
}

/**
 * Adds a person or corrects one, as a super-admin, in one transaction with its audit row: by
 * `id`, or by the natural key within `company.domain`. Changed contact fields get provenance
 * `curation` with the admin's id; a changed company rewrites the copies on all its people.
 */
export async function saveCuratedPerson(
  db: Database,
  actor: Actor,
  body: CuratePersonBody,
  now: Date,
): Promise<CurationResult> {
  return db.transaction(async (tx) => {
    const { id, company: companyPatch = {}, ...rest } = body;
    let current: PersonRow | null = null;
    if (id) {
      const [row] = await tx.select().from(people).where(eq(people.id, id)).for('update');
      if (!row) throw notFound('This person');
      current = row;
    }
    const currentCompany = current?.companyId ? await findCompany(tx, { id: current.companyId }) : null;
    const domain = companyPatch.domain ?? currentCompany?.domain;
    // A record without a known person is a new person: say everything it lacks at once.
    const missingIfNew = () => (current ? [] : missingPersonFields(personFieldsOf(body)));
    if (!domain) throw refusal([{ field: 'company.domain', message: newCompanyFields.domain }, ...missingIfNew()]);
    const storedCompany =
      currentCompany && currentCompany.domain === domain ? currentCompany : await findCompany(tx, { domain });
    if (!current && storedCompany) {
      const key = personKeyOf(rest, storedCompany.id);
      if (key) current = (await findPeopleByKeys(tx, [key])).get(keyText(key)) ?? null;
    }

    const draft = applyCompanyPatch(storedCompany ?? {}, { ...companyPatch, domain });
    const missingCompany = storedCompany ? [] : missingCompanyFields(draft);
    if (missingCompany.length > 0) throw refusal([...missingCompany, ...missingIfNew()]);
    const company = completeCompany(draft, { id: randomUUID(), now });
    const companyChanged = companyChanges(storedCompany, company);
    const merge = mergePerson(current, personFieldsOf(body), company, {
      id: randomUUID(),
      now,
      provenance: { source: 'curation', verifiedAt: now.toISOString(), curatedBy: actor.userId },
    });
    if (merge.isMissing) throw refusal(merge.missing);

    if (!storedCompany) {
      const ids = await insertCompanies(tx, [company]);
      company.id = ids.get(company.domain) ?? company.id;
    } else if (companyChanged.length > 0) {
      company.updatedAt = now;
      await updateRows(tx, companies, [company]);
      if (touchesCopiedColumns(companyChanged)) await rewriteCopiedCompanyColumns(tx, [company.id], now);
    }
    const person = { ...merge.person, companyId: company.id };
    if (!current) await insertPeople(tx, [person]);
    else if (merge.isChanged) await updateRows(tx, people, [person]);

    const changes = [...merge.changes, ...companyChanged];
    const outcome: CurationOutcome = !current ? 'created' : changes.length > 0 ? 'updated' : 'unchanged';
    if (outcome !== 'unchanged') {
      await recordAudit(tx, {
        organisationId: null,
        actorUserId: actor.userId,
        action: outcome === 'created' ? 'prospect.person-created' : 'prospect.person-corrected',
        targetType: 'person',
        targetId: person.id,
        details: {
          companyId: company.id,
          isNewCompany: !storedCompany,
          before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
          after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
        },
      });
    }
    const [saved] = await tx.select().from(people).where(eq(people.id, person.id));
    if (!saved) throw new Error(`person ${person.id} vanished while being saved`);
    return { outcome, changes, person: saved, company: await findCompany(tx, { id: company.id }) };
  });
}
