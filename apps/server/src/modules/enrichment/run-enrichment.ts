import type { AiColumn, ColumnMapping } from '@leadpilot/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { enrichmentFiles, enrichmentRows } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { lockOrganisation } from '../credits/index.ts';
import { type AiCell, type AiCellWriter, aiCellCredits, rowRecord, writeAiCells } from './ai-cells.ts';
import { chargedPerson, chargeRows, revealsOf } from './charge-rows.ts';
import { completeFile } from './complete-file.ts';
import { rowLabel } from './enrichment-files.ts';
import { normaliseRow } from './file-intake/index.ts';
import { type EnrichedRow, type EnrichmentRecords, matchAndFill } from './match/index.ts';
import { toEnrichmentRow } from './row-input.ts';
import { hasRowsToVerify } from './verify-pass.ts';

export interface RunDeps {
  db: Database;
  clock: Clock;
  records: EnrichmentRecords;
  /** Writes an AI file's cells; a pass of an AI file fails without it. */
  aiCells?: AiCellWriter;
  /** Rows a pass takes (`rowsPerPass`, or `aiRowsPerPass` for an AI file, unless set). */
  passRows?: number;
}

/** Rows a pass takes: one transaction each, so a stop loses at most this much work (never a charge). */
export const rowsPerPass = 500;
/** An AI file's rows wait on a model for each cell: a pass takes fewer, so progress shows sooner. */
export const aiRowsPerPass = 50;

export type PassOutcome = 'more' | 'completed' | 'stopped';

/** Why a row found nothing, in words the failed-rows file shows (an AI file: why its cells were not written). */
function reasonOf(result: EnrichedRow, ai: readonly AiCell[]): string {
  if (ai.length > 0 && ai.every((cell) => cell.status === 'not_found')) {
    return [...new Set(ai.map((cell) => cell.reason).filter(Boolean))].join(' ');
  }
  if (ai.some((cell) => cell.status === 'found')) return '';
  switch (result.match.outcome) {
    case 'ambiguous':
      return 'Several people match this name: add their email or LinkedIn URL to tell them apart.';
    case 'none':
      return 'No person or company in our records matches this row.';
    case 'company':
      return result.cells.some((cell) => cell.status === 'found') ? '' : 'The company was found, but not this person.';
    default:
      return result.cells.some((cell) => cell.status === 'found') ? '' : 'The person was found, with nothing to add.';
  }
}

/**
 * One pass of a running file: its next pending rows are matched and filled (outside the
 * transaction: the records are read through the pool), then, in one transaction under the file's
 * lock, the people found are revealed (charged once per person per organisation: the reveal's keys)
 * and the rows written, each only if still pending. When the credits run out the rows left stay
 * pending and the file waits as `failed` with the reason, to be resumed once credits are bought.
 */
