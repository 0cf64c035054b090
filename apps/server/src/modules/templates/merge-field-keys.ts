import { builtInMergeFields } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customFields } from '../../db/schema.ts';

/** The merge fields a draft may use in this organisation: the built-in ones and its custom fields. */
export async function loadMergeFieldKeys(db: Database, organisationId: string): Promise<string[]> {
  const custom = await db
    .select({ key: customFields.key })
    .from(customFields)
    .where(eq(customFields.organisationId, organisationId));
  return [...builtInMergeFields.map((field) => field.key), ...custom.map((field) => field.key)];
}
