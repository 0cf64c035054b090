import type { ColumnMapping } from '@leadpilot/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { contactReveals, enrichmentFiles, enrichmentRows } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { revealPeople } from '../contacts/index.ts';
import { lockOrganisation } from '../credits/index.ts';
import { rowLabel } from './enrichment-files.ts';
import { normaliseRow } from './file-intake/index.ts';
import { type EnrichedRow, type EnrichmentRecords, matchAndFill } from './match/index.ts';
import { toEnrichmentRow } from './row-input.ts';

export interface RunDeps {
  db: Database;
  clock: Clock;
  records: EnrichmentRecords;
  /** Rows a pass takes (`rowsPerPass` unless set). */
  passRows?: number;
}

/** Rows a pass takes: one transaction each, so a stop loses at most this much work (never a charge). */
export const rowsPerPass = 500;

export type PassOutcome = 'more' | 'completed' | 'stopped';

/** Why a row found nothing, in words the failed-rows file shows. */
function reasonOf(result: EnrichedRow): string {
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

/** The person a row is charged for: a match whose found email or phone a reveal charges. */
function chargedPerson(result: EnrichedRow): string | null {
  if (result.match.outcome !== 'person' || !result.match.personId) return null;
  return result.cells.some((cell) => cell.chargeable && cell.status === 'found') ? result.match.personId : null;
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
  const pending = await db
    .select({ rowNumber: enrichmentRows.rowNumber, cells: enrichmentRows.cells })
    .from(enrichmentRows)
    .where(and(eq(enrichmentRows.fileId, fileId), eq(enrichmentRows.status, 'pending')))
    .orderBy(asc(enrichmentRows.rowNumber))
    .limit(deps.passRows ?? rowsPerPass);
  if (pending.length === 0) return finish(db, fileId, clock.now());

  const mapping = file.mapping as ColumnMapping[];
  const results = await matchAndFill(
    deps.records,
    pending.map((row) => toEnrichmentRow(row.rowNumber, normaliseRow(row.cells, mapping))),
  );
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${enrichmentFiles} where id = ${fileId} for update`);
    // Under the organisation's lock (the one every credit write takes): who was revealed before this pass.
    await lockOrganisation(tx, file.organisationId);
    const before = await revealsOf(tx, file.organisationId, results);
    const labels = pending.map((row) => rowLabel(row.cells, mapping));
    const charged = await chargeRows(tx, file, results, labels, now);
    const written = results.slice(0, charged.rowsPaidFor);
    const credits = await revealsOf(tx, file.organisationId, written);
    for (const personId of before.keys()) credits.delete(personId);
    const values = written.map((result) => {
      const personId = chargedPerson(result);
      const paid = personId ? (credits.get(personId) ?? 0) : 0;
      if (personId) credits.delete(personId);
      const found = result.cells.some((cell) => cell.status === 'found');
      return {
        row_number: result.rowNumber,
        status: found ? 'found' : 'not_found',
        person_id: result.match.personId,
        match_rule: result.match.rule,
        match_confidence: result.match.confidence,
        added: result.cells,
        reason: reasonOf(result),
        credits: paid,
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
    for (const result of written) {
      if (!done.has(result.rowNumber)) continue;
      for (const cell of result.cells) {
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

/**
 * Reveals the people the rows found, in row order: all at once when the credits allow, else one by
 * one until they run out. `rowsPaidFor` is how many of `results` can be written.
 */
async function chargeRows(
  tx: Database,
  file: typeof enrichmentFiles.$inferSelect,
  results: readonly EnrichedRow[],
  labels: readonly string[],
  now: Date,
): Promise<{ rowsPaidFor: number; stopReason: string }> {
  const userId = file.createdByUserId;
  // The ledger says "Revealed Jane Doe (Acme)", in the file's own words for the row.
  const targets = results.map((result, index) => {
    const personId = chargedPerson(result);
    if (!personId) return null;
    const label = labels[index] || `row ${result.rowNumber} of “${file.name}”`;
    return { id: personId, fullName: label, companyName: '', isFree: false };
  });
  if (targets.every((target) => target === null)) return { rowsPaidFor: results.length, stopReason: '' };
  if (!userId) {
    return { rowsPaidFor: 0, stopReason: 'The member who uploaded this file has left: upload it again to enrich it.' };
  }
  const reveal = (people: NonNullable<(typeof targets)[number]>[]) =>
    revealPeople(tx, { organisationId: file.organisationId, userId, people, now });
  try {
    await reveal(targets.filter((target) => target !== null));
    return { rowsPaidFor: results.length, stopReason: '' };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
  }
  for (const [index, target] of targets.entries()) {
    if (!target) continue;
    try {
      await reveal([target]);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 422) throw error;
      return {
        rowsPaidFor: index,
        stopReason: `Credits ran out at row ${results[index]?.rowNumber ?? ''}: buy credits, then resume the file. Rows done so far are kept.`,
      };
    }
  }
  return { rowsPaidFor: results.length, stopReason: '' };
}

/** What each person the rows found was charged when the organisation revealed them (absent: not revealed). */
async function revealsOf(tx: Database, organisationId: string, results: readonly EnrichedRow[]) {
  const ids = [...new Set(results.map(chargedPerson).filter((id): id is string => id !== null))];
  const credits = new Map<string, number>();
  if (ids.length === 0) return credits;
  const rows = await tx
    .select({ personId: contactReveals.personId, credits: contactReveals.credits })
    .from(contactReveals)
    .where(and(eq(contactReveals.organisationId, organisationId), inArray(contactReveals.personId, ids)));
  for (const row of rows) credits.set(row.personId, row.credits);
  return credits;
}

/** No rows left: the file is completed (once; a second pass finds it so). */
async function finish(db: Database, fileId: string, now: Date): Promise<PassOutcome> {
  await db
    .update(enrichmentFiles)
    .set({ stage: 'completed', stageReason: '', finishedAt: now, updatedAt: now })
    .where(and(eq(enrichmentFiles.id, fileId), eq(enrichmentFiles.stage, 'running')));
  return 'completed';
}
