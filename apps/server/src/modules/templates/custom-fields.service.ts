import type { CustomField, SaveCustomFieldBody } from '@leadpilot/contracts';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customFields, emailTemplates } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';

type CustomFieldRow = typeof customFields.$inferSelect;

const fieldNotFound = () => notFound('This custom field');
const keyTaken = (key: string) => conflict(`A custom field named ${key} already exists.`);

const quoted = (names: string[]) => {
  const shown = names.slice(0, 5).map((name) => `“${name}”`);
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
};

function viewOf(row: CustomFieldRow, usedBy: number): CustomField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    defaultValue: row.defaultValue,
    usedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Names of the organisation's templates (shared or private) that use the field. */
async function templatesUsing(db: Database, organisationId: string, key: string): Promise<string[]> {
  const rows = await db
    .select({ name: emailTemplates.name })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.organisationId, organisationId), arrayContains(emailTemplates.fields, [key])))
    .orderBy(asc(emailTemplates.name));
  return rows.map((row) => row.name);
}

/**
 * The organisation's own merge fields. A key is unique per organisation; a field that templates use
 * cannot be removed or renamed (the answer names those templates), since they would stop rendering.
 */
export function createCustomFieldService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function find(tx: Database, organisationId: string, id: string): Promise<CustomFieldRow> {
    const [row] = await tx
      .select()
      .from(customFields)
      .where(and(eq(customFields.id, id), eq(customFields.organisationId, organisationId)))
      .for('update');
    if (!row) throw fieldNotFound();
    return row;
  }

  async function refuseWhileUsed(tx: Database, organisationId: string, key: string, doing: 'remove' | 'rename') {
    const names = await templatesUsing(tx, organisationId, key);
    if (names.length === 0) return;
    const count = names.length === 1 ? '1 template' : `${names.length} templates`;
    throw refused(
      `{{ ${key} }} is used by ${count} (${quoted(names)}): take it out of ${names.length === 1 ? 'that template' : 'those templates'} before you ${doing} the field.`,
    );
  }

  return {
    /** Every custom field of the organisation with how many templates use it, by key. */
    async list(actor: Actor): Promise<CustomField[]> {
      const rows = await db
        .select({
          field: customFields,
          usedBy: sql<number>`(select count(*)::int from ${emailTemplates} t
            where t.organisation_id = ${customFields.organisationId} and t.fields @> array[${customFields.key}])`,
        })
        .from(customFields)
        .where(eq(customFields.organisationId, actor.organisationId))
        .orderBy(asc(customFields.key));
      return rows.map((row) => viewOf(row.field, row.usedBy));
    },

    /** Keys of the organisation's custom fields, for checking templates. */
    async keys(organisationId: string): Promise<string[]> {
      const rows = await db
        .select({ key: customFields.key })
        .from(customFields)
        .where(eq(customFields.organisationId, organisationId));
      return rows.map((row) => row.key);
    },

    async save(actor: Actor, body: SaveCustomFieldBody): Promise<{ message: string; data: CustomField }> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          if (body.remove && body.id) {
            const field = await find(tx, actor.organisationId, body.id);
            await refuseWhileUsed(tx, actor.organisationId, field.key, 'remove');
            await tx.delete(customFields).where(eq(customFields.id, field.id));
            return { message: `Removed the field {{ ${field.key} }}.`, data: viewOf(field, 0) };
          }
          if (body.id) {
            const field = await find(tx, actor.organisationId, body.id);
            const key = body.key?.trim() ?? field.key;
            if (key !== field.key) await refuseWhileUsed(tx, actor.organisationId, field.key, 'rename');
            const [updated] = await tx
              .update(customFields)
              .set({
                key,
                label: body.label?.trim() || field.label,
                defaultValue: body.defaultValue?.trim() ?? field.defaultValue,
                updatedAt: now,
              })
              .where(eq(customFields.id, field.id))
              .returning();
            if (!updated) throw fieldNotFound();
            const usedBy = (await templatesUsing(tx, actor.organisationId, updated.key)).length;
            return { message: `Saved the field {{ ${updated.key} }}.`, data: viewOf(updated, usedBy) };
          }
          const key = body.key?.trim() ?? '';
          const [created] = await tx
            .insert(customFields)
            .values({
              organisationId: actor.organisationId,
              key,
              label: body.label?.trim() || key,
              defaultValue: body.defaultValue?.trim() ?? '',
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!created) throw new Error('custom field insert returned nothing');
          return { message: `Added the field {{ ${created.key} }}.`, data: viewOf(created, 0) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw keyTaken(body.key?.trim() ?? '');
        throw error;
      }
    },
  };
}
export type CustomFieldService = ReturnType<typeof createCustomFieldService>;