export async function runPass(deps: RunDeps, fileId: string): Promise<PassOutcome> {
  const { db, clock } = deps;
  const [file] = await db.select().from(enrichmentFiles).where(eq(enrichmentFiles.id, fileId));
  if (file?.stage !== 'running') return 'stopped';
  const columns = file.kind === 'ai' ? (file.aiColumns as AiColumn[]) : [];
  const pending = await db
    .select({ rowNumber: enrichmentRows.rowNumber, cells: enrichmentRows.cells })
    .from(enrichmentRows)
    .where(and(eq(enrichmentRows.fileId, fileId), eq(enrichmentRows.status, 'pending')))
    .orderBy(asc(enrichmentRows.rowNumber))
    .limit(deps.passRows ?? (columns.length > 0 ? aiRowsPerPass : rowsPerPass));
  if (pending.length === 0) return finish(db, fileId, clock.now());

  const mapping = file.mapping as ColumnMapping[];
  const results = await matchAndFill(
    deps.records,
    pending.map((row) => toEnrichmentRow(row.rowNumber, normaliseRow(row.cells, mapping))),
  );
  const aiCells = await aiCellsOf(deps, file.headers, columns, pending, results);
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${enrichmentFiles} where id = ${fileId} for update`);
    // Under the organisation's lock (the one every credit write takes): who was revealed before this pass.
    await lockOrganisation(tx, file.organisationId);
    const before = await revealsOf(tx, file.organisationId, results);
    const labels = pending.map((row) => rowLabel(row.cells, mapping));
    const columnNames = new Map(columns.map((column) => [column.key, column.name]));
    const charged = await chargeRows(tx, { file, results, aiCells, labels, columnNames, now });
    const written = results.slice(0, charged.rowsPaidFor);
    const credits = await revealsOf(tx, file.organisationId, written);
    for (const personId of before.keys()) credits.delete(personId);
    const values = written.map((result, index) => {
      const personId = chargedPerson(result);
      const revealed = personId ? (credits.get(personId) ?? 0) : 0;
      if (personId) credits.delete(personId);
      const ai = aiCells[index] ?? [];
      const cellsWritten = ai.filter((cell) => cell.status === 'found').length;
      const found = result.cells.some((cell) => cell.status === 'found') || cellsWritten > 0;
      return {
        row_number: result.rowNumber,
        status: found ? 'found' : 'not_found',
        person_id: result.match.personId,
        match_rule: result.match.rule,
        match_confidence: result.match.confidence,
        added: [...result.cells, ...ai],
        reason: reasonOf(result, ai),
        credits: revealed + cellsWritten * aiCellCredits,
      };
    });
    type Written = { row_number: number; status: string; credits: number; person_id: string | null };
    const updated =
      values.length === 0
        ? []
        : await queryRows<Written>(
            tx,
            sql`
              update ${enrichmentRows} as r
                 set status = v.status, person_id = v.person_id, match_rule = v.match_rule,
                     match_confidence = v.match_confidence, added = v.added, reason = v.reason,
                     credits = v.credits, done_at = ${now}
                from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
                     row_number int, status text, person_id uuid, match_rule text, match_confidence real,
                     added jsonb, reason text, credits int)
               where r.file_id = ${fileId} and r.row_number = v.row_number and r.status = 'pending'
           returning r.row_number, r.status, r.credits, r.person_id`,
          );
    const done = new Set(updated.map((row) => row.row_number));
    const foundByColumn = { ...file.foundByColumn };
    for (const [index, result] of written.entries()) {
      if (!done.has(result.rowNumber)) continue;
      for (const cell of [...result.cells, ...(aiCells[index] ?? [])]) {
        if (cell.status === 'found') foundByColumn[cell.field] = (foundByColumn[cell.field] ?? 0) + 1;
      }
    }
    await tx
      .update(enrichmentFiles)
      .set({
        rowsDone: sql`${enrichmentFiles.rowsDone} + ${updated.length}`,
        rowsMatched: sql`${enrichmentFiles.rowsMatched} + ${updated.filter((row) => row.person_id !== null).length}`,
        creditsSpent: sql`${enrichmentFiles.creditsSpent} + ${updated.reduce((sum, row) => sum + row.credits, 0)}`,
        foundByColumn,
        updatedAt: now,
        ...(charged.stopReason ? { stage: 'failed' as const, stageReason: charged.stopReason } : {}),
      })
      .where(eq(enrichmentFiles.id, fileId));
    return charged.stopReason ? 'stopped' : 'more';
  });
  return outcome;
}

/** An AI file's cells for the pass's rows (none for a normal file). */
async function aiCellsOf(
  deps: RunDeps,
  headers: readonly string[],
  columns: readonly AiColumn[],
  pending: readonly { cells: string[] }[],
  results: readonly EnrichedRow[],
): Promise<AiCell[][]> {
  if (columns.length === 0) return results.map(() => []);
  if (!deps.aiCells) throw new Error('An AI enrichment file needs the AI cell writer.');
  const rows = results.map((result, index) => ({ result, record: rowRecord(headers, pending[index]?.cells ?? []) }));
  return writeAiCells(deps.aiCells, columns, rows);
}

/**
 * No rows left: the file moves on to the verification stage when addresses wait for a verdict, else
 * it is completed (once; a second pass finds it so).
 */
async function finish(db: Database, fileId: string, now: Date): Promise<PassOutcome> {
  const toVerify = await hasRowsToVerify(db, fileId);
  if (!toVerify) {
    await completeFile(db, fileId, 'running', now);
    return 'completed';
  }
  await db
    .update(enrichmentFiles)
    .set({ stage: 'verifying', stageReason: '', updatedAt: now })
    .where(and(eq(enrichmentFiles.id, fileId), eq(enrichmentFiles.stage, 'running')));
  return 'more';
}
