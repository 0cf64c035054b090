import type { AiColumn, ColumnMapping, EnrichmentEstimate, EnrichmentFile } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

export type EnrichmentFileRow = typeof enrichmentFiles.$inferSelect;

export const fileNotFound = () => notFound('This enrichment file');

/** A file as the API shows it. */
export function fileView(row: EnrichmentFileRow, createdByName: string | null): EnrichmentFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    format: row.format,
    sizeBytes: row.sizeBytes,
    rowCount: row.rowCount,
    headers: row.headers,
    mapping: row.mapping as ColumnMapping[],
    aiColumns: row.aiColumns as AiColumn[],
    stage: row.stage,
    stageReason: row.stageReason,
    estimate: (row.estimate as EnrichmentEstimate | null) ?? null,
    rowsDone: row.rowsDone,
    rowsMatched: row.rowsMatched,
    creditsSpent: row.creditsSpent,
    foundByColumn: row.foundByColumn,
    createdByName: createdByName ?? '',
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organisation's file, or 404 (another organisation's answers the same as none). */
export async function findFile(db: Database, organisationId: string, id: string): Promise<EnrichmentFileRow> {
  const [row] = await db
    .select()
    .from(enrichmentFiles)
    .where(and(eq(enrichmentFiles.id, id), eq(enrichmentFiles.organisationId, organisationId)));
  if (!row) throw fileNotFound();
  return row;
}

/** The file's view, with the name of the member who uploaded it. */
export async function viewOf(db: Database, row: EnrichmentFileRow): Promise<EnrichmentFile> {
  if (!row.createdByUserId) return fileView(row, null);
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.createdByUserId));
  return fileView(row, user?.name ?? null);
}

/** What identifies a row in the user's own words: its name cells, else its email, else its company. */
export function rowLabel(cells: readonly string[], mapping: readonly ColumnMapping[]): string {
  const cell = (field: ColumnMapping['field']) =>
    mapping
      .filter((entry) => entry.field === field)
      .map((entry) => cells[entry.column]?.trim() ?? '')
      .find(Boolean) ?? '';
  const name = cell('full_name') || [cell('first_name'), cell('last_name')].filter(Boolean).join(' ');
  const company = cell('company') || cell('domain');
  if (name && company) return `${name} (${company})`;
  return name || cell('email') || cell('linkedin_url') || company || '';
}
