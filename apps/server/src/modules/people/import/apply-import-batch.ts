import type { ProspectPersonPatch } from '@leadpilot/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, people } from '../../../db/schema.ts';
import {
  applyCompanyPatch,
  type CompanyDraft,
  companyChanges,
  completeCompany,
  missingCompanyFields,
  touchesCopiedColumns,
} from './merge-company.ts';
import { mergePerson, personFieldsOf } from './merge-person.ts';
import { findPeopleByKeys, keyText, personKeyOf, personKeysOf } from './person-keys.ts';
import type { CompanyValues, MissingField, PersonValues, ProvenanceEntry } from './prospect-values.ts';
import { insertCompanies, insertPeople, rewriteCopiedCompanyColumns, updateRows } from './prospect-writes.ts';

/** One valid row of a file: a person with their company, or a company alone. */
export interface ImportRecord {
  /** `company.domain` is always set. */
  patch: ProspectPersonPatch;
  hasPerson: boolean;
  provenance: ProvenanceEntry;
}

/** What a row did: the person added, changed or already so; a company-only row; or what it lacked. */
export type ImportOutcome = 'inserted' | 'updated' | 'unchanged' | 'company' | { missing: MissingField[] };

export interface ImportBatchResult {
  outcomes: ImportOutcome[];
  companiesInserted: number;
  companiesUpdated: number;
}

interface PersonState {
  current: PersonValues;
  isStored: boolean;
  isChanged: boolean;
}

/**
 * Applies a batch of rows in one transaction, as if one after the other: companies first (by
 * domain, new ones need name, industry, employee count and country), then people by their
 * natural key. Writes are set-based: one statement per kind of write, whatever the batch size.
 */
export async function applyImportBatch(
  db: Database,
  records: readonly ImportRecord[],
  options: { now: Date; newId: () => string },
): Promise<ImportBatchResult> {
  const { now, newId } = options;
  if (records.length === 0) return { outcomes: [], companiesInserted: 0, companiesUpdated: 0 };
  return db.transaction(async (tx) => {
    const domains = [...new Set(records.map((record) => record.patch.company?.domain ?? ''))];
    const stored = await tx.select().from(companies).where(inArray(companies.domain, domains));
    const storedByDomain = new Map(stored.map((row) => [row.domain, row]));
    const drafts = new Map<string, CompanyDraft>();
    for (const record of records) {
      const domain = record.patch.company?.domain ?? '';
      drafts.set(
        domain,
        applyCompanyPatch(drafts.get(domain) ?? storedByDomain.get(domain) ?? {}, record.patch.company ?? {}),
      );
    }

    const companyByDomain = new Map<string, CompanyValues | MissingField[]>();
    const inserts: CompanyValues[] = [];
    const updates: CompanyValues[] = [];
    const rewrites: string[] = [];
    for (const [domain, draft] of drafts) {
      const storedRow = storedByDomain.get(domain) ?? null;
      const missing = storedRow ? [] : missingCompanyFields(draft);
      if (missing.length > 0) {
        companyByDomain.set(domain, missing);
        continue;
      }
      const company = completeCompany(draft, { id: newId(), now });
      const changes = companyChanges(storedRow, company);
      if (!storedRow) inserts.push(company);
      else if (changes.length > 0) {
        company.updatedAt = now;
        updates.push(company);
        if (touchesCopiedColumns(changes)) rewrites.push(company.id);
      }
      companyByDomain.set(domain, company);
    }
    const insertedIds = await insertCompanies(tx, inserts);
    for (const company of inserts) {
      const id = insertedIds.get(company.domain);
      // Another writer added this domain meanwhile: its row stays, and its people get its columns.
      if (id && id !== company.id) {
        company.id = id;
        rewrites.push(id);
      }
    }
    await updateRows(tx, companies, updates);
    await rewriteCopiedCompanyColumns(tx, rewrites, now);

    const keyed = records.map((record) => {
      const company = companyByDomain.get(record.patch.company?.domain ?? '');
      return company && !Array.isArray(company) && record.hasPerson ? personKeyOf(record.patch, company.id) : null;
    });
    const storedPeople = await findPeopleByKeys(
      tx,
      keyed.filter((key) => key !== null),
    );
    // People changed earlier in this batch, by id, and the id each of their keys names now.
    const states = new Map<string, PersonState>();
    const idByKey = new Map<string, string>();
    const outcomes = records.map((record, index): ImportOutcome => {
      const company = companyByDomain.get(record.patch.company?.domain ?? '');
      if (!company || Array.isArray(company)) return { missing: company ?? [] };
      if (!record.hasPerson) return 'company';
      const key = keyed[index];
      const keyId = key ? idByKey.get(keyText(key)) : undefined;
      const storedPerson = key && !keyId ? storedPeople.get(keyText(key)) : undefined;
      const id = keyId ?? storedPerson?.id;
      const state = id ? states.get(id) : undefined;
      const current = state?.current ?? storedPerson ?? null;
      const merge = mergePerson(current, personFieldsOf(record.patch), company, {
        id: newId(),
        now,
        provenance: record.provenance,
      });
      if (merge.isMissing) return { missing: merge.missing };
      const person = merge.person;
      states.set(person.id, {
        current: person,
        isStored: state?.isStored ?? storedPerson !== undefined,
        isChanged: (state?.isChanged ?? false) || merge.isChanged,
      });
      for (const personKey of personKeysOf(person)) idByKey.set(keyText(personKey), person.id);
      if (!current) return 'inserted';
      return merge.isChanged ? 'updated' : 'unchanged';
    });

    const statesInOrder = [...states.values()];
    await insertPeople(
      tx,
      statesInOrder.filter((state) => !state.isStored).map((state) => state.current),
    );
    await updateRows(
      tx,
      people,
      statesInOrder.filter((state) => state.isStored && state.isChanged).map((state) => state.current),
    );
    return { outcomes, companiesInserted: inserts.length, companiesUpdated: updates.length };
  });
}
