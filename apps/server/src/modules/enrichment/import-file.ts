import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ColumnMapping, enrichmentLimits } from '@leadpilot/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles, enrichmentRows } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { freeRowLimitOf, freeRowLimitRefusal } from '../free-enrichment/index.ts';
import { FileIntakeError, guessMapping, readTable } from './file-intake/index.ts';

export interface UploadInput {
  organisationId: string;
  userId: string;
  kind: 'normal' | 'ai';
  fileName: string;
  /** The upload's bytes as they arrive. */
  stream: Readable;
  now: Date;
}

/** Rows per insert: well under PostgreSQL's parameters per statement. */
const insertBatch = 500;

/** A file that cannot be taken in: 422 with the intake's words, nothing stored. */
export function intakeRefusal(error: FileIntakeError): AppError {
  return new AppError('RULE_REFUSED', error.message);
}

/**
 * Takes an uploaded file in: its bytes go to a temporary file first (so a slow upload holds no
 * database connection), then it is read once, whole, in one transaction that stores the file and its
 * rows; a file that breaks a rule on any row stores nothing. The columns' mapping is guessed from
 * the headers and the first rows; the user confirms it next.
 */
export async function importFile(
  db: Database,
  input: UploadInput,
  dataDir: string,
): Promise<{ id: string; preview: string[][] }> {
  const folder = path.join(dataDir, 'tmp', 'enrichment');
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, randomUUID());
  try {
    try {
      await pipeline(input.stream, createWriteStream(temporary));
    } catch (error) {
      // The size limit is the route's to word; anything else is a form cut short or broken.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
      throw new AppError('VALIDATION_FAILED', 'The upload could not be read: choose the file again and upload it.');
    }
    const { size } = await stat(temporary);
    // A free-enrichment account that has bought nothing takes small files only (docs/enrichment.md).
    const freeLimit = await freeRowLimitOf(db, input.organisationId, input.now);
    const table = await readTable(createReadStream(temporary), {
      fileName: input.fileName,
      maxRows: enrichmentLimits.maxRows,
      maxBytes: enrichmentLimits.maxBytes,
    });
    return await db.transaction(async (tx) => {
      const id = randomUUID();
      const preview: string[][] = [];
      let mapping: ColumnMapping[] = [];
      let batch: (typeof enrichmentRows.$inferInsert)[] = [];
      let count = 0;
      await tx.insert(enrichmentFiles).values({
        id,
        organisationId: input.organisationId,
        createdByUserId: input.userId,
        kind: input.kind,
        name: input.fileName.slice(0, 200) || 'Untitled file',
        format: table.format,
        sizeBytes: size,
        rowCount: 0,
        headers: table.headers,
        mapping: [],
        createdAt: input.now,
        updatedAt: input.now,
      });
      const flush = async () => {
        if (batch.length > 0) await tx.insert(enrichmentRows).values(batch);
        batch = [];
      };
      for await (const row of table.rows) {
        count += 1;
        if (freeLimit !== null && count > freeLimit) throw freeRowLimitRefusal(freeLimit);
        if (preview.length < enrichmentLimits.sampleRows) {
          preview.push(row.cells);
          if (preview.length === enrichmentLimits.sampleRows) mapping = guessMapping(table.headers, preview);
        }
        batch.push({ fileId: id, rowNumber: row.rowNumber, organisationId: input.organisationId, cells: row.cells });
        if (batch.length >= insertBatch) await flush();
      }
      await flush();
      if (preview.length < enrichmentLimits.sampleRows) mapping = guessMapping(table.headers, preview);
      await tx.update(enrichmentFiles).set({ rowCount: count, mapping }).where(eqId(id));
      await fillSearchText(tx, id, mapping);
      return { id, preview };
    });
  } catch (error) {
    if (error instanceof FileIntakeError) throw intakeRefusal(error);
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

const eqId = (id: string) => eq(enrichmentFiles.id, id);

/** The rows' words for the files' search: the name, email and company cells, lower-cased. */
export async function fillSearchText(tx: Database, fileId: string, mapping: readonly ColumnMapping[]) {
  const columns = mapping
    .filter((entry) => ['full_name', 'first_name', 'last_name', 'email', 'company', 'domain'].includes(entry.field))
    .map((entry) => entry.column);
  if (columns.length === 0) return;
  const parts = sql.join(
    columns.map((column) => sql`coalesce(cells ->> ${column}::int, '')`),
    sql` || ' ' || `,
  );
  await tx.execute(sql`update ${enrichmentRows} set search_text = lower(${parts}) where file_id = ${fileId}`);
}
