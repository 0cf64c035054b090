import type { companies, FieldProvenance, people } from '../../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type PersonRow = typeof people.$inferSelect;

/** A company row as written: every column but those the database computes. */
export type CompanyValues = Required<Omit<typeof companies.$inferInsert, 'createdAt'>> & { createdAt?: Date };
/** A person row as written: every column but those the database computes (`sequence`, `search`, …). */
export type PersonValues = Required<Omit<typeof people.$inferInsert, 'createdAt'>> & { createdAt?: Date };

/** What a change records for a contact field: its source, when, and for curation who. */
export type ProvenanceEntry = FieldProvenance & { curatedBy?: string };

/** One field of a record that a merge changed, with its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A required field a new record lacks, with what to tell whoever sent it. */
export interface MissingField {
  field: string;
  message: string;
}

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

/** The fields whose values differ between two versions of a row, prefixed (`company.`) when asked. */
export function changesBetween<Row extends object>(
  before: Partial<Row> | null,
  after: Row,
  fields: readonly (keyof Row & string)[],
  prefix = '',
): FieldChange[] {
  return fields
    .filter((field) => comparable(before?.[field]) !== comparable(after[field]))
    .map((field) => ({ field: `${prefix}${field}`, before: before?.[field] ?? null, after: after[field] }));
}
